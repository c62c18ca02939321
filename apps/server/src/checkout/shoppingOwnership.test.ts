import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, VetCart } from '@petverse/api/contract';
import { startTestServer, type TestServer } from '../../test/harness';
import { form, signUp, type SignedUp } from '../../test/fixtures';
import { PDF, addAddress, booking, someProducts } from '../../test/shopping.fixtures';

/** The two-user matrix for shopping: B can neither read nor change A's carts, wishlist or orders. */
let server: TestServer;
let a: SignedUp;
let b: SignedUp;
let products: { _id: string; price: number }[];
let addressOfA: string;
let addressOfB: string;
let vetCartOfA: VetCart;
let bookingOfA: Booking;
let paymentOrderOfA: string;

beforeAll(async () => {
  server = await startTestServer();
  products = await someProducts(server, 3);
  a = await signUp(server, { name: 'User A' });
  b = await signUp(server, { name: 'User B' });
  addressOfA = (await addAddress(server, a.token))._id;
  addressOfB = (await addAddress(server, b.token))._id;
  for (const p of products.slice(0, 2)) {
    await server.api('POST', '/product/cart', {
      token: a.token,
      body: { productId: p._id, quantity: 2 },
    });
    await server.api('POST', '/product/wishlist', { token: a.token, body: { productId: p._id } });
  }
  vetCartOfA = (
    await server.api('POST', '/user/addVetCart', {
      token: a.token,
      body: form({ prescriptionFile: PDF, quantity: '1' }, 'rx.pdf', 'application/pdf'),
    })
  ).body.cart;
  bookingOfA = (
    await server.api('POST', '/user/addDoctorInCart', { token: a.token, body: booking() })
  ).body.booking;
  // A's earlier order, paid.
  await server.api('POST', '/product/cart', {
    token: a.token,
    body: { productId: products[2]!._id, quantity: 1 },
  });
  await server.api('POST', '/product/order', {
    token: a.token,
    body: {
      orderData: {
        address: addressOfA,
        items: [{ itemType: 'product', itemId: products[2]!._id }],
      },
    },
  });
  const amountOfA =
    Math.round(products[0]!.price * 2 + products[1]!.price * 2 + 199 + 500 + 50) * 100;
  const created = await server.api('POST', '/product/razorpay/order', {
    token: a.token,
    body: { amount: amountOfA, currency: 'INR', address: addressOfA },
  });
  expect(created.status).toBe(201);
  paymentOrderOfA = created.body.orderId;
  // B has a line of its own, so B's checkout gets as far as the address.
  await server.api('POST', '/product/cart', {
    token: b.token,
    body: { productId: products[2]!._id, quantity: 1 },
  });
});
afterAll(async () => {
  await server.close();
});

async function stateOfA() {
  return {
    cart: (await server.api('GET', '/product/cart', { token: a.token })).body,
    wishlist: (await server.api('GET', '/product/wishlist', { token: a.token })).body,
    vet: (await server.api('GET', '/user/getAllVetCarts', { token: a.token })).body,
    bookings: (await server.api('GET', `/user/getAllDoctorsCart/${a.user._id}`, { token: a.token }))
      .body,
    orders: (await server.api('GET', '/product/user-orders', { token: a.token })).body,
  };
}

