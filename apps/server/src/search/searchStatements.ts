import {
  PRICE_BANDS,
  PRODUCT_STORE,
  rupeesToPaise,
  type ProductSearchQuery,
  type SearchSort,
} from '@petverse/api/contract';
import type { Database } from '../db/client';
import { prepared, type Prepared } from '../db/prepared';
import type { products } from '../catalogue/tables';

/*
 * The store's search page as prepared statements (issue 35, item 5): on the embedded database a
 * statement's fixed cost (parse, plan, and a relation's size looked up on disk) was most of a
 * search's time — `select 1` took ~0.5 ms through a plain query and ~0.06 ms prepared
 * (bench/HISTORY.md). One statement for each sort and set of filters asked (made the first time
 * it is asked, then kept): a filter asked is written into the statement with its value as a
 * parameter, a filter not asked is not there at all, so the planner can read the index the
 * filters name (`products_species_category_price_idx`); a statement that tested every filter as
 * `$n = '' or …` was planned once for all values, and scanned the whole store. The words are the
 * tsqueries `search_words` wrote for each group, all of them required. The back office's views
 * (withdrawn products, stock) keep the plain queries.
 */

/** The price band of `price_paise`, as SQL (the facet's key). */
export const BAND_SQL = `case ${PRICE_BANDS.map((b) =>
  b.max === null ? `else '${b.key}'` : `when price_paise < ${b.max * 100} then '${b.key}'`,
).join(' ')} end`;

/** The product's rating (ADR 026): its sizes' on sale together, kept on each row (ADR 028). */
const productRating = (row = '') =>
  `${row}product_rating_sum::float8 / nullif(${row}product_rating_count, 0)`;

/** A filter of the shopper's: its test with its parameter `$n`, and its value (none: not asked). */
interface SearchFilter {
  test: (n: number) => string;
  value: (query: ProductSearchQuery) => string | undefined;
}
const paise = (rupees: number | undefined) =>
  rupees === undefined ? undefined : String(rupeesToPaise(rupees));

/**
 * The shopper's filters, in the order their parameters follow the store's (`$1`): each is written
 * into a statement only when asked. The rating is the product's; an empty brand asks nothing.
 */
const FILTERS: readonly SearchFilter[] = [
  { test: (n) => `petspecies = $${n}`, value: (q) => q.species },
  { test: (n) => `category = $${n}`, value: (q) => q.category },
  { test: (n) => `lower(brand) = $${n}`, value: (q) => q.brand?.toLowerCase() || undefined },
  { test: (n) => `life_stage = $${n}`, value: (q) => q.lifeStage },
  { test: (n) => `price_paise >= $${n}::int`, value: (q) => paise(q.minPrice) },
  { test: (n) => `price_paise <= $${n}::int`, value: (q) => paise(q.maxPrice) },
  {
    test: (n) => `${productRating()} >= $${n}::real`,
    value: (q) => (q.minRating === undefined ? undefined : String(q.minRating)),
  },
];

/** The filters `query` asks, in FILTERS' order, each with its parameter's value. */
type Asked = { filter: SearchFilter; value: string }[];
const askedIn = (query: ProductSearchQuery): Asked =>
  FILTERS.flatMap((filter) => {
    const value = filter.value(query);
    return value === undefined ? [] : [{ filter, value }];
  });

/** What a search's rows must be: on sale in the store, and each filter asked (`$2`, `$3`, …). */
const whereOf = (asked: Asked) =>
  ['store = $1 and withdrawn_at is null', ...asked.map(({ filter }, i) => filter.test(i + 2))].join(
    ' and ',
  );

/**
 * The card of each product that matches (ADR 026): of its sizes that match, the cheapest in stock
 * (else the cheapest), so the facets count products, not sizes, each once, in its card's price
 * band. Only the columns the facets and the page's order read: the sort that picks each card
 * moves narrow rows (the page's cards are read in full afterwards, by id).
 */
const cardRows = (where: string, withVector: boolean) => `select distinct on (variant_group)
    id, variant_group, petspecies, category, brand, life_stage, price_paise, created_at,
    rating_count, product_rating_sum, product_rating_count${withVector ? ', search_vector' : ''}
  from products where ${where} order by variant_group, (stock = 0), price_paise, id`;

/** A card as `toCard` takes it. */
type ListedRow = Omit<
  typeof products.$inferSelect,
  'searchVector' | 'searchXid' | 'productRatingSum' | 'productRatingCount'
