import {
  DEFAULT_SHIPPING,
  MAX_QUANTITY,
  MIN_QUANTITY,
  SHIPPING_TYPES,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  VISIBLE_TEXT_PATTERN,
  LIFE_STAGES,
  PET_SPECIES,
  PRODUCT_CATEGORIES,
  SEARCH_LIMITS,
  SEARCH_SORTS,
} from '@petverse/api/contract';

/*
 * JSON-schema pieces the routes share (names, emails, ids, quantities, shipping). `errorMessage` (a sentence, or one per keyword) is
 * what a 400 says when that property fails; see lib/errorHandler.ts.
 */

/** A required text of at most `max` characters that shows something (not only spaces or zero-width characters). */
export const requiredText = (label: string, max = 200) => ({
  type: 'string',
  minLength: 1,
  maxLength: max,
  pattern: VISIBLE_TEXT_PATTERN,
  errorMessage: {
    minLength: `${label} is required.`,
    pattern: `${label} is required.`,
    maxLength: `${label} must be at most ${max} characters.`,
    type: `${label} must be text.`,
  },
});

export const optionalText = (label: string, max = 200) => ({
  type: 'string',
  maxLength: max,
  errorMessage: {
    maxLength: `${label} must be at most ${max} characters.`,
    type: `${label} must be text.`,
  },
});

export const emailSchema = {
  type: 'string',
  format: 'email',
  maxLength: EMAIL_MAX_LENGTH,
  errorMessage: 'Please enter a valid email address.',
};

export const nameSchema = requiredText('Name', NAME_MAX_LENGTH);

export const phoneSchema = {
  type: 'string',
  minLength: 1,
  pattern: PHONE_PATTERN,
  errorMessage: {
    minLength: 'Phone number is required.',
    pattern: 'Please enter a valid phone number.',
    type: 'Please enter a valid phone number.',
  },
};

export const newPasswordSchema = (label = 'Password') => ({
  type: 'string',
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  errorMessage: {
    minLength: `${label} must be at least ${PASSWORD_MIN_LENGTH} characters.`,
    maxLength: `${label} must be at most ${PASSWORD_MAX_LENGTH} characters.`,
    type: `${label} must be text.`,
  },
});

/** A picture field: a file (multipart) or, ignored, a string such as the current picture's URL. */
export const imageSchema = {};

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;

/** A whole number of items, MIN_QUANTITY to MAX_QUANTITY. */
export const quantitySchema = {
  type: 'integer',
  minimum: MIN_QUANTITY,
  maximum: MAX_QUANTITY,
  errorMessage: `Quantity must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}.`,
} as const;

export const productIdSchema = {
  type: 'string',
  format: 'uuid',
  errorMessage: 'productId must be a valid id',
} as const;

export const shippingTypeSchema = {
  type: 'string',
  enum: SHIPPING_TYPES,
  default: DEFAULT_SHIPPING,
  errorMessage: `shippingType must be ${SHIPPING_TYPES.join(' or ')}.`,
} as const;

export const addressIdSchema = {
  type: 'string',
  format: 'uuid',
  errorMessage: 'Please select a shipping address',
} as const;

/** A uuid field, with its own message. */
export const uuidSchema = (label: string) => ({
  type: 'string',
  format: 'uuid',
  errorMessage: `${label} must be a valid id`,
});

/** `?page=&limit=` of a paged list: page from 1, limit from 1 to `maxLimit`, `pageSize` when not asked. */
export const pageQuerySchema = (pageSize: number, maxLimit: number) => ({
  type: 'object',
  properties: {
    page: {
      type: 'integer',
      minimum: 1,
      maximum: 100_000,
      default: 1,
      errorMessage: 'page must be a whole number from 1.',
    },
    limit: {
      type: 'integer',
      minimum: 1,
      maximum: maxLimit,
      default: pageSize,
      errorMessage: `limit must be a whole number from 1 to ${maxLimit}.`,
    },
  },
});

const oneOf = (name: string, values: readonly string[]) => ({
  type: 'string',
  enum: values,
  errorMessage: `${name} must be one of ${values.join(', ')}.`,
});
const rupees = (name: string) => ({
  type: 'number',
  minimum: 0,
  maximum: SEARCH_LIMITS.maxPrice,
  errorMessage: `${name} must be a price in rupees from 0 to ${SEARCH_LIMITS.maxPrice}.`,
});

/** GET /product/search: every filter optional; unknown parameters refused. */
export const productSearchQuery = {
  type: 'object',
  additionalProperties: false,
  errorMessage: { additionalProperties: 'Unknown search parameter.' },
  properties: {
    q: optionalText('q', SEARCH_LIMITS.maxQueryLength),
    species: oneOf('species', PET_SPECIES),
    category: oneOf('category', PRODUCT_CATEGORIES),
    brand: optionalText('brand', 60),
    lifeStage: oneOf('lifeStage', LIFE_STAGES),
    minPrice: rupees('minPrice'),
    maxPrice: rupees('maxPrice'),
    minRating: {
      type: 'number',
      minimum: 0,
      maximum: 5,
      errorMessage: 'minRating must be a number from 0 to 5.',
    },
    sort: { ...oneOf('sort', SEARCH_SORTS), default: 'relevance' },
    page: {
      type: 'integer',
      minimum: 1,
      maximum: SEARCH_LIMITS.maxPage,
      default: 1,
      errorMessage: `page must be a whole number from 1 to ${SEARCH_LIMITS.maxPage}.`,
    },
    limit: {
      type: 'integer',
      minimum: 1,
      maximum: SEARCH_LIMITS.maxPageSize,
      default: SEARCH_LIMITS.pageSize,
      errorMessage: `limit must be a whole number from 1 to ${SEARCH_LIMITS.maxPageSize}.`,
    },
  },
};
