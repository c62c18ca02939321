/** The error catalogue of the specifications, quoted exactly. */
export const GLOBAL_ERRORS = {
  400: 'Bad request. Please check your input.',
  401: 'Session expired. Please log in again.',
  403: 'You do not have permission to perform this action.',
  404: 'Requested resource not found.',
  500: 'Internal server error. Please try again later.',
} as const;

export type CataloguedStatus = keyof typeof GLOBAL_ERRORS;

/**
 * Calls that got no answer. The specs' catalogue covers answers only; these are ours, so a dead
 * connection never reads as 'Internal server error'.
 */
export const NETWORK_MESSAGES = {
  network: 'Could not reach Petverse. Please check your connection and try again.',
  timeout: 'Petverse took too long to answer. Please try again.',
  cancelled: 'The request was cancelled.',
} as const;

/** The catalogue message for a status; an unknown status reads as a server error. */
export function messageForStatus(status: number | undefined): string {
  if (status !== undefined && status in GLOBAL_ERRORS)
    return GLOBAL_ERRORS[status as CataloguedStatus];
  if (status !== undefined && status >= 400 && status < 500) return GLOBAL_ERRORS[400];
  return GLOBAL_ERRORS[500];
}

export const STORE_MESSAGES = {
  loadingProducts: 'Loading products...',
  noProducts: 'No products found',
  noProductsHint: 'Check back later for new pet products!',
  productNotFound: 'Product not found',
  noReviews: 'No reviews yet',
  noRating: 'N/A',
  fetchProductsFailed: 'Failed to fetch products',
  fetchProductFailed: 'Failed to fetch product',
} as const;
