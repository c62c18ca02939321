import { createHmac, randomBytes } from 'node:crypto';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CartLine, Order } from '@petverse/api/contract';
import { orders } from '../orders/tables';
import { paymentOrders } from './tables';
import { startTestServer, type TestServer } from '../../test/harness';
import { form, signUp, type SignedUp } from '../../test/fixtures';
import { PDF, addAddress, booking, someProducts } from '../../test/shopping.fixtures';

const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef0123456789';
const SANDBOX_SECRET = 'sandbox-test-secret-0123456789abcdef0123';

let server: TestServer;
let products: { _id: string; name: string; price: number; lineName: string }[];
let sandboxSecret: string;
beforeAll(async () => {
  server = await startTestServer({
    app: { shopping: { webhookSecret: WEBHOOK_SECRET, sandboxSecret: SANDBOX_SECRET } },
  });
  products = await someProducts(server, 3);
  sandboxSecret = SANDBOX_SECRET;
});
afterAll(async () => {
  await server.close();
});

const sign = (orderId: string, paymentId: string, secret = sandboxSecret) =>
  createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');

interface Shopper extends SignedUp {
  address: string;
}

async function shopper(): Promise<Shopper> {
  const who = await signUp(server);
  return { ...who, address: (await addAddress(server, who.token))._id };
}

/** Puts products[0] × 2 and products[1] × 1 in the cart; answers the expected Express amount. */
async function fillCart(s: Shopper): Promise<number> {
  await server.api('POST', '/product/cart', {
    token: s.token,
    body: { productId: products[0]!._id, quantity: 2 },
  });
  await server.api('POST', '/product/cart', {
    token: s.token,
    body: { productId: products[1]!._id, quantity: 1 },
  });
  return Math.round(products[0]!.price * 2 + products[1]!.price + 100) * 100;
}

/** Who created each payment order: only they may pay it. */
const owners = new Map<string, string>();
const createOrder = async (s: Shopper, body: Record<string, unknown>) => {
  const res = await server.api('POST', '/product/razorpay/order', {
    token: s.token,
    body: { currency: 'INR', address: s.address, shippingType: 'Express', ...body },
  });
  if (typeof res.body?.orderId === 'string') owners.set(res.body.orderId, s.token);
  return res;
};

/** What a checkout hands the page for a payment, signed with the sandbox secret; nothing paid. */
const signedPayment = (orderId: string) => {
  const paymentId = `pay_${randomBytes(7).toString('hex').slice(0, 14)}`;
  return {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: sign(orderId, paymentId),
  };
};

