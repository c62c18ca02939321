import { said, type Said } from './said';
import type { LifeStage, PetSpecies, ProductCategory } from './constants';
import type { Product } from './types';

/** Catalogue search, facets, similar products and reviews (issue 14); shared by site and server. */

/** How a shopper reads a life stage. */
export const LIFE_STAGE_LABELS: Record<LifeStage, string> = {
  young: 'Puppy / kitten',
  adult: 'Adult',
  senior: 'Senior',
  all: 'All life stages',
};

/** Between a product's name and its size wherever a line names them: 'Name — 3 kg' (ADR 026). */
export const VARIANT_NAME_SEPARATOR = ' — ';

/** A product row's name with its size, as carts, orders, invoices and mails show it. */
export const variantName = (name: string, label: string | undefined): string =>
  label ? `${name}${VARIANT_NAME_SEPARATOR}${label}` : name;

export const SEARCH_SORTS = ['relevance', 'price_asc', 'price_desc', 'rating', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Relevance',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  rating: 'Top rated',
  newest: 'Newest',
};

/** Price bands of the facets, in rupees: [min, max) — the last has no upper bound. */
export const PRICE_BANDS = [
  { key: 'under-500', label: 'Under ₹500', min: 0, max: 500 },
  { key: '500-1000', label: '₹500 – ₹1,000', min: 500, max: 1000 },
  { key: '1000-2000', label: '₹1,000 – ₹2,000', min: 1000, max: 2000 },
  { key: '2000-plus', label: '₹2,000 and above', min: 2000, max: null },
] as const;
export type PriceBand = (typeof PRICE_BANDS)[number]['key'];

export const SEARCH_LIMITS = {
  /** Default and largest page size of a search. */
  pageSize: 24,
  maxPageSize: 60,
  maxQueryLength: 100,
  maxPage: 1000,
  maxPrice: 1_000_000,
} as const;

/** GET /product/search — every field optional; prices in rupees. */
export interface ProductSearchQuery {
  q?: string;
  species?: PetSpecies;
  category?: ProductCategory;
  brand?: string;
  lifeStage?: LifeStage;
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  sort?: SearchSort;
  page?: number;
  limit?: number;
}

/** Counts of the matching products per value; each facet's counts add up to the total. */
export interface SearchFacets {
  species: Partial<Record<PetSpecies, number>>;
  category: Partial<Record<ProductCategory, number>>;
  brand: Record<string, number>;
  lifeStage: Partial<Record<LifeStage, number>>;
  priceBand: Partial<Record<PriceBand, number>>;
}

export interface SearchPagination {
  total: number;
  totalPages: number;
  page: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
}

export interface ProductSearchResponse {
  products: Product[];
  facets: SearchFacets;
  pagination: SearchPagination;
  /** Words read as others (issue 35): Hinglish and Hindi, variants, typos, brands we don't carry. */
  understood: SearchReading[];
  /** Typed words left out because nothing matched them together with the rest (a partial match). */
  dropped: string[];
  /** Only when nothing matched the words: ways on, so a search is never a dead end. */
  alternatives?: SearchAlternatives;
}

/** One typed word or phrase and what the search read it as. */
export interface SearchReading {
  /** As typed (lower case): 'kutta', 'royal canin', 'treets'. */
  typed: string;
  /** What it was searched as: 'dog', 'pet food', 'treats'. */
  as: string;
  /** `synonym`: a word of the vocabulary; `brand`: a brand we don't carry; `correction`: a typo. */
  kind: 'synonym' | 'brand' | 'correction';
  /** For `brand`: the brand's name as written ('Royal Canin'). */
  brand?: string;
}

/** Categories with how many products each holds, nearest the words first. */
export interface SearchCategoryCount {
  species: PetSpecies;
  category: ProductCategory;
  count: number;
}

/** What a search that found nothing offers instead. */
export interface SearchAlternatives {
  /** "Did you mean …": whole queries built from the catalogue's own words. */
  suggestions: string[];
  /** The categories nearest the words (or the largest), with their counts. */
  categories: SearchCategoryCount[];
  /** Products many shoppers chose. */
  popular: Product[];
}

/** Texts of the search's notes (issue 35). */
export const SEARCH_NOTES = {
  notCarried: (shows: string, brand: string) =>
    said("Showing {shows} — we don't carry {brand}", { shows, brand }),
  readAs: (readings: string) => said('Showing results for {readings}', { readings }),
  dropped: (words: string) =>
    said('No match for {words}; showing results for the other words', { words }),
  didYouMean: 'Did you mean',
  categories: 'Browse these categories',
  popular: 'Popular with pet parents',
} as const;

const quoted = (text: string) => `‘${text}’`;

