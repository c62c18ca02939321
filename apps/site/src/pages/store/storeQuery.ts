import {
  LIFE_STAGES,
  PET_SPECIES,
  PRODUCT_CATEGORIES,
  SEARCH_LIMITS,
  SEARCH_SORTS,
  type ProductSearchQuery,
} from '@petverse/api/contract';

/**
 * The store's search in its URL (every filter in the query string, so a filtered view can be
 * shared and the back button works). Pure, so it is tested on its own.
 */

/**
 * The keys the store keeps in its URL, in the order they are written: all that its pages read of
 * a query (the server keeps their renders by these alone, entry-server.tsx).
 */
export const STORE_KEYS = [
  'q',
  'species',
  'category',
  'brand',
  'lifeStage',
  'minPrice',
  'maxPrice',
  'minRating',
  'sort',
  'page',
] as const;
export type StoreKey = (typeof STORE_KEYS)[number];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
const number = (value: string | null, max: number): number | undefined => {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n <= max ? n : undefined;
};

/** The search a URL describes; values the server would refuse are left out. */
export function queryFromParams(params: URLSearchParams): ProductSearchQuery {
  const q = params.get('q')?.trim().slice(0, SEARCH_LIMITS.maxQueryLength);
  const page = number(params.get('page'), SEARCH_LIMITS.maxPage);
  const query: ProductSearchQuery = {
    q: q || undefined,
    species: oneOf(PET_SPECIES, params.get('species')),
    category: oneOf(PRODUCT_CATEGORIES, params.get('category')),
    brand: params.get('brand')?.trim().slice(0, 60) || undefined,
    lifeStage: oneOf(LIFE_STAGES, params.get('lifeStage')),
    minPrice: number(params.get('minPrice'), SEARCH_LIMITS.maxPrice),
    maxPrice: number(params.get('maxPrice'), SEARCH_LIMITS.maxPrice),
    minRating: number(params.get('minRating'), 5),
    sort: oneOf(SEARCH_SORTS, params.get('sort')),
    page: page && Number.isInteger(page) && page > 1 ? page : undefined,
  };
  if (
    query.minPrice !== undefined &&
    query.maxPrice !== undefined &&
    query.minPrice > query.maxPrice
  ) {
    query.minPrice = undefined;
  }
  return query;
}

/** The URL parameters of a search: empty values and defaults (relevance, page 1) left out. */
export function paramsFromQuery(query: ProductSearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of STORE_KEYS) {
    const value = query[key];
    if (value === undefined || value === null || value === '') continue;
    if (key === 'sort' && value === 'relevance') continue;
    if (key === 'page' && value === 1) continue;
    params.set(key, String(value));
  }
  return params;
}

/**
 * The search after one change: a new filter, word or order starts again from page 1; only a
 * page change keeps the rest.
 */
export function withChange(
  query: ProductSearchQuery,
  change: Partial<Record<StoreKey, string | number | null | undefined>>,
): ProductSearchQuery {
  const next: Record<string, unknown> = { ...query };
  for (const [key, value] of Object.entries(change))
    next[key] = value === null || value === '' ? undefined : value;
  if (!('page' in change)) next.page = undefined;
  return next;
}

/** Whether any filter (not the words, order or page) is set. */
export const hasFilters = (query: ProductSearchQuery): boolean =>
  (
    ['species', 'category', 'brand', 'lifeStage', 'minPrice', 'maxPrice', 'minRating'] as const
  ).some((key) => query[key] !== undefined);

/** The store's price choices: each one a range in rupees of the URL. */
export const PRICE_CHOICES = [
  {
    value: 'max-500',
    label: 'Under ₹500',
    minPrice: undefined,
    maxPrice: 500,
    bands: ['under-500'],
  },
  {
    value: 'max-1000',
    label: 'Under ₹1,000',
    minPrice: undefined,
    maxPrice: 1000,
    bands: ['under-500', '500-1000'],
  },
  {
    value: 'max-2000',
    label: 'Under ₹2,000',
    minPrice: undefined,
    maxPrice: 2000,
    bands: ['under-500', '500-1000', '1000-2000'],
  },
  {
    value: 'min-2000',
    label: '₹2,000 and above',
    minPrice: 2000,
    maxPrice: undefined,
    bands: ['2000-plus'],
  },
] as const;

/** The price choice a search's range is, if it is one of them. */
export const priceChoiceOf = (query: ProductSearchQuery): string | null =>
  PRICE_CHOICES.find((c) => c.minPrice === query.minPrice && c.maxPrice === query.maxPrice)
    ?.value ?? null;

/** The store's rating choices. */
export const RATING_CHOICES = [
  { value: '4.5', label: '4.5 stars and up' },
  { value: '4', label: '4 stars and up' },
  { value: '3', label: '3 stars and up' },
] as const;
