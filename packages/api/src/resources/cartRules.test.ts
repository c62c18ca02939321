import { describe, expect, it } from 'vitest';
import { ApiError } from '../client';
import type { Booking, CartLine, Order, VetCart, WishlistEntry } from '../contract/shopping';
import { amountInPaise, cartTotals } from '../contract/shopping';
import {
  PaymentFlowError,
  cartAfter,
  inWishlist,
  mixedCartLines,
  ordersPageOf,
  paymentErrorMessage,
  withQuantity,
  withVetQuantity,
  withWishlistProduct,
  withoutId,
  withoutProduct,
  withoutWishlistProduct,
  wishlistAfter,
} from './cartRules';
import { PaymentCancelled } from './payments';

const line = (productId: string, quantity = 1, price = 100): CartLine => ({
  productId,
  quantity,
  price,
  name: `Product ${productId}`,
  description: '',
  imageUrl: '',
});
const entry = (id: string): WishlistEntry => ({
  productId: { _id: id, name: `Product ${id}`, description: '', price: 10, imageUrl: '' },
});
const pack = (id: string, quantity = 1): VetCart => ({
  _id: id,
  quantity,
  price: 199,
  prescriptionFile: '/api/uploads/x.png',
  itemType: 'pharmacy',
  bookingId: null,
});
const booking = { _id: 'b1', price: 500 } as Booking;

describe('given a product cart', () => {
  const cart = [line('a', 1), line('b', 2)];

  it('sets the quantity of one line and leaves the others', () => {
    expect(withQuantity(cart, 'b', 5).map((l) => l.quantity)).toEqual([1, 5]);
    expect(cart[1]!.quantity).toBe(2);
  });

  it('removes one line', () => {
    expect(withoutProduct(cart, 'a').map((l) => l.productId)).toEqual(['b']);
  });

  it('takes the cart of the response when it has one', () => {
    expect(cartAfter({ cart: [line('c')] }, cart)).toEqual([line('c')]);
  });

  it('filters the removed product when the response has no cart', () => {
    expect(cartAfter({ message: 'ok' }, cart, 'a').map((l) => l.productId)).toEqual(['b']);
    expect(cartAfter(undefined, cart)).toEqual(cart);
  });

  it('treats a missing cart as empty', () => {
    expect(withQuantity(undefined, 'a', 2)).toEqual([]);
    expect(withoutProduct(undefined, 'a')).toEqual([]);
  });
});

describe('given a wishlist', () => {
  const list = [entry('a')];

  it('adds a product once', () => {
    const added = withWishlistProduct(list, entry('b').productId);
    expect(added.map((e) => e.productId._id)).toEqual(['a', 'b']);
    expect(withWishlistProduct(added, entry('b').productId)).toHaveLength(2);
  });

  it('says whether a product is in it and removes one', () => {
    expect(inWishlist(list, 'a')).toBe(true);
    expect(inWishlist(list, 'z')).toBe(false);
    expect(withoutWishlistProduct(list, 'a')).toEqual([]);
  });

  it('takes the wishlist of the response, else filters the removed product', () => {
    expect(wishlistAfter({ wishlist: [entry('c')] }, list)).toEqual([entry('c')]);
    expect(wishlistAfter({}, list, 'a')).toEqual([]);
  });
});

describe('given pharmacy and consultation lines', () => {
  it('sets a pack quantity and removes entries by id', () => {
    expect(withVetQuantity([pack('p1'), pack('p2')], 'p2', 3).map((p) => p.quantity)).toEqual([
      1, 3,
    ]);
    expect(withoutId([pack('p1'), pack('p2')], 'p1').map((p) => p._id)).toEqual(['p2']);
  });

  it('prices every line of the three carts, a consultation once (a service: it ships nothing)', () => {
    const lines = mixedCartLines([line('a', 2, 249.5)], [pack('p1', 2)], [booking]);
    expect(lines).toEqual([
      { price: 249.5, quantity: 2 },
      { price: 199, quantity: 2 },
      { price: 500, quantity: 1, ships: false },
    ]);
    expect(cartTotals(lines, 'Express')).toEqual({ subtotal: 1397, shipping: 100, total: 1497 });
    expect(amountInPaise(lines, 'Express')).toBe(149_700);
    // Consultations alone: no shipping line.
    expect(cartTotals(mixedCartLines([], [], [booking]), 'Express')).toEqual({
      subtotal: 500,
      shipping: 0,
      total: 500,
    });
  });
});

describe('given an orders answer', () => {
  const order = { _id: 'o1' } as Order;

  it('reads data.data', () => {
    const pagination = {
      totalOrders: 11,
      totalPages: 2,
      hasNextPage: true,
      hasPrevPage: false,
      currentPage: 1,
      limit: 10,
    };
    expect(ordersPageOf({ data: { data: { orders: [order], pagination } } }, 1)).toEqual({
      orders: [order],
      pagination,
    });
  });

  it('reads a plain array as one page', () => {
    expect(ordersPageOf([order], 1).pagination).toMatchObject({ totalOrders: 1, totalPages: 1 });
    expect(ordersPageOf([], 1).pagination.totalPages).toBe(0);
  });
});

describe('given a failed payment', () => {
  const server = (message?: string) => new ApiError('Bad request.', 400, message);

  it('says the order could not be created, as written', () => {
    expect(
      paymentErrorMessage(new PaymentFlowError('create', server('Your cart has changed'))),
    ).toBe('Failed to create Razorpay order');
  });

  it('says verification failed, or what the server said', () => {
    expect(paymentErrorMessage(new PaymentFlowError('verify', server()))).toBe(
      'Payment verification failed',
    );
    expect(paymentErrorMessage(new PaymentFlowError('verify', server('Invalid signature')))).toBe(
      'Invalid signature',
    );
  });

  it('says the payment failed, or what the server said', () => {
    const failed = new PaymentCancelled('failed', 'Card declined');
    expect(paymentErrorMessage(new PaymentFlowError('checkout', failed))).toBe(
      'Failed to process payment',
    );
    expect(paymentErrorMessage(new PaymentFlowError('checkout', server('Provider down')))).toBe(
      'Provider down',
    );
    expect(paymentErrorMessage(new Error('boom'))).toBe('Failed to process payment');
  });

  it('says nothing when the buyer closed the checkout', () => {
    const dismissed = new PaymentCancelled('dismissed', 'Payment cancelled');
    expect(paymentErrorMessage(new PaymentFlowError('checkout', dismissed))).toBeNull();
  });
});
