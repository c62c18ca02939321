import {
  PRICE_BANDS,
  PRODUCT_STORE,
  SEARCH_SORTS,
  rupeesToPaise,
  type ProductSearchQuery,
  type SearchSort,
} from '@petverse/api/contract';
import type { Database } from '../db/client';
import { prepared, type Prepared } from '../db/prepared';
import type { products } from '../db/schema';

/*
 * The store's search page as prepared statements (issue 35, item 5): on the embedded database a
 * statement's fixed cost (parse, plan, and a relation's size looked up on disk) was most of a
 * search's time — `select 1` took ~0.5 ms through a plain query and ~0.06 ms prepared
 * (bench/RESULTS.md). The texts are fixed; the shopper's filters are parameters ('' : not
 * asked), and the words are the tsqueries `search_words` wrote for each group, all of them
 * required. The back office's views (withdrawn products, stock) keep the plain queries.
 */

/** The price band of `price_paise`, as SQL (the facet's key). */
export const BAND_SQL = `case ${PRICE_BANDS.map((b) =>
  b.max === null ? `else '${b.key}'` : `when price_paise < ${b.max * 100} then '${b.key}'`,
).join(' ')} end`;

/** The shopper's filters, `$1`–`$8`; the rating is the product's (all its sizes', ADR 026). */
const FILTERS = `store = $1 and withdrawn_at is null
  and ($2 = '' or petspecies = $2) and ($3 = '' or category = $3)
  and ($4 = '' or lower(brand) = $4) and ($5 = '' or life_stage = $5)
  and ($6 = '' or price_paise >= nullif($6, '')::int)
  and ($7 = '' or price_paise <= nullif($7, '')::int)
  and ($8 = '' or (select sum(g.rating_sum) / nullif(sum(g.rating_count), 0) from products g
    where g.variant_group = products.variant_group and g.withdrawn_at is null)
    >= nullif($8, '')::real)`;
/**
 * The words (`$9`): every group's tsquery, all required, as one tsquery parameter, so that the
 * planner sees it and reads the full-text index (a tsquery computed inside the statement was
 * planned as a sequential scan).
 */
const MATCHING = `${FILTERS} and search_vector @@ $9::tsquery`;

/**
 * The card of each product that matches (ADR 026): of its sizes that match, the cheapest in stock
 * (else the cheapest), so the facets count products, not sizes, each once, in its card's price band.
 */
const cardRows = (where: string) => `select distinct on (variant_group) * from products
  where ${where} order by variant_group, (stock = 0), price_paise, id`;

const facetsText = (where: string) => `
  select petspecies as species, category, brand, life_stage, band, count(*)::int as n
  from (select petspecies, category, brand, life_stage, ${BAND_SQL} as band
        from (${cardRows(where)}) c) m
  group by grouping sets ((petspecies), (category), (brand), (life_stage), (band))`;

/** A card as `toCard` takes it. */
type ListedRow = Omit<typeof products.$inferSelect, 'searchVector'> & {
  variantCount: number;
  fromPaise: number | null;
};
const COLUMNS = `c.id, slug, store, c.name, description, price_paise as "pricePaise",
  image_url as "imageUrl", petspecies, category, brand, life_stage as "lifeStage",
  round((s.sum / nullif(s.n, 0))::numeric, 2)::real as "averageRating", rating_sum as "ratingSum", s.n as "ratingCount",
  created_at as "createdAt", stock, mrp_paise as "mrpPaise", images, version,
  withdrawn_at as "withdrawnAt", variant_group as "variantGroup", variant_label as "variantLabel",
  s.sizes as "variantCount", case when s.lo < s.hi then s.from_paise end as "fromPaise"`;
/**
 * One card per product (ADR 026): of its sizes that match, the cheapest in stock; a page of those
 * in the order asked; then, for that page's cards only, the product's sizes on sale, its lowest
 * price (in stock, else any) and its rating (all its sizes' together).
 */