> & {
  variantCount: number;
  fromPaise: number | null;
};
/** A card as the statement writes it in JSON: its times are text (ISO 8601 with an offset). */
type CardJson = Omit<ListedRow, 'createdAt' | 'withdrawnAt'> & {
  createdAt: string;
  withdrawnAt: string | null;
};
/** The answer's one row: the whole search's facets, and the page's cards in order. */
type PageRow = { facets: FacetRow[]; cards: CardJson[] };
const COLUMNS = `p.id, slug, store, p.name, description, p.price_paise as "pricePaise",
  image_url as "imageUrl", p.petspecies, p.category, p.brand, p.life_stage as "lifeStage",
  round((p.product_rating_sum / nullif(p.product_rating_count, 0))::numeric, 2)::real
    as "averageRating",
  p.rating_sum as "ratingSum", p.product_rating_count as "ratingCount",
  p.created_at as "createdAt", stock, mrp_paise as "mrpPaise", images, version,
  withdrawn_at as "withdrawnAt", p.variant_group as "variantGroup",
  variant_label as "variantLabel", s.sizes as "variantCount",
  case when s.lo < s.hi then s.from_paise end as "fromPaise"`;

/**
 * A search's whole answer in one statement (ADR 028): the cards of everything that matches,
 * picked once; their facets (one GROUPING SETS count); a page of them in the order asked; then,
 * for that page's cards only, the product's sizes on sale and its lowest price (in stock, else
 * any). One row: the facets and the page's cards, each as JSON. A card's 25 columns as a row each
 * were read and decoded field by field by the driver (on PGlite, in JavaScript: about half of a
 * 24-card page's CPU); one JSON text is decoded by one `JSON.parse` (bench/HISTORY.md).
 */
const searchText = (
  where: string,
  withVector: boolean,
  order: string,
  limit: string,
  offset: string,
) => `
  with cards as (${cardRows(where, withVector)}),
  facets as (
    select coalesce(json_agg(f), '[]') as json from (
      select petspecies as species, category, brand, life_stage, band, count(*)::int as n
      from (select petspecies, category, brand, life_stage, ${BAND_SQL} as band from cards) m
      group by grouping sets ((petspecies), (category), (brand), (life_stage), (band))) f),
  page as (select * from cards c order by ${order}, c.id limit ${limit}::int offset ${offset}::int),
  shown as (
    select row_number() over (order by ${order}, c.id) as ord, ${COLUMNS}
    from page c
    join products p on p.id = c.id
    cross join lateral (
      select count(*)::int as sizes, min(g.price_paise) as lo, max(g.price_paise) as hi,
        coalesce(min(g.price_paise) filter (where g.stock > 0), min(g.price_paise)) as from_paise
      from products g where g.variant_group = c.variant_group and g.withdrawn_at is null) s)
  select f.json as facets,
    (select coalesce(json_agg(r order by r.ord), '[]') from shown r) as cards
  from facets f`;

const ORDERS: Record<Exclude<SearchSort, 'relevance'>, string> = {
  price_asc: 'c.price_paise asc',
  price_desc: 'c.price_paise desc',
  // The product's rating, as its card shows it (ADR 026).
  rating: `(${productRating('c.')}) desc nulls last, c.rating_count desc`,
  newest: 'c.created_at desc',
};
/**
 * Relevance with words (`words`: the tsquery parameter): how many of the groups (`groups`, a JSON
 * array of their tsqueries) the name holds (a word in the name beats one in the description),
 * then text rank, then ratings. Without words, relevance is the most rated first.
 */
const relevanceBy = (words: string, groups: string) => `(select count(*)
    from jsonb_array_elements_text(${groups}::jsonb) as x
    where ts_filter(c.search_vector, '{a}') @@ x::tsquery) desc,
  ts_rank_cd(c.search_vector, ${words}::tsquery) desc, c.rating_count desc`;

/**
 * The statement's text: the filters asked (`$2`…), then, with words, the words' tsquery; then
 * the page's size and offset; then, for relevance with words, the groups' tsqueries.
 */
const statementText = (asked: Asked, withWords: boolean, sort: SearchSort) => {
  let n = asked.length + 1;
  const param = () => `$${++n}`;
  const words = withWords ? param() : '';
  const [limit, offset] = [param(), param()];
  const relevance = withWords && sort === 'relevance';
  const order =
    sort !== 'relevance'
      ? ORDERS[sort]
      : relevance
        ? relevanceBy(words, param())
        : 'c.rating_count desc';
  const where = whereOf(asked) + (withWords ? ` and search_vector @@ ${words}::tsquery` : '');
  return searchText(where, relevance, order, limit, offset);
};

export interface FacetRow {
  species: string | null;
  category: string | null;
  brand: string | null;
  life_stage: string | null;
  band: string | null;
  n: number;
}

/**
 * The statements made so far, by name: one for each sort, with or without words, and set of
 * filters asked (at most 5 × 2 × 2⁷; a shop's visitors ask a few dozen).
 */
const statements = new Map<string, Prepared<PageRow>>();

/** The statement for a search with these filters asked, words or none, and sort. */
function statementFor(asked: Asked, withWords: boolean, sort: SearchSort) {
  const mask = FILTERS.map((f) => (asked.some(({ filter }) => filter === f) ? '1' : '0')).join('');
  const name = `search_${withWords ? 'words_' : ''}${sort}_${mask}`;
  let statement = statements.get(name);
  if (!statement) {
    statement = prepared<PageRow>(name, statementText(asked, withWords, sort));
    statements.set(name, statement);
  }
  return statement;
}

