import { useCallback } from 'react';
import { atom, useAtom } from 'jotai';
import { useSWRConfig } from 'swr';
import { useApiClient } from '../ApiProvider';
import { DEFAULT_SHIPPING, SHIPPING, type ShippingType } from '../contract/constants';
import { toPaise, type PricedLine } from '../contract/rules';
import type { CouponQuote } from '../contract/coupons';
import {
  amountInPaise,
  type CreatePaymentOrderPayload,
  type CreatePaymentOrderResponse,
  type Order,
  type OrderResponse,
  type PlaceOrderPayload,
  type VerifyPaymentPayload,
  type VerifyPaymentResponse,
} from '../contract/shopping';
import { cartKeys } from './cartKeys';
import { PaymentFlowError } from './cartRules';
import { orderKeys } from './orders';
import { PaymentCancelled, usePaymentCheckout, type CheckoutOptions } from './payments';
import { NOBODY, useOwner, type Owner } from './owner';

/*
 * Checkout state (spec §3): the selected address and the shipping type. Atoms in jotai's store,
 * kept in the tab's sessionStorage too, so the choice made on /auth/pet-checkout is still there on
 * /auth/pet-payment after a reload (issue 58 item 3). A value the storage holds that is not one
 * the atom could hold reads as its default.
 */

/** The tab's storage, where there is one (not while the server renders, nor in a locked browser). */
function tabStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * An atom kept in the tab's storage under `key`: it starts at `initial` (as the server rendered
 * it), takes the kept value once mounted if `valid` says it is one, and keeps each new value.
 */
function keptAtom<T>(key: string, initial: T, valid: (value: unknown) => value is T) {
  const name = `petverse.checkout.${key}`;
  const value = atom(initial);
  value.onMount = (set) => {
    try {
      const kept: unknown = JSON.parse(tabStorage()?.getItem(name) ?? 'null');
      if (kept !== null && valid(kept)) set(kept);
    } catch {
      // Not JSON: nothing kept.
    }
  };
  return atom(
    (get) => get(value),
    (_get, set, next: T) => {
      set(value, next);
      try {
        tabStorage()?.setItem(name, JSON.stringify(next));
      } catch {
        // A full or locked storage: the choice lasts this page.
      }
    },
  );
}

const isId = (value: unknown): value is string | null =>
  value === null || (typeof value === 'string' && value.length <= 64);

/** The id of the address the order ships to; null until one is chosen (or auto-selected). */
export const checkoutAddressIdAtom = keptAtom<string | null>('address', null, isId);

/** Economy (the default) or Express. */
export const shippingTypeAtom = keptAtom<ShippingType>(
  'shipping',
  DEFAULT_SHIPPING,
  (value): value is ShippingType => typeof value === 'string' && value in SHIPPING,
);

/** The coupon code the buyer applied (issue 38); null for none. Only the code: the server prices it. */
const couponCodeAtom = keptAtom<string | null>('coupon', null, isId);

/** The checkout state and its setters. */
export interface CheckoutState {
  addressId: string | null;
  setAddressId: (id: string | null) => void;
  shippingType: ShippingType;
  setShippingType: (type: ShippingType) => void;
  /** The applied coupon code, kept across the checkout's pages; null for none. */
  couponCode: string | null;
  setCouponCode: (code: string | null) => void;
  /** Back to no address, Economy and no coupon (after a paid order). */
  reset: () => void;
}

/**
 * The checkout's selected address and shipping type, kept across the checkout and payment pages.
 * @example const { addressId, setAddressId, shippingType, setShippingType } = useCheckout();
 */
export function useCheckout(): CheckoutState {
  const [addressId, setAddressId] = useAtom(checkoutAddressIdAtom);
  const [shippingType, setShippingType] = useAtom(shippingTypeAtom);
  const [couponCode, setCouponCode] = useAtom(couponCodeAtom);
  const reset = useCallback(() => {
    setAddressId(null);
    setShippingType(DEFAULT_SHIPPING);
    setCouponCode(null);
  }, [setAddressId, setShippingType, setCouponCode]);
  return {
    addressId,
    setAddressId,
    shippingType,
    setShippingType,
    couponCode,
    setCouponCode,
    reset,
  };
}

/** What `useCartPayment` needs to charge the whole cart. */
export interface CartPaymentRequest {
  /** Every line of the three carts (useMixedCart().lines): the amount is computed from them. */
  lines: readonly PricedLine[];
  shippingType: ShippingType;
  /** The id of one of the user's saved addresses. */
  addressId: string;
  userId?: string;
  /** Shown in the checkout form. */
  prefill?: CheckoutOptions['prefill'];
  /** A failed attempt: the checkout stays open for another try (closing it rejects). */
  onFailed?: CheckoutOptions['onFailed'];
  /** A coupon the server priced (useCouponQuote): its code is sent, and its total charged. */
  coupon?: Pick<CouponQuote, 'code' | 'total'> | null;
  /** The owner's free-delivery threshold (useOffers), rupees; null or absent: none. */
  freeDeliveryFrom?: number | null;
}

