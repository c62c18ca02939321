/** Business constants of the specifications; client and server both read them from here. */

export const PRODUCT_STORE = 'petstore';
export const SHIPPING_TYPES = ['Economy', 'Express'] as const;
export type ShippingType = (typeof SHIPPING_TYPES)[number];
/** Shipping price in rupees and delivery window; Economy is the default. */
export const SHIPPING: Record<ShippingType, { price: number; days: string }> = {
  Economy: { price: 50, days: '3-5 days' },
  Express: { price: 100, days: '1-2 days' },
};
export const DEFAULT_SHIPPING: ShippingType = 'Economy';

export const CONSULTATION_PRICE = 500;
export const ORDERS_PAGE_SIZE = 10;
export const PAGINATION_WINDOW = 5;
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;
export const SIMILAR_PRODUCTS_LIMIT = 3;
export const PINCODE_LENGTH = 6;
export const PHONE_LENGTH = 10;
export const CURRENCY = 'INR';
export const DEFAULT_COUNTRY = 'India';
export const ADDRESS_TYPES = ['Home', 'Work', 'Other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
export const PET_CATEGORIES = ['dog', 'cat', 'other'] as const;
export type PetCategory = (typeof PET_CATEGORIES)[number];
export const PET_SPECIES = ['dog', 'cat'] as const;
export type PetSpecies = (typeof PET_SPECIES)[number];
export const PRODUCT_CATEGORIES = [
  'food',
  'treats',
  'toys',
  'accessories',
  'grooming',
  'health',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
/** A product's life stage: puppy or kitten ('young'), adult, senior, or every age. */
export const LIFE_STAGES = ['young', 'adult', 'senior', 'all'] as const;
export type LifeStage = (typeof LIFE_STAGES)[number];
/** Days in a year when turning a date of birth into an age. */
export const YEAR_DAYS = 365.25;
export const COMING_SOON_DEFAULT_DAYS = 30;
export const MOBILE_BREAKPOINT = 768;
export const TOAST_MS = { success: 3000, error: 5000 } as const;
export const RESET_REDIRECT_MS = 2000;