describe('user B against user A’s things', () => {
  const attempts = () =>
    [
      ['change A’s cart line', 'PUT', `/product/cart/${products[0]!._id}`, { quantity: 9 }],
      ['remove A’s cart line', 'DELETE', `/product/cart/${products[0]!._id}`, undefined],
      ['remove A’s wishlist entry', 'DELETE', `/product/wishlist/${products[0]!._id}`, undefined],
      [
        'change A’s pharmacy order',
        'PUT',
        `/user/updateVetCart/${vetCartOfA._id}`,
        { quantity: 9 },
      ],
      ['remove A’s pharmacy order', 'DELETE', `/user/deleteVetCart/${vetCartOfA._id}`, undefined],
      ['read A’s consultation cart', 'GET', `/user/getAllDoctorsCart/${a.user._id}`, undefined],
      [
        'add to A’s consultation cart',
        'POST',
        '/user/addDoctorInCart',
        booking({ userId: a.user._id, selectedTime: '4:00 PM' }),
      ],
      ['remove A’s booking', 'DELETE', `/user/deleteDoctorFromCart/${bookingOfA._id}`, undefined],
      [
        'pay as A',
        'POST',
        '/product/razorpay/order',
        { amount: 10000, currency: 'INR', address: addressOfB, userId: a.user._id },
      ],
      [
        'ship to A’s address',
        'POST',
        '/product/razorpay/order',
        {
          amount: Math.round((products[2]?.price ?? 0) + 50) * 100,
          currency: 'INR',
          address: addressOfA,
        },
      ],
      [
        'order as A (cash on delivery)',
        'POST',
        '/product/order',
        { orderData: { address: addressOfB, userId: a.user._id } },
      ],
      [
        'order to A’s address (cash on delivery)',
        'POST',
        '/product/order',
        { orderData: { address: addressOfA } },
      ],
      [
        'verify A’s payment order',
        'POST',
        '/product/razorpay/verify',
        {
          razorpay_order_id: paymentOrderOfA,
          razorpay_payment_id: 'pay_Anything000001',
          razorpay_signature: 'x',
        },
      ],
    ] as const;

  it('gets 404 for every read or change of A’s carts and orders, and A’s things stay as they were', async () => {
    const before = await stateOfA();
    expect(before.cart.cart).toHaveLength(2);
    expect(before.orders.data.data.orders).toHaveLength(1);
    for (const [what, method, path, body] of attempts()) {
      const res = await server.api(method, path, { token: b.token, body });
      expect(res.status, what).toBe(404);
      expect(typeof res.body.message, what).toBe('string');
    }
    expect(await stateOfA()).toEqual(before);
  });

  it('sees none of A’s things in B’s own lists', async () => {
    expect((await server.api('GET', '/product/cart', { token: b.token })).body.cart).toHaveLength(
      1,
    );
    expect((await server.api('GET', '/product/wishlist', { token: b.token })).body).toEqual({
      wishlist: [],
    });
    expect((await server.api('GET', '/user/getAllVetCarts', { token: b.token })).body).toEqual({
      carts: [],
    });
    expect(
      (await server.api('GET', `/user/getAllDoctorsCart/${b.user._id}`, { token: b.token })).body,
    ).toEqual({ bookings: [] });
    expect(
      (await server.api('GET', '/product/user-orders', { token: b.token })).body.data.data.orders,
    ).toEqual([]);
  });

  it('keeps B’s adds in B’s carts even when they name A', async () => {
    const res = await server.api('POST', '/product/cart', {
      token: b.token,
      body: { productId: products[0]!._id, quantity: 1, userId: a.user._id },
    });
    expect(res.status).toBe(200);
    const cartOfA = (await server.api('GET', '/product/cart', { token: a.token })).body.cart as {
      productId: string;
      quantity: number;
    }[];
    expect(cartOfA.find((l) => l.productId === products[0]!._id)?.quantity).toBe(2);
  });
});

describe('every per-user shopping route without a token', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const routes = () =>
    [
      ['GET', '/product/cart', undefined],
      ['POST', '/product/cart', { productId: id, quantity: 1 }],
      ['PUT', `/product/cart/${id}`, { quantity: 1 }],
      ['DELETE', `/product/cart/${id}`, undefined],
      ['GET', '/product/wishlist', undefined],
      ['POST', '/product/wishlist', { productId: id }],
      ['DELETE', `/product/wishlist/${id}`, undefined],
      ['GET', '/user/getAllVetCarts', undefined],
      ['POST', '/user/addVetCart', form({ prescriptionFile: PDF }, 'rx.pdf', 'application/pdf')],
      ['PUT', `/user/updateVetCart/${id}`, { quantity: 1 }],
      ['DELETE', `/user/deleteVetCart/${id}`, undefined],
      ['GET', `/user/getAllDoctorsCart/${id}`, undefined],
      ['POST', '/user/addDoctorInCart', booking()],
      ['DELETE', `/user/deleteDoctorFromCart/${id}`, undefined],
      ['GET', '/product/user-orders', undefined],
      ['POST', '/product/order', { orderData: { address: id } }],
      ['POST', '/product/razorpay/order', { amount: 10000, currency: 'INR', address: id }],
      ['POST', '/product/coupon', { code: 'WELCOME' }],
      ['POST', `/product/orders/${id}/buy-again`, undefined],
      [
        'POST',
        '/product/razorpay/verify',
        { razorpay_order_id: 'order_x', razorpay_payment_id: 'pay_x', razorpay_signature: 'x' },
      ],
    ] as const;

  it('answers 401 with a message, before looking at the input', async () => {
    for (const [method, path, body] of routes()) {
      const res = await server.api(method, path, { body });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body, `${method} ${path}`).toEqual({ message: 'Please log in to continue.' });
      const bad = await server.api(method, path.replace(/[0-9a-f-]{36}$/, 'not-an-id'), {
        body: body && !(body instanceof FormData) ? { ...body, quantity: -1 } : body,
      });
      expect(bad.status, `${method} ${path} with bad input`).toBe(401);
    }
  });

  it('answers 401 with a revoked token too', async () => {
    const c = await signUp(server);
    await server.api('POST', '/auth/logout', { token: c.token });
    for (const [method, path, body] of routes()) {
      const res = await server.api(method, path, { token: c.token, body });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('leaves the public routes public', async () => {
    expect((await server.api('GET', '/payments/config')).status).toBe(200);
    expect((await fetch(`${server.url}/api/payments/sandbox/checkout.js`)).status).toBe(200);
  });
});
