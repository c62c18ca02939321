import { Type } from 'typebox';
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
  said,
  type Text,
} from '@petverse/api/contract';
import { MAIL_ADDRESS_PATTERN } from './mailAddress';

/*
 * TypeBox pieces the routes share (names, emails, ids, quantities, shipping): each is a JSON
 * schema that Fastify's Ajv checks and, through @fastify/type-provider-typebox, the type of the
 * request part it describes. `errorMessage` (a sentence, or one per keyword) is what a 400 says
 * when that property fails; see platform/errorHandler.ts.
 */

/**
 * One of `values`, as `{ type: 'string', enum }`: one schema, so a 400 carries its errorMessage
 * (a union of literals would fail in its branches, whose errors say nothing useful).
 */
export const oneOf = <const Values extends readonly string[]>(
  values: Values,
  options: { errorMessage: Text; default?: Values[number] },
) => Type.Unsafe<Values[number]>({ type: 'string', enum: values, ...options });

/**
 * A field's name inside a message ('Pet name' in 'Pet name is required.'): a text of its own, so a
 * page says the whole message in its language (`pnpm i18n` wants the Hindi of every label the
 * server's routes for pet parents use).
 */
const labelled = (label: string) => said(label, {});
const requiredMessage = (label: string) => said('{label} is required.', { label: labelled(label) });

/** A quantity out of range, as a schema or a route says it. */
export const QUANTITY_MESSAGE = said('Quantity must be a whole number from {min} to {max}.', {
  min: MIN_QUANTITY,
  max: MAX_QUANTITY,
});

/** A required text of at most `max` characters that shows something (not only spaces or zero-width characters). */
export const requiredText = (label: string, max = 200) =>
  Type.String({
    minLength: 1,
    maxLength: max,
    pattern: VISIBLE_TEXT_PATTERN,
    errorMessage: {
      minLength: requiredMessage(label),
      pattern: requiredMessage(label),
      maxLength: said('{label} must be at most {max} characters.', { label: labelled(label), max }),
      type: said('{label} must be text.', { label: labelled(label) }),
    },
  });

/** A line break of any kind: CR, LF, NEL, the Unicode line and paragraph separators. */
const LINE_BREAK_PATTERN = '[\\r\\n\\u0085\\u2028\\u2029]';

/**
 * Required text on one line, for what reaches a mail's subject or a document's heading (a
 * product's name): a line break is refused with `{label} must be on one line.`
 */
export const requiredLine = (label: string, max = 200) =>
  Type.String({
    minLength: 1,
    maxLength: max,
    pattern: VISIBLE_TEXT_PATTERN,
    not: { pattern: LINE_BREAK_PATTERN },
    errorMessage: {
      minLength: requiredMessage(label),
      pattern: requiredMessage(label),
      not: `${label} must be on one line.`,
      maxLength: said('{label} must be at most {max} characters.', { label: labelled(label), max }),
      type: said('{label} must be text.', { label: labelled(label) }),
    },
  });

/** Optional text on one line (a product's size, shown after its name). */
export const optionalLine = (label: string, max = 200) =>
  Type.String({
    maxLength: max,
    not: { pattern: LINE_BREAK_PATTERN },
    errorMessage: {
      not: `${label} must be on one line.`,
      maxLength: said('{label} must be at most {max} characters.', { label: labelled(label), max }),
      type: said('{label} must be text.', { label: labelled(label) }),
    },
  });

export const optionalText = (label: string, max = 200) =>
  Type.String({
    maxLength: max,
    errorMessage: {
      maxLength: said('{label} must be at most {max} characters.', { label: labelled(label), max }),
      type: said('{label} must be text.', { label: labelled(label) }),
    },
  });

export const INVALID_EMAIL = 'Please enter a valid email address.';

/** An email the server may mail: the one rule of platform/mailAddress.ts, as a JSON schema. */
export const emailSchema = Type.String({
  pattern: MAIL_ADDRESS_PATTERN,
  maxLength: EMAIL_MAX_LENGTH,
  errorMessage: INVALID_EMAIL,
});

export const nameSchema = requiredText('Name', NAME_MAX_LENGTH);

export const phoneSchema = Type.String({
  minLength: 1,
  pattern: PHONE_PATTERN,
  errorMessage: {
    minLength: 'Phone number is required.',
    pattern: 'Please enter a valid phone number.',
    type: 'Please enter a valid phone number.',
  },
});

export const newPasswordSchema = (label = 'Password') =>
  Type.String({
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    errorMessage: {
      minLength: said('{label} must be at least {min} characters.', {
        label: labelled(label),
        min: PASSWORD_MIN_LENGTH,
      }),
      maxLength: said('{label} must be at most {max} characters.', {
        label: labelled(label),
        max: PASSWORD_MAX_LENGTH,
      }),
      type: said('{label} must be text.', { label: labelled(label) }),
    },
  });

/** A picture field: a file (multipart) or, ignored, a string such as the current picture's URL. */
export const imageSchema = Type.Unknown();

