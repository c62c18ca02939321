export {
  PRODUCT_STORE,
  SHIPPING_TYPES,
  SHIPPING,
  DEFAULT_SHIPPING,
  CONSULTATION_PRICE,
  ORDERS_PAGE_SIZE,
  PAGINATION_WINDOW,
  MIN_QUANTITY,
  MAX_QUANTITY,
  SIMILAR_PRODUCTS_LIMIT,
  PINCODE_LENGTH,
  PHONE_LENGTH,
  CURRENCY,
  DEFAULT_COUNTRY,
  ADDRESS_TYPES,
  PET_CATEGORIES,
  PET_SPECIES,
  PRODUCT_CATEGORIES,
  YEAR_DAYS,
  COMING_SOON_DEFAULT_DAYS,
  MOBILE_BREAKPOINT,
  TOAST_MS,
  RESET_REDIRECT_MS,
} from './constants';
export { GLOBAL_ERRORS, STORE_MESSAGES, messageForStatus } from './messages';
export {
  priceOf,
  quantityOf,
  roundPaise,
  lineTotal,
  subtotal,
  orderTotal,
  toPaise,
  paiseToRupees,
  rupeesToPaise,
  shortId,
  ageInYears,
  similarProducts,
  paginationWindow,
} from './rules';

export type { ShippingType, AddressType, PetCategory, PetSpecies, ProductCategory } from './constants';
export type { CataloguedStatus } from './messages';
export type { PricedLine, SpeciesItem } from './rules';
export type { ErrorBody, Product, ProductListQuery, ProductListResponse, ProductResponse } from './types';