/** Every group's tsquery, all required: one tsquery text (each part is as the database wrote it). */
const allRequired = (tsqueries: string[]) => tsqueries.map((t) => `(${t})`).join(' & ');

/**
 * The facets of everything on sale that matches the filters and (when given) the words, and one
 * page of their cards in the order asked: one statement.
 */
export async function searchPage(
  db: Database,
  query: ProductSearchQuery,
  tsqueries: string[] | null,
  sort: SearchSort,
  limit: number,
  offset: number,
): Promise<{ facets: FacetRow[]; cards: ListedRow[] }> {
  const asked = askedIn(query);
  const statement = statementFor(asked, tsqueries !== null, sort);
  const rows = await statement(db, [
    PRODUCT_STORE,
    ...asked.map(({ value }) => value),
    ...(tsqueries ? [allRequired(tsqueries)] : []),
    limit,
    offset,
    ...(tsqueries && sort === 'relevance' ? [JSON.stringify(tsqueries)] : []),
  ]);
  const [{ facets, cards }] = rows as [PageRow];
  return {
    facets,
    cards: cards.map(asListed),
  };
}

/**
 * The cards of a page the search index chose (search/searchIndex.ts), by id in the order given
 * in the order given: each as the search statement writes it, with its product's sizes on
 * sale and lowest price (`$1`: a uuid[]). A card withdrawn since the index read is left out.
 */
const cardsByIdStatement = prepared<{ cards: CardJson[] }>(
  'search_cards_by_id',
  `with c as materialized (
    select p.*, x.ord from unnest($1::uuid[]) with ordinality as x(id, ord)
    cross join lateral (select * from products p where p.id = x.id limit 1) p
    where p.withdrawn_at is null),
  shown as (
    select c.ord, ${COLUMNS.replaceAll('p.', 'c.')}
    from c cross join lateral (
      select count(*)::int as sizes, min(g.price_paise) as lo, max(g.price_paise) as hi,
        coalesce(min(g.price_paise) filter (where g.stock > 0), min(g.price_paise)) as from_paise
      from products g where g.variant_group = c.variant_group and g.withdrawn_at is null) s)
  select coalesce(json_agg(r order by r.ord), '[]') as cards from shown r`,
);

/** The cards of these ids (a page the search index chose), in their order, as `searchPage`'s. */
export async function cardsById(db: Database, ids: string[]): Promise<ListedRow[]> {
  if (!ids.length) return [];
  const [row] = await cardsByIdStatement(db, [`{${ids.join(',')}}`]);
  return (row?.cards ?? []).map(asListed);
}

const asListed = ({ ord: _, ...card }: CardJson & { ord?: number }): ListedRow => ({
  ...card,
  createdAt: new Date(card.createdAt),
  withdrawnAt: card.withdrawnAt === null ? null : new Date(card.withdrawnAt),
});

/** A size of a product as `toProduct` takes it, with the product's written reviews. */
export type ProductSizeRow = Omit<
  typeof products.$inferSelect,
  'searchVector' | 'searchXid' | 'productRatingSum' | 'productRatingCount' | 'subscribable'
> & {
  /** Whether this is the size asked for. */
  asked: boolean;
  /** The written reviews of all its sizes on sale (the same on every row). */
  reviewCount: number;
};

/**
 * A product's page (`get-productById`) in one statement: every size on sale of the product the
 * id is a size of, oldest first, with which one was asked and the reviews written on them all,
 * each size's stock less its live holds ($2: the moment holds are counted at).
 * No row: no such product on sale. What three plain queries read, each paying PGlite's fixed
 * cost (~1.5 ms) before it ran.
 */
const productSizes = prepared<ProductSizeRow>(
  'product_sizes',
  `with asked as (select variant_group from products where id = $1::uuid and withdrawn_at is null),
  sizes as (
    select p.* from asked a join products p
      on p.variant_group = a.variant_group and p.withdrawn_at is null)
  select id, slug, store, name, description, price_paise as "pricePaise",
    image_url as "imageUrl", petspecies, category, brand, life_stage as "lifeStage",
    average_rating as "averageRating", rating_sum as "ratingSum", rating_count as "ratingCount",
    created_at as "createdAt", mrp_paise as "mrpPaise", images, version,
    greatest(stock - coalesce((select sum(h.units) from checkout_holds h
      where h.product_id = sizes.id and h.held_until > $2::timestamptz), 0), 0)::int as stock,
    withdrawn_at as "withdrawnAt", variant_group as "variantGroup",
    variant_label as "variantLabel", id = $1::uuid as asked,
    (select count(*)::int from reviews r where r.product_id in (select id from sizes))
      as "reviewCount"
  from sizes order by created_at, slug`,
);

/**
 * Every size on sale of the product `id` is a size of (empty: none on sale). Its `stock` is what
 * is for sale at `at`: units held for buyers paying right now are not (ADR 032).
 */
export const sizesOfProduct = (db: Database, id: string, at: Date) =>
  productSizes(db, [id, at.toISOString()]);