export const idParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** A whole number of items, MIN_QUANTITY to MAX_QUANTITY. */
export const quantitySchema = Type.Integer({
  minimum: MIN_QUANTITY,
  maximum: MAX_QUANTITY,
  errorMessage: QUANTITY_MESSAGE,
});

/** A uuid field, with its own message. */
export const uuidSchema = (label: string) =>
  Type.String({ format: 'uuid', errorMessage: `${label} must be a valid id` });

export const productIdSchema = uuidSchema('productId');
/** `:productId` of a cart or wishlist entry. */
export const productParams = Type.Object({ productId: productIdSchema });

export const shippingTypeSchema = oneOf(SHIPPING_TYPES, {
  default: DEFAULT_SHIPPING,
  errorMessage: `shippingType must be ${SHIPPING_TYPES.join(' or ')}.`,
});

/** A coupon's code as typed (issue 38); its case and surrounding spaces do not matter. */
export const couponCodeSchema = Type.String({
  maxLength: 40,
  errorMessage: 'Please enter a valid coupon code.',
});

export const addressIdSchema = Type.String({
  format: 'uuid',
  errorMessage: 'Please select a shipping address',
});

/** An id the payment provider made (`order_…`, `pay_…`); `label` names it in the 400. */
export const providerIdSchema = (label: string) =>
  Type.String({
    minLength: 1,
    maxLength: 100,
    pattern: '^[A-Za-z0-9_]+$',
    errorMessage: `${label} is required`,
  });

/** What Razorpay's checkout hands the page on success, which a verify call sends on. */
export const paymentProof = {
  razorpay_order_id: providerIdSchema('razorpay_order_id'),
  razorpay_payment_id: providerIdSchema('razorpay_payment_id'),
  razorpay_signature: Type.String({
    minLength: 1,
    maxLength: 200,
    errorMessage: 'razorpay_signature is required',
  }),
};

/** A whole number from 1 to `max`, `fallback` when not given; `label` names it in the 400. */
const wholeNumber = (label: string, max: number, fallback: number, message: string) =>
  Type.Integer({
    minimum: 1,
    maximum: max,
    default: fallback,
    errorMessage: `${label} ${message}`,
  });

/** `?page=`: from 1, 1 when not asked. */
export const pageSchema = wholeNumber('page', 100_000, 1, 'must be a whole number from 1.');

/** `?page=&limit=` of a paged list: page from 1, limit from 1 to `maxLimit`, `pageSize` when not asked. */
export const pageQuerySchema = (pageSize: number, maxLimit: number) =>
  Type.Object({
    page: pageSchema,
    limit: wholeNumber(
      'limit',
      maxLimit,
      pageSize,
      `must be a whole number from 1 to ${maxLimit}.`,
    ),
  });

const filter = <const Values extends readonly string[]>(name: string, values: Values) =>
  Type.Optional(oneOf(values, { errorMessage: `${name} must be one of ${values.join(', ')}.` }));
const rupees = (name: string) =>
  Type.Optional(
    Type.Number({
      minimum: 0,
      maximum: SEARCH_LIMITS.maxPrice,
      errorMessage: `${name} must be a price in rupees from 0 to ${SEARCH_LIMITS.maxPrice}.`,
    }),
  );

/** GET /product/search: every filter optional; other parameters are ignored (platform/queryStrings.ts). */
export const productSearchQuery = Type.Object(
  {
    q: Type.Optional(optionalText('q', SEARCH_LIMITS.maxQueryLength)),
    species: filter('species', PET_SPECIES),
    category: filter('category', PRODUCT_CATEGORIES),
    brand: Type.Optional(optionalText('brand', 60)),
    lifeStage: filter('lifeStage', LIFE_STAGES),
    minPrice: rupees('minPrice'),
    maxPrice: rupees('maxPrice'),
    minRating: Type.Optional(
      Type.Number({
        minimum: 0,
        maximum: 5,
        errorMessage: 'minRating must be a number from 0 to 5.',
      }),
    ),
    sort: oneOf(SEARCH_SORTS, {
      default: 'relevance',
      errorMessage: `sort must be one of ${SEARCH_SORTS.join(', ')}.`,
    }),
    page: wholeNumber(
      'page',
      SEARCH_LIMITS.maxPage,
      1,
      `must be a whole number from 1 to ${SEARCH_LIMITS.maxPage}.`,
    ),
    limit: wholeNumber(
      'limit',
      SEARCH_LIMITS.maxPageSize,
      SEARCH_LIMITS.pageSize,
      `must be a whole number from 1 to ${SEARCH_LIMITS.maxPageSize}.`,
    ),
  },
  {
    // Unknown parameters never reach validation (platform/queryStrings.ts); none is allowed past it.
    additionalProperties: false,
  },
);

/** What a failed sign-in says, whichever part was wrong (a pet parent's or a staff member's). */
export const INVALID_CREDENTIALS = 'Invalid email or password';

/** A sign-in's body: an address and any password (a too-long one is just wrong). */
export const loginBody = Type.Object({
  email: emailSchema,
  password: Type.String({
    minLength: 1,
    maxLength: 1024,
    errorMessage: { minLength: 'Password is required.', maxLength: INVALID_CREDENTIALS },
  }),
});