/**
 * Pays for the whole cart by card: creates the provider order (POST /product/razorpay/order with
 * amountInPaise of the lines and shipping), opens the checkout (usePaymentCheckout: config,
 * script once, `new Razorpay(…).open()`), verifies the handler's response (POST
 * /product/razorpay/verify) and refreshes the carts and orders; a checkout closed without paying
 * lets its hold go (POST /product/razorpay/dismiss). Rejects with a PaymentFlowError
 * naming the failed step; paymentErrorMessage turns it into the spec's toast.
 * @example const pay = useCartPayment(); const order = await pay({ lines, shippingType, addressId });
 */
export function useCartPayment(): (request: CartPaymentRequest) => Promise<Order> {
  const owner = useOwner() ?? NOBODY;
  const client = useApiClient();
  const openCheckout = usePaymentCheckout();
  const { mutate } = useSWRConfig();
  return useCallback(
    async ({
      lines,
      shippingType,
      addressId,
      userId,
      prefill,
      onFailed,
      coupon,
      freeDeliveryFrom = null,
    }: CartPaymentRequest) => {
      const payload: CreatePaymentOrderPayload = {
        // With a coupon, the total the server quoted: it checks it again against its own.
        amount: coupon
          ? toPaise(coupon.total)
          : amountInPaise(lines, shippingType, freeDeliveryFrom),
        currency: 'INR',
        address: addressId,
        shippingType,
        ...(userId ? { userId } : {}),
        ...(coupon ? { couponCode: coupon.code } : {}),
      };
      let created: CreatePaymentOrderResponse;
      try {
        ({ data: created } = await client.post<CreatePaymentOrderResponse>(
          '/product/razorpay/order',
          payload,
        ));
      } catch (error) {
        throw new PaymentFlowError('create', error);
      }
      let paid: Awaited<ReturnType<typeof openCheckout>>;
      try {
        paid = await openCheckout({
          amount: created.amount,
          currency: created.currency,
          orderId: created.orderId,
          key: created.key,
          description: 'Petverse order',
          prefill,
          onFailed,
        });
      } catch (error) {
        // Closed without paying: what the payment order held (its units, its coupon's use) is
        // let go at once rather than when its hold lapses. Best effort: the hold lapses anyway.
        if (error instanceof PaymentCancelled && error.reason === 'dismissed')
          void client
            .post('/product/razorpay/dismiss', { razorpay_order_id: created.orderId })
            .catch(() => undefined);
        throw new PaymentFlowError('checkout', error);
      }
      let order: Order;
      try {
        const body: VerifyPaymentPayload = {
          ...paid,
          orderData: { userId, address: addressId, shippingType },
        };
        ({
          data: { order },
        } = await client.post<VerifyPaymentResponse>('/product/razorpay/verify', body));
      } catch (error) {
        throw new PaymentFlowError('verify', error);
      }
      await refreshAfterOrder(mutate, owner);
      return order;
    },
    [client, mutate, openCheckout, owner],
  );
}

/** A placed order empties the purchased lines: the carts and orders as they are now. */
async function refreshAfterOrder(mutate: ReturnType<typeof useSWRConfig>['mutate'], owner: Owner) {
  await Promise.all(
    [cartKeys.cart(owner), cartKeys.pharmacy(owner), cartKeys.bookings(owner)].map((key) =>
      mutate(key).catch(() => undefined),
    ),
  );
  await mutate((key) => Array.isArray(key) && key[0] === orderKeys.all[0]);
}

/** What `useCashOrder` needs: the cart is the server's, so only where and how it ships. */
export interface CashOrderRequest {
  shippingType: ShippingType;
  /** The id of one of the user's saved addresses. */
  addressId: string;
  /** An applied coupon's code: the server prices its discount. */
  couponCode?: string | null;
}

/**
 * Orders the whole cart for cash on delivery (POST /product/order), where the address's pincode
 * and the total allow it (`codAvailable`); the server refuses otherwise with COD_NOT_AVAILABLE.
 * Rejects with the server's error (an ApiError).
 * @example const order = await placeCashOrder({ shippingType, addressId });
 */
export function useCashOrder(): (request: CashOrderRequest) => Promise<Order> {
  const owner = useOwner() ?? NOBODY;
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async ({ shippingType, addressId, couponCode }: CashOrderRequest) => {
      const body: PlaceOrderPayload = {
        orderData: { address: addressId, shippingType, ...(couponCode ? { couponCode } : {}) },
      };
      const {
        data: { order },
      } = await client.post<OrderResponse>('/product/order', body);
      await refreshAfterOrder(mutate, owner);
      return order;
    },
    [client, mutate, owner],
  );
}
