import { and, asc, desc, eq, gte, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  LOW_STOCK_THRESHOLD,
  PRICE_BANDS,
  PRODUCT_STORE,
  SIMILAR_PRODUCTS_LIMIT,
  paginationOf,
  paiseToRupees,
  rupeesToPaise,
  type Product,
  type ProductSearchQuery,
  type ProductSearchResponse,
  type SearchFacets,
} from '@petverse/api/contract';
import type { Database } from '../db/client';
import { products } from '../db/schema';
import type { Tx } from './checkout';

type ProductRow = typeof products.$inferSelect;

export function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    price: paiseToRupees(row.pricePaise),
    imageUrl: row.imageUrl,
    averageRating: row.averageRating,
    ratingCount: row.ratingCount,
    petspecies: row.petspecies as Product['petspecies'],
    category: row.category as Product['category'],
    brand: row.brand,
    lifeStage: row.lifeStage as Product['lifeStage'],
    createdAt: row.createdAt.toISOString(),
    stock: row.stock,
    mrp:
      row.mrpPaise !== null && row.mrpPaise > row.pricePaise ? paiseToRupees(row.mrpPaise) : null,
    images: [row.imageUrl, ...row.images],
  };
}

/** The columns a product answer needs (not the search columns). */
export const productColumns = {
  id: products.id,
  slug: products.slug,
  store: products.store,
  name: products.name,
  description: products.description,
  pricePaise: products.pricePaise,
  imageUrl: products.imageUrl,
  petspecies: products.petspecies,
  category: products.category,
  brand: products.brand,
  lifeStage: products.lifeStage,
  averageRating: products.averageRating,
  ratingSum: products.ratingSum,
  ratingCount: products.ratingCount,
  createdAt: products.createdAt,
  stock: products.stock,
  mrpPaise: products.mrpPaise,
  images: products.images,
  version: products.version,
  withdrawnAt: products.withdrawnAt,
};
/** Products on sale: not withdrawn by staff. */
export const onSale = isNull(products.withdrawnAt);
type ListedRow = Omit<ProductRow, 'searchVector'>;
const fromListed = (row: ListedRow) => toProduct(row as ProductRow);

/**
 * How close a typed word must be to a catalogue word to count as a typo of it (pg_trgm's
 * similarity: 'kibbel' against 'kibble' is 0.4, 'harnes' against 'harness' 0.7).
 */
const TYPO_SIMILARITY = 0.35;

/** The query with each word that is not a catalogue word replaced by the closest one. */
async function correctWords(tx: Tx, q: string): Promise<string> {
  const words = [...new Set(q.match(/[\p{L}\p{N}]{3,}/gu) ?? [])].slice(0, 8);
  if (!words.length) return q;
  const result = await tx.execute(sql`
    select w.typed, (select word from product_words
                     where word % w.typed and similarity(word, w.typed) >= ${TYPO_SIMILARITY}
                     order by similarity(word, w.typed) desc, word limit 1) as word
    from unnest(array[${sql.join(
      words.map((w) => sql`${w}`),
      sql`, `,
    )}]::text[]) as w(typed)`);
  let corrected = q;
  for (const row of rowsOf<{ typed: string; word: string | null }>(result))
    if (row.word && row.word !== row.typed)
      corrected = corrected.replace(
        new RegExp(`(?<![\\p{L}\\p{N}])${row.typed}(?![\\p{L}\\p{N}])`, 'gu'),
        row.word,
      );
  return corrected;
}

/** Price band of a price in paise, as SQL (the facet's key). */
const bandOf = sql.raw(
  `case ${PRICE_BANDS.map((b) =>
    b.max === null ? `else '${b.key}'` : `when price_paise < ${b.max * 100} then '${b.key}'`,
  ).join(' ')} end`,
);

export type SearchParams = Required<Pick<ProductSearchQuery, 'sort' | 'page' | 'limit'>> &
  Omit<ProductSearchQuery, 'sort' | 'page' | 'limit'>;

/**
 * One page of the catalogue matching a search, with the facets of everything that matches.
 * Matching happens in the database on indexes: full text first (`search_vector`, GIN); when the
 * words match nothing, trigram word similarity (`search_text`, GIN trigram) finds what a typo
 * meant. Facets come from one GROUPING SETS query.
 */