/**
 * The lines a results page shows about how the words were read: one per brand we don't carry
 * ('Showing dog food — we don't carry Pedigree'), one for the other words read as others
 * ('Showing results for ‘dog’ (kutta), ‘food’ (khana)'), one for the words a partial match
 * left out.
 */
export function searchNotes(answer: Pick<ProductSearchResponse, 'understood' | 'dropped'>): Said[] {
  const notes = answer.understood
    .filter((r) => r.kind === 'brand')
    .map((r) => SEARCH_NOTES.notCarried(r.as, r.brand ?? r.typed));
  const others = answer.understood.filter((r) => r.kind !== 'brand');
  if (others.length)
    notes.push(SEARCH_NOTES.readAs(others.map((r) => `${quoted(r.as)} (${r.typed})`).join(', ')));
  if (answer.dropped.length)
    notes.push(SEARCH_NOTES.dropped(answer.dropped.map(quoted).join(', ')));
  return notes;
}

/** GET /product/similar/{id}: same species, nearest category and price, at most 3. */
export interface SimilarProductsResponse {
  products: Product[];
}

// ---- Reviews ---------------------------------------------------------------------------------

export const REVIEW_LIMITS = {
  minStars: 1,
  maxStars: 5,
  titleMin: 3,
  titleMax: 80,
  textMin: 10,
  textMax: 1000,
  pageSize: 5,
} as const;

export const REVIEW_MESSAGES = {
  buyersOnly: 'Only customers who bought this can review it',
  /** Bought, but the order is not delivered yet (issue 32: reviews come from buyers who kept it). */
  afterDelivery: 'You can review this once your order has been delivered',
  /** Every unit bought came back in a received (so refunded) return: nothing kept to review. */
  returned: 'You returned this and were refunded, so you cannot review it',
  verified: 'Verified purchase',
  duplicate: 'You have already reviewed this product',
  notYours: 'You can only change your own review',
  notFound: 'Review not found',
  saved: 'Thank you for your review!',
  deleted: 'Review deleted',
  failed: 'Failed to save review',
  loadFailed: 'Failed to load reviews',
  empty: 'No reviews yet',
} as const;

/** One review as the API returns it; only buyers write reviews, so each one is verified. */
export interface Review {
  _id: string;
  productId: string;
  stars: number;
  title: string;
  text: string;
  authorName: string;
  verifiedPurchase: boolean;
  createdAt: string;
  updatedAt: string;
}

/** POST /product/{id}/reviews and PUT /product/reviews/{reviewId} */
export interface ReviewPayload {
  stars: number;
  title: string;
  text: string;
}

/** GET /product/{id}/reviews?page=&limit= (REVIEW_LIMITS.pageSize unless asked, at most PUBLIC_PAGE_MAX) */
export interface ReviewListResponse {
  reviews: Review[];
  averageRating: number | null;
  ratingCount: number;
  pagination: SearchPagination;
}

/** GET /product/{id}/reviews/mine: the user's own review, and whether they may write one. */
export interface MyReviewResponse {
  review: Review | null;
  /** A delivered order, neither cancelled nor refunded, holds the product; no review is written yet. */
  canReview: boolean;
  /** An order that is not cancelled holds the product (delivered or on its way). */
  bought: boolean;
  /** That order was delivered and kept (our addition). */
  delivered?: boolean;
}

/** What a review change answers: the review and the product's new rating. */
export interface ReviewResponse {
  review: Review;
  averageRating: number | null;
  ratingCount: number;
}
export interface ReviewDeletedResponse {
  message: string;
  averageRating: number | null;
  ratingCount: number;
}

/** What is wrong with a review, per field (empty when nothing is); the same on both sides. */
export function reviewProblems(
  p: Partial<ReviewPayload>,
): Partial<Record<keyof ReviewPayload, string>> {
  const { minStars, maxStars, titleMin, titleMax, textMin, textMax } = REVIEW_LIMITS;
  const problems: Partial<Record<keyof ReviewPayload, string>> = {};
  if (!Number.isInteger(p.stars) || p.stars! < minStars || p.stars! > maxStars)
    problems.stars = `Choose a rating from ${minStars} to ${maxStars} stars`;
  const title = (p.title ?? '').trim();
  if (title.length < titleMin || title.length > titleMax)
    problems.title = `The title needs ${titleMin} to ${titleMax} characters`;
  const text = (p.text ?? '').trim();
  if (text.length < textMin || text.length > textMax)
    problems.text = `The review needs ${textMin} to ${textMax} characters`;
  return problems;
}

/** The first problem of a review, or null. */
export const reviewProblem = (p: Partial<ReviewPayload>): string | null =>
  Object.values(reviewProblems(p))[0] ?? null;

/** The pagination block of a page of `total` items. */
export function paginationOf(total: number, page: number, limit: number): SearchPagination {
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return { total, totalPages, page, hasNextPage: page < totalPages, hasPrevPage: page > 1 };
}