const cardsText = (where: string, order: string, limit: string, offset: string) => `
  with cards as (${cardRows(where)})
  select ${COLUMNS}
  from (select * from cards c order by ${order}, c.id
        limit ${limit}::int offset ${offset}::int) c
  cross join lateral (
    select count(*)::int as sizes, min(g.price_paise) as lo, max(g.price_paise) as hi,
      coalesce(min(g.price_paise) filter (where g.stock > 0), min(g.price_paise)) as from_paise,
      sum(g.rating_sum)::real as sum, sum(g.rating_count)::int as n
    from products g where g.variant_group = c.variant_group and g.withdrawn_at is null) s
  order by ${order}, c.id`;

const ORDERS: Record<Exclude<SearchSort, 'relevance'>, string> = {
  price_asc: 'price_paise asc',
  price_desc: 'price_paise desc',
  // The product's rating (all its sizes'), as its card shows it (ADR 026).
  rating: `(select sum(g.rating_sum) / nullif(sum(g.rating_count), 0) from products g
    where g.variant_group = c.variant_group and g.withdrawn_at is null) desc nulls last,
    rating_count desc`,
  newest: 'created_at desc',
};
/**
 * Relevance with words: how many of the groups (`$12`, a JSON array of their tsqueries) the name
 * holds (a word in the name beats one in the description), then text rank, then ratings; without
 * words, the most rated first.
 */
const RELEVANCE = `(select count(*) from jsonb_array_elements_text($12::jsonb) as x
                    where ts_filter(search_vector, '{a}') @@ x::tsquery) desc,
  ts_rank_cd(search_vector, $9::tsquery) desc, rating_count desc`;

const rowsText = (withWords: boolean, sort: SearchSort) => {
  const order = sort !== 'relevance' ? ORDERS[sort] : withWords ? RELEVANCE : 'rating_count desc';
  const [limit, offset] = withWords ? ['$10', '$11'] : ['$9', '$10'];
  return cardsText(withWords ? MATCHING : FILTERS, order, limit, offset);
};

export interface FacetRow {
  species: string | null;
  category: string | null;
  brand: string | null;
  life_stage: string | null;
  band: string | null;
  n: number;
}

const facets = {
  all: prepared<FacetRow>('search_facets', facetsText(FILTERS)),
  words: prepared<FacetRow>('search_facets_words', facetsText(MATCHING)),
};
const rows = Object.fromEntries(
  SEARCH_SORTS.flatMap((sort) => [
    [`all ${sort}`, prepared<ListedRow>(`search_rows_${sort}`, rowsText(false, sort))],
    [`words ${sort}`, prepared<ListedRow>(`search_rows_words_${sort}`, rowsText(true, sort))],
  ]),
) as Record<string, Prepared<ListedRow>>;

/** `$1`–`$8`: the store and the shopper's filters, '' where not asked. */
function filterParams(query: ProductSearchQuery): string[] {
  const paise = (rupees: number | undefined) =>
    rupees === undefined ? '' : String(rupeesToPaise(rupees));
  return [
    PRODUCT_STORE,
    query.species ?? '',
    query.category ?? '',
    query.brand?.toLowerCase() ?? '',
    query.lifeStage ?? '',
    paise(query.minPrice),
    paise(query.maxPrice),
    query.minRating === undefined ? '' : String(query.minRating),
  ];
}

/** Every group's tsquery, all required: one tsquery text (each part is as the database wrote it). */
const allRequired = (tsqueries: string[]) => tsqueries.map((t) => `(${t})`).join(' & ');

/** The facets of everything on sale that matches the filters and (when given) the words. */
export function facetRows(
  db: Database,
  query: ProductSearchQuery,
  tsqueries: string[] | null,
): Promise<FacetRow[]> {
  return tsqueries
    ? facets.words(db, [...filterParams(query), allRequired(tsqueries)])
    : facets.all(db, filterParams(query));
}

/** One page of what `facetRows` counts, in the order asked. */
export function pageRows(
  db: Database,
  query: ProductSearchQuery,
  tsqueries: string[] | null,
  sort: SearchSort,
  limit: number,
  offset: number,
): Promise<ListedRow[]> {
  const statement = rows[`${tsqueries ? 'words' : 'all'} ${sort}`]!;
  if (!tsqueries) return statement(db, [...filterParams(query), limit, offset]);
  return statement(db, [
    ...filterParams(query),
    allRequired(tsqueries),
    limit,
    offset,
    ...(sort === 'relevance' ? [JSON.stringify(tsqueries)] : []),
  ]);
}