export async function searchProducts(
  db: Database,
  params: SearchParams,
  /** The back office's view: withdrawn products too, or only those low on or out of stock. */
  scope: { withdrawn?: boolean; stock?: 'low' | 'out' } = {},
): Promise<ProductSearchResponse> {
  const q = params.q?.trim().toLowerCase() ?? '';
  const tsq = sql`websearch_to_tsquery('english', ${q})`;
  const filters: SQL[] = [eq(products.store, PRODUCT_STORE)];
  if (!scope.withdrawn) filters.push(onSale);
  if (scope.stock === 'low') filters.push(lte(products.stock, LOW_STOCK_THRESHOLD));
  if (scope.stock === 'out') filters.push(eq(products.stock, 0));
  if (params.species) filters.push(eq(products.petspecies, params.species));
  if (params.category) filters.push(eq(products.category, params.category));
  if (params.brand) filters.push(sql`lower(${products.brand}) = ${params.brand.toLowerCase()}`);
  if (params.lifeStage) filters.push(eq(products.lifeStage, params.lifeStage));
  if (params.minPrice !== undefined)
    filters.push(gte(products.pricePaise, rupeesToPaise(params.minPrice)));
  if (params.maxPrice !== undefined)
    filters.push(lte(products.pricePaise, rupeesToPaise(params.maxPrice)));
  if (params.minRating !== undefined) filters.push(gte(products.averageRating, params.minRating));

  const sorts: Record<Exclude<SearchParams['sort'], 'relevance'>, SQL[]> = {
    price_asc: [asc(products.pricePaise)],
    price_desc: [desc(products.pricePaise)],
    rating: [sql`${products.averageRating} desc nulls last`, desc(products.ratingCount)],
    newest: [desc(products.createdAt)],
  };
  const byText = sql`ts_rank_cd(${products.searchVector}, ${tsq}) desc`;

  return db.transaction(async (tx) => {
    /** Facets and one page of the products matching `where`, relevance ranked by `rank`. */
    const page = async (where: SQL | undefined, rank: SQL[]) => {
      const facets = await facetsOf(tx, where);
      const total = sum(facets.species);
      const pagination = paginationOf(total, params.page, params.limit);
      const order = params.sort === 'relevance' ? rank : sorts[params.sort];
      const rows =
        total === 0 || params.page > pagination.totalPages
          ? []
          : await tx
              .select(productColumns)
              .from(products)
              .where(where)
              .orderBy(...order, asc(products.id))
              .limit(params.limit)
              .offset((params.page - 1) * params.limit);
      return { products: rows.map(fromListed), facets, pagination };
    };
    if (!q) return page(and(...filters), [desc(products.ratingCount)]);
    // Words first, on the full-text index: what the shopper typed, stemmed.
    const exact = await page(and(...filters, sql`${products.searchVector} @@ ${tsq}`), [byText]);
    if (exact.pagination.total > 0) return exact;
    // Nothing: a typo, probably. Each word becomes the closest word of the catalogue's own
    // (trigram similarity on the small, indexed product_words), and the words search again.
    const corrected = await correctWords(tx, q);
    if (corrected === q) return exact;
    const fixed = sql`websearch_to_tsquery('english', ${corrected})`;
    return page(and(...filters, sql`${products.searchVector} @@ ${fixed}`), [
      sql`ts_rank_cd(${products.searchVector}, ${fixed}) desc`,
    ]);
  });
}

const sum = (counts: Record<string, number | undefined>) =>
  Object.values(counts).reduce<number>((a, b) => a + (b ?? 0), 0);

/** Counts per species, category, brand, life stage and price band, in one GROUPING SETS query. */
async function facetsOf(tx: Tx, where: SQL | undefined): Promise<SearchFacets> {
  const result = await tx.execute(sql`
    select petspecies as species, category, brand, life_stage, band, count(*)::int as n
    from (select petspecies, category, brand, life_stage, ${bandOf} as band
          from ${products} where ${where}) m
    group by grouping sets ((petspecies), (category), (brand), (life_stage), (band))`);
  const facets: SearchFacets = {
    species: {},
    category: {},
    brand: {},
    lifeStage: {},
    priceBand: {},
  };
  for (const row of rowsOf<FacetRow>(result)) {
    const n = Number(row.n);
    if (row.species) facets.species[row.species as 'dog'] = n;
    else if (row.category) facets.category[row.category as 'food'] = n;
    else if (row.brand) facets.brand[row.brand] = n;
    else if (row.life_stage) facets.lifeStage[row.life_stage as 'adult'] = n;
    else if (row.band) facets.priceBand[row.band as 'under-500'] = n;
  }
  return facets;
}

interface FacetRow {
  species: string | null;
  category: string | null;
  brand: string | null;
  life_stage: string | null;
  band: string | null;
  n: number;
}

/** node-postgres answers `{ rows }`, PGlite too; both through drizzle's execute. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}

/** Category neighbours: the ones a shopper of this category looks at next. */
const NEAR_CATEGORY: Record<string, string[]> = {
  food: ['treats', 'health'],
  treats: ['food', 'toys'],
  toys: ['treats', 'accessories'],
  accessories: ['toys', 'grooming'],
  grooming: ['health', 'accessories'],
  health: ['grooming', 'food'],
};

/**
 * Up to three products like this one: the same species, the same category first (then its
 * neighbours), nearest in price. Null when the product does not exist.
 */
export async function similarTo(db: Database, id: string): Promise<Product[] | null> {
  const [current] = await db
    .select({
      species: products.petspecies,
      category: products.category,
      price: products.pricePaise,
      store: products.store,
    })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  if (!current) return null;
  const near = NEAR_CATEGORY[current.category] ?? [];
  const rank = sql`case ${products.category} when ${current.category} then 0 when ${near[0] ?? ''} then 1 when ${near[1] ?? ''} then 2 else 3 end`;
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(
      and(
        eq(products.store, current.store),
        eq(products.petspecies, current.species),
        ne(products.id, id),
        onSale,
      ),
    )
    .orderBy(rank, sql`abs(${products.pricePaise} - ${current.price})`, asc(products.id))
    .limit(SIMILAR_PRODUCTS_LIMIT);
  return rows.map(fromListed);
}