async function pay(orderId: string, token = owners.get(orderId)) {
  const res = await server.api('POST', '/payments/sandbox/pay', {
    token,
    body: { order_id: orderId },
  });
  expect(res.status).toBe(200);
  return res.body as {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
}

const verify = (s: Shopper, payment: Record<string, unknown>) =>
  server.api('POST', '/product/razorpay/verify', {
    token: s.token,
    body: { ...payment, orderData: { userId: s.user._id, totalPrice: 1, status: 'delivered' } },
  });

const cartOf = async (s: Shopper) =>
  (await server.api('GET', '/product/cart', { token: s.token })).body.cart as CartLine[];

const ordersOf = async (s: Shopper, query = '') =>
  (await server.api('GET', `/product/user-orders${query}`, { token: s.token })).body.data.data as {
    orders: Order[];
    pagination: Record<string, unknown>;
  };

const paymentOrderCount = async (userId: string) =>
  (await server.database.db.select().from(paymentOrders).where(eq(paymentOrders.userId, userId)))
    .length;

describe('GET /payments/config', () => {
  it('names the sandbox, its key and its script', async () => {
    const res = await server.api('GET', '/payments/config');
    expect(res.body).toEqual({
      provider: 'sandbox',
      key: 'rzp_test_petverse_sandbox',
      scriptUrl: '/api/payments/sandbox/checkout.js',
    });
  });
});

describe('the sandbox checkout script', () => {
  it('is served as JavaScript and defines a Razorpay-compatible constructor', async () => {
    const res = await fetch(`${server.url}/api/payments/sandbox/checkout.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/javascript/);
    const source = await res.text();
    expect(source).not.toMatch(/innerHTML|onclick=|eval\(/);
    const window: Record<string, unknown> = {};
    vm.runInNewContext(source, {
      window,
      URL,
      document: { currentScript: { src: `${server.url}/api/payments/sandbox/checkout.js` } },
      location: { origin: server.url },
    });
    const Razorpay = window.Razorpay as new (options: object) => {
      on: (event: string, cb: (x: unknown) => void) => unknown;
      emit: (event: string, payload: unknown) => void;
    };
    expect(typeof Razorpay).toBe('function');
    const seen: unknown[] = [];
    const rzp = new Razorpay({
      key: 'rzp_test_petverse_sandbox',
      amount: 100,
      order_id: 'order_x',
    });
    expect(rzp.on('payment.failed', (x) => seen.push(x))).toBe(rzp);
    rzp.emit('payment.failed', { error: { code: 'BAD_REQUEST_ERROR' } });
    expect(seen).toEqual([{ error: { code: 'BAD_REQUEST_ERROR' } }]);
    expect(() => new Razorpay({})).toThrow(/key/);
  });
});

describe('POST /product/razorpay/order', () => {
  it('creates a payment order for the server’s own total and leaves the cart as it is', async () => {
    const s = await shopper();
    const amount = await fillCart(s);
    const before = await cartOf(s);
    const res = await createOrder(s, { amount, userId: s.user._id });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      orderId: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      amount,
      currency: 'INR',
      key: 'rzp_test_petverse_sandbox',
    });
    const [row] = await server.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, res.body.orderId));
    expect(row).toMatchObject({ status: 'created', amountPaise: amount, userId: s.user._id });
    expect(row!.items).toHaveLength(2);
    expect(await cartOf(s)).toEqual(before);
  });

  it('charges Economy 50 by default', async () => {
    const s = await shopper();
    const express = await fillCart(s);
    const res = await createOrder(s, { amount: express - 5000, shippingType: undefined });
    expect(res.status).toBe(201);
  });

  it.each([
    ['one rupee less', -100],
    ['one rupee more', 100],
    ['a paisa less', -1],
    ['the Economy amount for Express', -5000],
  ])('rejects an amount that is %s with 400 and stores nothing', async (_case, delta) => {
    const s = await shopper();
    const amount = await fillCart(s);
    const res = await createOrder(s, { amount: amount + delta });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^The amount does not match your order/);
    expect(await paymentOrderCount(s.user._id)).toBe(0);
  });

  it.each([
    ['no amount', { amount: undefined }, 'amount is required'],
    ['a fractional amount', { amount: 100.5 }, 'amount must be a whole number of paise.'],
    ['a text amount', { amount: 'a lot' }, 'amount must be a whole number of paise.'],
    ['another currency', { currency: 'USD' }, 'currency must be INR.'],
    [
      'an unknown shipping type',
      { shippingType: 'Teleport' },
      'shippingType must be Economy or Express.',
    ],
    ['no address', { address: undefined }, 'address is required'],
    ['a malformed address', { address: 'home' }, 'Please select a shipping address'],
    [
      'a malformed item id',
      { items: [{ itemType: 'product', itemId: 'x' }] },
      'itemId must be a valid id',
    ],
    [
      'an unknown item type',
      { items: [{ itemType: 'car', itemId: products?.[0]?._id }] },
      'itemType must be product, pharmacy or booking.',
    ],
  ])('answers %s with 400', async (_case, change, message) => {
    const s = await shopper();
    const amount = await fillCart(s);
    const res = await createOrder(s, { amount, ...change });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  it('answers an empty cart with 400', async () => {
    const s = await shopper();
    const res = await createOrder(s, { amount: 10000 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Your cart is empty' });
  });

  it('refuses items that are not in the cart or whose quantity differs', async () => {
    const s = await shopper();
    await fillCart(s);
    const notInCart = await createOrder(s, {
      amount: 100000,
      items: [{ itemType: 'product', productId: products[2]!._id, quantity: 1 }],
    });
    expect(notInCart.status).toBe(400);
    expect(notInCart.body.message).toBe('Your cart has changed. Please review it and try again.');
    const otherQuantity = await createOrder(s, {
      amount: 100000,
      items: [{ itemType: 'product', itemId: products[0]!._id, quantity: 5 }],
    });
    expect(otherQuantity.status).toBe(400);
    const twice = await createOrder(s, {
      amount: 100000,
      items: [
        { itemType: 'product', itemId: products[0]!._id },
        { itemType: 'product', productId: products[0]!._id },
      ],
    });
    expect(twice.status).toBe(400);
  });

  it('answers another user’s address or userId with 404', async () => {
    const s = await shopper();
    const other = await shopper();
    const amount = await fillCart(s);
    const address = await createOrder(s, { amount, address: other.address });
    expect(address.status).toBe(404);
    expect(address.body).toEqual({ message: 'Address not found' });
    const user = await createOrder(s, { amount, userId: other.user._id });
    expect(user.status).toBe(404);
    expect(await paymentOrderCount(s.user._id)).toBe(0);
  });
});

describe('paying and verifying', () => {
  it('takes out of the cart exactly what was paid for: units added before verify stay', async () => {
    const s = await shopper();
    const [p] = products;
    await server.api('POST', '/product/cart', {
      token: s.token,
      body: { productId: p!._id, quantity: 1 },
    });
    const amount = Math.round(p!.price + 100) * 100;
    const { orderId } = (await createOrder(s, { amount })).body;
    const payment = await pay(orderId);
    // Four more of the same product go into the cart before the payment is verified.
    await server.api('POST', '/product/cart', {
      token: s.token,
      body: { productId: p!._id, quantity: 4 },
    });
    const res = await verify(s, payment);
    expect(res.status).toBe(201);
    expect((res.body.order as Order).items.map((i) => i.quantity)).toEqual([1]);
    expect((await cartOf(s)).map((l) => [l.productId, l.quantity])).toEqual([[p!._id, 4]]);
  });

  it('turns a verified payment into a pending order paid by Razorpay, and empties the bought lines', async () => {
    const s = await shopper();
    const amount = await fillCart(s);
    const { orderId } = (await createOrder(s, { amount })).body;
    const payment = await pay(orderId);
    expect(payment.razorpay_order_id).toBe(orderId);
    expect(payment.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(payment.razorpay_signature).toBe(sign(orderId, payment.razorpay_payment_id));

    const res = await verify(s, payment);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Order created successfully with Razorpay!');
    const order = res.body.order as Order;
    expect(order).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      createdAt: expect.any(String),
      totalPrice: amount / 100,
      status: 'pending',
      statusHistory: [{ status: 'pending', at: expect.any(String) }],
      refund: null,
      courier: null,
      trackingNumber: null,
      trackingUrl: null,
      // Issue 32: when it should arrive (its pincode's zone), and its GST invoice, issued as paid.
      deliverBy: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      invoice: expect.stringMatching(/^PV\/\d{4}-\d{2}\/\d{6}$/),
      creditNote: null,
      // Issue 38: no coupon was used, and nothing is returned.
      coupon: null,
      returns: [],
      paymentStatus: 'completed',
      paymentMethod: 'Sandbox',
      shippingType: 'Express',
      shippingPrice: 100,
      items: [
        {
          _id: expect.any(String),
          itemType: 'product',
          itemId: { _id: products[0]!._id, name: products[0]!.lineName },
          price: products[0]!.price,
          quantity: 2,
        },
        {
          _id: expect.any(String),
          itemType: 'product',
          itemId: { _id: products[1]!._id, name: products[1]!.lineName },
          price: products[1]!.price,
          quantity: 1,
        },
      ],
      address: {
        name: 'Asha Rao',
        phone: '9876543210',
        email: 'asha@example.com',
        street: '12 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
        country: 'India',
      },
    });
    expect(await cartOf(s)).toEqual([]);
    const [po] = await server.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, orderId));
    expect(po).toMatchObject({ status: 'paid', paymentId: payment.razorpay_payment_id });
    expect((await ordersOf(s)).orders).toEqual([order]);
  });

  it('rejects a forged signature with 400 and makes no order', async () => {
    const s = await shopper();
    const amount = await fillCart(s);
    const { orderId } = (await createOrder(s, { amount })).body;
    // Signed as the checkout would, but not paid: only verify could make the order here.
    const payment = signedPayment(orderId);
    for (const razorpay_signature of [
      'f'.repeat(64),
      sign(orderId, payment.razorpay_payment_id, 'not the secret'),
      sign('order_other', payment.razorpay_payment_id),
      payment.razorpay_signature.slice(0, 63),
      payment.razorpay_signature.toUpperCase(),
    ]) {
      const res = await verify(s, { ...payment, razorpay_signature });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Payment verification failed' });
    }
    const otherPayment = await verify(s, { ...payment, razorpay_payment_id: 'pay_Someoneelse123' });
    expect(otherPayment.status).toBe(400);
    expect((await ordersOf(s)).orders).toEqual([]);
    expect(await cartOf(s)).toHaveLength(2);
  });

  it('rejects a payment of another user’s order with 404, whatever the signature', async () => {
    const a = await shopper();
    const b = await shopper();
    const amount = await fillCart(a);
    const { orderId } = (await createOrder(a, { amount })).body;
    const payment = signedPayment(orderId);
    const res = await verify(b, payment);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Payment order not found' });
    expect((await ordersOf(b)).orders).toEqual([]);
    expect((await ordersOf(a)).orders).toEqual([]);
    expect(await cartOf(a)).toHaveLength(2);
  });

  it('answers an unknown order id with 404 and malformed input with 400', async () => {
    const s = await shopper();
    const unknown = await verify(s, {
      razorpay_order_id: 'order_Unknown0000000',
      razorpay_payment_id: 'pay_x',
      razorpay_signature: 'x',
    });
    expect(unknown.status).toBe(404);
    for (const body of [
      { razorpay_payment_id: 'pay_x', razorpay_signature: 'x' },
      { razorpay_order_id: 'order_x', razorpay_signature: 'x' },
      { razorpay_order_id: 'order_x', razorpay_payment_id: 'pay_x' },
      { razorpay_order_id: 'order x;drop', razorpay_payment_id: 'pay_x', razorpay_signature: 'x' },
    ]) {
      const res = await server.api('POST', '/product/razorpay/verify', { token: s.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('gives the same order when the same payment is verified again', async () => {
    const s = await shopper();
    const amount = await fillCart(s);
    const { orderId } = (await createOrder(s, { amount })).body;
    const payment = await pay(orderId);
    const first = await verify(s, payment);
    const second = await verify(s, payment);
    expect(second.status).toBe(201);
    expect(second.body.order).toEqual(first.body.order);
    // A second test payment of the same order finds the same order too.
    const again = await verify(s, await pay(orderId));
    expect(again.body.order._id).toBe(first.body.order._id);
    expect((await ordersOf(s)).pagination.totalOrders).toBe(1);
  });

  it('makes one order when verifies arrive at the same time', async () => {
    const s = await shopper();
    const amount = await fillCart(s);
    const { orderId } = (await createOrder(s, { amount })).body;
    const payment = await pay(orderId);
    const answers = await Promise.all(Array.from({ length: 6 }, () => verify(s, payment)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => (a.body.order as Order)._id)).size).toBe(1);
    const rows = await server.database.db
      .select()
      .from(orders)
      .where(eq(orders.userId, s.user._id));
    expect(rows).toHaveLength(1);
  });

  it('takes the order’s lines and total from the payment order, not from what the cart became', async () => {
    const s = await shopper();
    const amount = await fillCart(s);
    const { orderId } = (await createOrder(s, { amount })).body;
    // The cart changes after the payment order was made: the order is still what was paid for.
    await server.api('PUT', `/product/cart/${products[0]!._id}`, {
      token: s.token,
      body: { quantity: 9 },
    });
    await server.api('POST', '/product/cart', {
      token: s.token,
      body: { productId: products[2]!._id, quantity: 1 },
    });
    const res = await verify(s, await pay(orderId));
    expect(res.body.order.totalPrice).toBe(amount / 100);
    expect((res.body.order as Order).items.map((i) => i.quantity)).toEqual([2, 1]);
    // What was bought leaves the cart, and only that: 9 − 2 of the first product stay, the
    // second product (all of it bought) goes, the line added afterwards stays.
    expect((await cartOf(s)).map((l) => [l.productId, l.quantity])).toEqual([
      [products[0]!._id, 7],
      [products[2]!._id, 1],
    ]);
  });

  it('prices pharmacy orders and consultations, and empties every cart it bought from', async () => {
    const s = await shopper();
    await server.api('POST', '/product/cart', {
      token: s.token,
      body: { productId: products[0]!._id, quantity: 1 },
    });
    const rx = await server.api('POST', '/user/addVetCart', {
      token: s.token,
      body: form({ prescriptionFile: PDF, quantity: '2' }, 'rx.pdf', 'application/pdf'),
    });
    const consultation = await server.api('POST', '/user/addDoctorInCart', {
      token: s.token,
      body: booking(),
    });
    const amount = Math.round(products[0]!.price + 199 * 2 + 500 + 50) * 100;
    const tampered = await createOrder(s, { amount: amount - 50000, shippingType: 'Economy' });
    expect(tampered.status).toBe(400);
    const created = await createOrder(s, { amount, shippingType: 'Economy' });
    expect(created.status).toBe(201);
    const res = await verify(s, await pay(created.body.orderId));
    expect(res.status).toBe(201);
    expect((res.body.order as Order).items).toEqual([
      expect.objectContaining({ itemType: 'product', quantity: 1, price: products[0]!.price }),
      expect.objectContaining({
        itemType: 'pharmacy',
        itemId: { _id: rx.body.cart._id, name: 'Pharmacy Order' },
        price: 199,
        quantity: 2,
      }),
      expect.objectContaining({
        itemType: 'booking',
        itemId: { _id: consultation.body.booking._id, name: 'Consultation with Dr. Meera Iyer' },
        price: 500,
        quantity: 1,
      }),
    ]);
    expect(await cartOf(s)).toEqual([]);
    expect(
      (await server.api('GET', '/user/getAllVetCarts', { token: s.token })).body.carts,
    ).toEqual([]);
    expect(
      (await server.api('GET', `/user/getAllDoctorsCart/${s.user._id}`, { token: s.token })).body
        .bookings,
    ).toEqual([]);
  });

  it('buys only the selected lines and leaves the others', async () => {
    const s = await shopper();
    await fillCart(s);
    await server.api('POST', '/user/addDoctorInCart', { token: s.token, body: booking() });
    const amount = Math.round(products[1]!.price + 100) * 100;
    const created = await createOrder(s, {
      amount,
      items: [{ itemType: 'product', productId: products[1]!._id, quantity: 1, price: 0.01 }],
    });
    expect(created.status).toBe(201);
    await verify(s, await pay(created.body.orderId));
    expect((await cartOf(s)).map((l) => l.productId)).toEqual([products[0]!._id]);
    expect(
      (await server.api('GET', `/user/getAllDoctorsCart/${s.user._id}`, { token: s.token })).body
        .bookings,
    ).toHaveLength(1);
  });

  it('keeps the address as it was when the order was made', async () => {
    const s = await shopper();
    const amount = await fillCart(s);
    const { orderId } = (await createOrder(s, { amount })).body;
    await server.api('PUT', `/user/address/${s.address}`, {
      token: s.token,
      body: { city: 'Mumbai' },
    });
    const res = await verify(s, await pay(orderId));
    expect(res.body.order.address.city).toBe('Pune');
    await server.api('DELETE', `/address/${s.address}`, { token: s.token });
    expect((await ordersOf(s)).orders[0]!.address.city).toBe('Pune');
  });
});

describe('POST /payments/sandbox/pay', () => {
  it('answers an unknown order with 404 and a malformed one with 400', async () => {
    const { token } = await shopper();
    const unknown = await server.api('POST', '/payments/sandbox/pay', {
      token,
      body: { order_id: 'order_Nope0000000000' },
    });
    expect(unknown.status).toBe(404);
    const bad = await server.api('POST', '/payments/sandbox/pay', { token, body: {} });
    expect(bad.status).toBe(400);
  });

  it('settles the payment as Razorpay’s webhook would: the order exists though verify never came', async () => {
    const s = await shopper();
    const amount = await fillCart(s);
    const { orderId } = (await createOrder(s, { amount })).body;
    const payment = await pay(orderId);
    // The buyer's page closed before it called verify.
    const listed = (await ordersOf(s)).orders;
    expect(listed).toHaveLength(1);
    expect(listed[0]!.paymentStatus).toBe('completed');
    expect(await cartOf(s)).toEqual([]);
    // A verify that comes later finds the same order.
    const res = await verify(s, payment);
    expect(res.status).toBe(201);
    expect((res.body.order as Order)._id).toBe(listed[0]!._id);
    expect((await ordersOf(s)).orders).toHaveLength(1);
  });

  it('pays only with the order owner’s session: none is 401, another buyer’s is 404', async () => {
    const s = await shopper();
    const other = await shopper();
    const amount = await fillCart(s);
    const { orderId } = (await createOrder(s, { amount })).body;
    const anonymous = await server.api('POST', '/payments/sandbox/pay', {
      body: { order_id: orderId },
    });
    expect(anonymous.status).toBe(401);
    const stranger = await server.api('POST', '/payments/sandbox/pay', {
      token: other.token,
      body: { order_id: orderId },
    });
    expect(stranger.status).toBe(404);
    const res = await verify(s, await pay(orderId));
    expect(res.status).toBe(201);
    // A test payment is stored and shown as one, never as Razorpay.
    expect((res.body.order as Order).paymentMethod).toBe('Sandbox');
  });
});

describe('POST /product/order (cash on delivery)', () => {
  it('places a pending order to be paid on delivery and empties the bought lines', async () => {
    const s = await shopper();
    const amount = await fillCart(s);
    const res = await server.api('POST', '/product/order', {
      token: s.token,
      body: {
        orderData: {
          userId: s.user._id,
          totalPrice: amount / 100,
          shippingType: 'Express',
          address: s.address,
          status: 'delivered',
          paymentStatus: 'completed',
          paymentMethod: 'Sandbox',
          items: [
            {
              itemType: 'product',
              productId: products[0]!._id,
              itemId: products[0]!._id,
              name: 'x',
              price: 1,
              quantity: 2,
            },
            {
              itemType: 'product',
              productId: products[1]!._id,
              itemId: products[1]!._id,
              name: 'y',
              price: 1,
              quantity: 1,
            },
          ],
        },
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Order created successfully with Cash on Delivery!');
    expect(res.body.order).toMatchObject({
      totalPrice: amount / 100,
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'Cash on Delivery',
    });
    expect(await cartOf(s)).toEqual([]);
  });

  it('rejects a total that does not match and changes nothing', async () => {
    const s = await shopper();
    const amount = await fillCart(s);
    const res = await server.api('POST', '/product/order', {
      token: s.token,
      body: {
        orderData: { totalPrice: amount / 100 - 1, shippingType: 'Express', address: s.address },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^The total does not match your cart/);
    expect(await cartOf(s)).toHaveLength(2);
    expect((await ordersOf(s)).orders).toEqual([]);
  });

  it.each([
    ['no orderData', {}, 400],
    ['no address', { orderData: {} }, 400],
    ['an empty cart', { orderData: { address: 'A' } }, 400],
  ])('answers %s with %i', async (_case, body, status) => {
    const s = await shopper();
    const real = JSON.parse(JSON.stringify(body).replace('"A"', `"${s.address}"`)) as object;
    const res = await server.api('POST', '/product/order', { token: s.token, body: real });
    expect(res.status).toBe(status);
  });
});

describe('GET /product/user-orders', () => {
  it('pages the orders, newest first, ten at a time', async () => {
    const s = await shopper();
    expect(await ordersOf(s)).toEqual({
      orders: [],
      pagination: {
        totalOrders: 0,
        totalPages: 0,
        hasNextPage: false,
        hasPrevPage: false,
        currentPage: 1,
        limit: 10,
      },
    });
    const made: string[] = [];
    for (let i = 0; i < 12; i++) {
      await server.api('POST', '/product/cart', {
        token: s.token,
        body: { productId: products[i % 3]!._id, quantity: 1 + (i % 4) },
      });
      const res = await server.api('POST', '/product/order', {
        token: s.token,
        body: { orderData: { address: s.address } },
      });
      expect(res.status).toBe(201);
      made.push(res.body.order._id as string);
    }
    const newestFirst = [...made].reverse();
    const page1 = await ordersOf(s, '?page=1&limit=10');
    expect(page1.orders.map((o) => o._id)).toEqual(newestFirst.slice(0, 10));
    expect(page1.pagination).toEqual({
      totalOrders: 12,
      totalPages: 2,
      hasNextPage: true,
      hasPrevPage: false,
      currentPage: 1,
      limit: 10,
    });
    const page2 = await ordersOf(s, '?page=2&limit=10');
    expect(page2.orders.map((o) => o._id)).toEqual(newestFirst.slice(10));
    expect(page2.pagination).toMatchObject({
      hasNextPage: false,
      hasPrevPage: true,
      currentPage: 2,
    });
    // A page past the last is empty and still counts them all.
    const page3 = await ordersOf(s, '?page=3');
    expect(page3.orders).toEqual([]);
    expect(page3.pagination).toMatchObject({ totalOrders: 12, totalPages: 2, currentPage: 3 });
    expect(page2.pagination.totalOrders).toBe(12);
    expect((await ordersOf(s)).orders).toHaveLength(10);
    expect((await ordersOf(s, '?limit=5&page=3')).orders.map((o) => o._id)).toEqual(
      newestFirst.slice(10),
    );
    const first = page2.orders.at(-1)!;
    expect(first.items).toEqual([
      expect.objectContaining({
        itemType: 'product',
        quantity: 1,
        itemId: expect.objectContaining({ _id: products[0]!._id }),
      }),
    ]);
    expect(first.totalPrice).toBe(Math.round(products[0]!.price + 50));
  });

  it.each(['?page=0', '?page=x', '?limit=0', '?limit=51', '?page=1.5'])(
    'answers %s with 400',
    async (query) => {
      const s = await shopper();
      const res = await server.api('GET', `/product/user-orders${query}`, { token: s.token });
      expect(res.status).toBe(400);
    },
  );
});

describe('POST /product/razorpay/webhook', () => {
  const send = (
    event: object,
    { id = `evt_${Math.random().toString(36).slice(2)}`, secret = WEBHOOK_SECRET } = {},
  ) => {
    const raw = JSON.stringify(event);
    return server.api('POST', '/product/razorpay/webhook', {
      body: raw,
      headers: {
        'x-razorpay-signature': createHmac('sha256', secret).update(raw).digest('hex'),
        'x-razorpay-event-id': id,
      },
    });
  };
  const captured = (orderId: string, paymentId: string, amount: number) => ({
    entity: 'event',
    event: 'payment.captured',
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: 'payment',
          amount,
          currency: 'INR',
          status: 'captured',
          order_id: orderId,
        },
      },
    },
    created_at: 1700000000,
  });

  it('makes the order when verify never came, and verify then finds it', async () => {
    const s = await shopper();
    const amount = await fillCart(s);
    const { orderId } = (await createOrder(s, { amount })).body;
    // Paid at Razorpay (not through our sandbox, which settles by itself): only the webhook tells us.
    const payment = signedPayment(orderId);
    const res = await send(captured(orderId, payment.razorpay_payment_id, amount));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'processed' });
    const listed = (await ordersOf(s)).orders;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ paymentStatus: 'completed', totalPrice: amount / 100 });
    expect(await cartOf(s)).toEqual([]);
    const verified = await verify(s, payment);
    expect(verified.status).toBe(201);
    expect(verified.body.order._id).toBe(listed[0]!._id);
  });

  it('marks the payment order failed on payment.failed, and a later capture still makes the order', async () => {
    const s = await shopper();
    const amount = await fillCart(s);
    const { orderId } = (await createOrder(s, { amount })).body;
    const failed = {
      ...captured(orderId, 'pay_Declined000001', amount),
      event: 'payment.failed',
    };
    const res = await send(failed);
    expect(res.body).toEqual({ status: 'processed' });
    const statusOf = async () =>
      (
        await server.database.db
          .select({ status: paymentOrders.status })
          .from(paymentOrders)
          .where(eq(paymentOrders.providerOrderId, orderId))
      )[0]!.status;
    expect(await statusOf()).toBe('failed');
    expect((await ordersOf(s)).orders).toEqual([]);
    expect(await cartOf(s)).toHaveLength(2);
    // The buyer tries again with another card.
    await send(captured(orderId, 'pay_Approved000001', amount));
    expect(await statusOf()).toBe('paid');
    expect((await ordersOf(s)).orders).toHaveLength(1);
    // A late failure of the first attempt does not undo the payment.
    await send({ ...failed });
    expect(await statusOf()).toBe('paid');
  });

  it('makes one order when the webhook, order.paid and verify all arrive at once', async () => {
    const s = await shopper();
    const amount = await fillCart(s);
    const { orderId } = (await createOrder(s, { amount })).body;
    const payment = signedPayment(orderId);
    const results = await Promise.all([
      send(captured(orderId, payment.razorpay_payment_id, amount)),
      send({ ...captured(orderId, payment.razorpay_payment_id, amount), event: 'order.paid' }),
      verify(s, payment),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    const listed = (await ordersOf(s)).orders;
    expect(listed).toHaveLength(1);
    expect(results[2].body.order._id).toBe(listed[0]!._id);
    // A failed payment is listed for the buyer; a paid one never is.
    const failed = await server.api('GET', '/product/failed-payments', { token: s.token });
    expect(failed.body.data).toEqual([]);
  });

  it('shows a payment.failed attempt in the buyer’s failed payments', async () => {
    const s = await shopper();
    const amount = await fillCart(s);
    const { orderId } = (await createOrder(s, { amount })).body;
    await send({ ...captured(orderId, 'pay_Declined000002', amount), event: 'payment.failed' });
    const failed = await server.api('GET', '/product/failed-payments', { token: s.token });
    expect(failed.body.data).toEqual([expect.objectContaining({ orderId, amount: amount / 100 })]);
  });

  it('makes no second order after verify', async () => {
    const s = await shopper();
    const amount = await fillCart(s);
    const { orderId } = (await createOrder(s, { amount })).body;
    const payment = await pay(orderId);
    await verify(s, payment);
    const res = await send(captured(orderId, payment.razorpay_payment_id, amount));
    expect(res.status).toBe(200);
    expect((await ordersOf(s)).pagination.totalOrders).toBe(1);
  });

  it('ignores an event id it has already seen', async () => {
    const s = await shopper();
    const amount = await fillCart(s);
    const { orderId } = (await createOrder(s, { amount })).body;
    const id = 'evt_repeat_0001';
    const first = await send({ event: 'payment.authorized', payload: {} }, { id });
    expect(first.body).toEqual({ status: 'ignored' });
    const again = await send(captured(orderId, 'pay_Repeated000001', amount), { id });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ status: 'duplicate' });
    expect((await ordersOf(s)).orders).toEqual([]);
  });

  it('rejects a bad signature or a missing event id with 400 and changes nothing', async () => {
    const s = await shopper();
    const amount = await fillCart(s);
    const { orderId } = (await createOrder(s, { amount })).body;
    const event = captured(orderId, 'pay_Forged00000001', amount);
    const forged = await send(event, { secret: 'not the webhook secret' });
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ message: 'Invalid webhook signature' });
    const unsigned = await server.api('POST', '/product/razorpay/webhook', {
      body: event,
      headers: { 'x-razorpay-event-id': 'evt_unsigned' },
    });
    expect(unsigned.status).toBe(400);
    const raw = JSON.stringify(event);
    const noId = await server.api('POST', '/product/razorpay/webhook', {
      body: raw,
      headers: {
        'x-razorpay-signature': createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex'),
      },
    });
    expect(noId.status).toBe(400);
    // The signature covers the raw bytes: the same JSON spaced differently does not pass.
    const respaced = await server.api('POST', '/product/razorpay/webhook', {
      body: JSON.stringify(event, null, 2),
      headers: {
        'x-razorpay-signature': createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex'),
        'x-razorpay-event-id': 'evt_respaced',
      },
    });
    expect(respaced.status).toBe(400);
    expect((await ordersOf(s)).orders).toEqual([]);
  });

  it('ignores a capture naming a payment id another order already holds', async () => {
    const first = await shopper();
    const firstAmount = await fillCart(first);
    const { orderId: firstOrder } = (await createOrder(first, { amount: firstAmount })).body;
    const paid = signedPayment(firstOrder);
    await send(captured(firstOrder, paid.razorpay_payment_id, firstAmount));
    const other = await shopper();
    const amount = await fillCart(other);
    const { orderId } = (await createOrder(other, { amount })).body;
    const res = await send(captured(orderId, paid.razorpay_payment_id, amount));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ignored' });
    expect((await ordersOf(other)).orders).toEqual([]);
    expect(await cartOf(other)).toHaveLength(2);
    expect((await ordersOf(first)).orders).toHaveLength(1);
  });

  it('ignores payments of unknown orders and of a different amount', async () => {
    const s = await shopper();
    const amount = await fillCart(s);
    const { orderId } = (await createOrder(s, { amount })).body;
    expect((await send(captured('order_Unknown0000000', 'pay_A', amount))).body).toEqual({
      status: 'ignored',
    });
    expect((await send(captured(orderId, 'pay_B', amount - 100))).body).toEqual({
      status: 'ignored',
    });
    expect((await ordersOf(s)).orders).toEqual([]);
  });
});
