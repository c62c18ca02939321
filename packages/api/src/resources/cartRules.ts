import type {
  Booking,
  CartLine,
  CartResponse,
  OrdersPagination,
  OrdersResponse,
  Order,
  VetCart,
  WishlistEntry,
  WishlistProduct,
  WishlistResponse,
} from '../contract/shopping';
import type { PricedLine } from '../contract/rules';
import { ORDERS_PAGE_SIZE } from '../contract/constants';
import { PaymentCancelled } from './payments';
import type { ApiError } from '../client';

/*
 * The pure parts of the cart, wishlist, orders and payment hooks: the optimistic list edits
 * (spec §4), how a response replaces a list, the mixed cart's priced lines and the payment
 * messages of spec §8. SWR's `optimisticData` and `populateCache` call these, and so do the tests.
 */

/** The cart with one product's quantity set (what the user sees while PUT runs). */
export function withQuantity(
  cart: readonly CartLine[] | undefined,
  productId: string,
  quantity: number,
): CartLine[] {
  return (cart ?? []).map((line) => (line.productId === productId ? { ...line, quantity } : line));
}

/** The cart without one product. */
export function withoutProduct(
  cart: readonly CartLine[] | undefined,
  productId: string,
): CartLine[] {
  return (cart ?? []).filter((line) => line.productId !== productId);
}

/**
 * The cart after a call (spec §4): the response's cart when it has one; otherwise a removal
 * filters by productId and anything else keeps the current list.
 */
export function cartAfter(
  response: Partial<CartResponse> | undefined,
  current: readonly CartLine[] | undefined,
  removedProductId?: string,
): CartLine[] {
  if (response && Array.isArray(response.cart)) return response.cart;
  return removedProductId ? withoutProduct(current, removedProductId) : [...(current ?? [])];
}

/** The wishlist entry's product id (entries are populated with the product). */
export const wishlistProductId = (entry: WishlistEntry): string => entry.productId._id;

/** Whether a product is in the wishlist. */
export function inWishlist(list: readonly WishlistEntry[] | undefined, productId: string): boolean {
  return (list ?? []).some((entry) => wishlistProductId(entry) === productId);
}

/** The wishlist with a product added at the end (once). */
export function withWishlistProduct(
  list: readonly WishlistEntry[] | undefined,
  product: WishlistProduct,
): WishlistEntry[] {
  const current = list ?? [];
  return inWishlist(current, product._id) ? [...current] : [...current, { productId: product }];
}

/** The wishlist without one product. */
export function withoutWishlistProduct(
  list: readonly WishlistEntry[] | undefined,
  productId: string,
): WishlistEntry[] {
  return (list ?? []).filter((entry) => wishlistProductId(entry) !== productId);
}

/** The wishlist after a call: the response's when it has one, else removal filters by productId. */
export function wishlistAfter(
  response: Partial<WishlistResponse> | undefined,
  current: readonly WishlistEntry[] | undefined,
  removedProductId?: string,
): WishlistEntry[] {
  if (response && Array.isArray(response.wishlist)) return response.wishlist;
  return removedProductId
    ? withoutWishlistProduct(current, removedProductId)
    : [...(current ?? [])];
}

/** Pharmacy entries with one entry's quantity set. */
export function withVetQuantity(
  carts: readonly VetCart[] | undefined,
  id: string,
  quantity: number,
): VetCart[] {
  return (carts ?? []).map((entry) => (entry._id === id ? { ...entry, quantity } : entry));
}

/** A list without the entry of that `_id` (pharmacy entries, bookings). */
export function withoutId<T extends { _id: string }>(
  list: readonly T[] | undefined,
  id: string,
): T[] {
  return (list ?? []).filter((entry) => entry._id !== id);
}

/** Every line of the three carts as priced lines: products, pharmacy packs, consultations (×1). */
export function mixedCartLines(
  products: readonly CartLine[] = [],
  pharmacy: readonly VetCart[] = [],
  bookings: readonly Booking[] = [],
): PricedLine[] {
  return [
    ...products.map(({ price, quantity }) => ({ price, quantity })),
    ...pharmacy.map(({ price, quantity }) => ({ price, quantity })),
    // A consultation is a service: it ships nothing (issue 52 item 7).
    ...bookings.map(({ price }) => ({ price, quantity: 1, ships: false })),
  ];
}

/** One page of orders. */
export interface OrdersPage {
  orders: Order[];
  pagination: OrdersPagination;
}

/**
 * GET /product/user-orders answers `data.data` with orders and pagination, or (spec §7) a plain
 * array; a plain array is read as a single page.
 */
export function ordersPageOf(body: OrdersResponse | Order[], page: number): OrdersPage {
  if (Array.isArray(body)) {
    return {
      orders: body,
      pagination: {
        totalOrders: body.length,
        totalPages: body.length > 0 ? 1 : 0,
        hasNextPage: false,
        hasPrevPage: false,
        currentPage: page,
        limit: ORDERS_PAGE_SIZE,
      },
    };
  }
  return body.data.data;
}

/** The step of the card payment that failed. */
export type PaymentStep = 'create' | 'checkout' | 'verify';

/** A failed card payment: which step, and the error it met (ApiError or PaymentCancelled). */
export class PaymentFlowError extends Error {
  constructor(
    readonly step: PaymentStep,
    /** What the step threw: an ApiError, or a PaymentCancelled from the checkout. */
    readonly failure: unknown,
  ) {
    super(failure instanceof Error ? failure.message : 'Payment failed');
    this.name = 'PaymentFlowError';
  }

  /** True when the buyer closed the checkout: nothing went wrong, nothing to show. */
  get dismissed(): boolean {
    const failure = this.failure;
    return failure instanceof PaymentCancelled && failure.reason === 'dismissed';
  }
}

const serverText = (cause: unknown): string | undefined =>
  (cause as Partial<ApiError> | null)?.serverMessage ?? undefined;

/**
 * The toast for a failed payment (spec §8): 'Failed to create Razorpay order' (as written),
 * 'Payment verification failed' or the server's text, 'Failed to process payment' or the
 * server's text; null when the buyer only closed the checkout.
 */
export function paymentErrorMessage(error: unknown): string | null {
  if (error instanceof PaymentFlowError) {
    if (error.dismissed) return null;
    if (error.step === 'create') return 'Failed to create Razorpay order';
    if (error.step === 'verify') return serverText(error.failure) ?? 'Payment verification failed';
  }
  const cause = error instanceof PaymentFlowError ? error.failure : error;
  return serverText(cause) ?? 'Failed to process payment';
}
