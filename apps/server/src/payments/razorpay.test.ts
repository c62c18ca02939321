import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../platform/errors';
import { razorpayProvider } from './razorpay';
import { startTestServer, type TestServer } from '../../test/harness';
import { PNG, form, signUp } from '../../test/fixtures';
import { addAddress, deliver, someProducts } from '../../test/shopping.fixtures';
import { staffMember } from '../../test/staff.fixtures';

const KEY_ID = 'rzp_test_FakeKey0001';
const KEY_SECRET = 'fake_secret_0123456789';

interface Seen {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: Record<string, unknown>;
}

/** A local stand-in for Razorpay's Orders and Refunds APIs (basic auth, JSON). */
function fakeOrdersApi() {
  const seen: Seen[] = [];
  let failNext: number | null = null;
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      req.on('end', () => resolve(data));
    });
  const server: Server = createServer((req, res) => {
    void read(req).then((text) => {
      const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
      seen.push({
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body,
      });
      const reply = (status: number, json: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      const expected = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;
      const refund = /^\/v1\/payments\/(pay_[A-Za-z0-9]+)\/refund$/.exec(req.url ?? '');
      if (req.method !== 'POST' || (req.url !== '/v1/orders' && !refund))
        return reply(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'not found' } });
      if (req.headers.authorization !== expected)
        return reply(401, {
          error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
        });
      if (failNext !== null) {
        const status = failNext;
        failNext = null;
        return reply(status, { error: { code: 'SERVER_ERROR', description: 'Oops' } });
      }
      if (refund)
        return reply(200, {
          id: `rfnd_${randomBytes(7).toString('hex')}`,
          entity: 'refund',
          amount: body.amount,
          currency: 'INR',
          payment_id: refund[1],
          notes: body.notes,
          status: 'processed',
          speed_requested: body.speed,
          created_at: Math.floor(Date.now() / 1000),
        });
      reply(200, {
        id: `order_${randomBytes(7).toString('hex')}`,
        entity: 'order',
        amount: body.amount,
        amount_paid: 0,
        amount_due: body.amount,
        currency: body.currency,
        receipt: body.receipt,
        offer_id: null,
        status: 'created',
        attempts: 0,
        notes: body.notes,
        created_at: Math.floor(Date.now() / 1000),
      });
    });
  });
  return {
    seen,
    failWith(status: number) {
      failNext = status;
    },
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const fake = fakeOrdersApi();
let apiUrl: string;
let server: TestServer;
beforeAll(async () => {
  apiUrl = await fake.start();
  server = await startTestServer({
    app: { shopping: { razorpay: { keyId: KEY_ID, keySecret: KEY_SECRET, apiUrl } } },
  });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

const order = { amount: 12300, currency: 'INR' as const, receipt: 'r-1', notes: { a: 'b' } };

describe('the Razorpay provider', () => {
  it('creates an order with basic auth, paise, INR, a receipt and notes', async () => {
    const provider = razorpayProvider({ keyId: KEY_ID, keySecret: KEY_SECRET, apiUrl });
    const created = await provider.createOrder(order);
    expect(created).toEqual({
      id: expect.stringMatching(/^order_/),
      amount: 12300,
      currency: 'INR',
    });
    expect(fake.seen.at(-1)).toEqual({
      method: 'POST',
      path: '/v1/orders',
      authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
      contentType: 'application/json',
      body: order,
    });
  });

  it('says "Failed to create Razorpay order" when the keys are wrong', async () => {
    const provider = razorpayProvider({ keyId: KEY_ID, keySecret: 'wrong', apiUrl });
    const error = await provider.createOrder(order).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      statusCode: 502,
      message: 'Failed to create Razorpay order (status 401). Authentication failed',
    });
  });

  it('answers 502 when the API fails or cannot be reached', async () => {
    const provider = razorpayProvider({ keyId: KEY_ID, keySecret: KEY_SECRET, apiUrl });
    fake.failWith(500);
    await expect(provider.createOrder(order)).rejects.toMatchObject({ statusCode: 502 });
    const nowhere = razorpayProvider({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      apiUrl: 'http://127.0.0.1:1',
    });
    await expect(nowhere.createOrder(order)).rejects.toMatchObject({
      statusCode: 502,
      message: 'Failed to create Razorpay order: the payment provider did not answer.',
    });
  });

  it('checks the payment signature with the key secret, in constant time', () => {
    const provider = razorpayProvider({ keyId: KEY_ID, keySecret: KEY_SECRET, apiUrl });
    const good = createHmac('sha256', KEY_SECRET).update('order_A|pay_B').digest('hex');
    expect(provider.verifyPayment('order_A', 'pay_B', good)).toBe(true);
    expect(provider.verifyPayment('order_A', 'pay_C', good)).toBe(false);
    expect(provider.verifyPayment('order_A', 'pay_B', good.slice(1))).toBe(false);
    expect(provider.verifyPayment('order_A', 'pay_B', '')).toBe(false);
  });
});

describe('the app with Razorpay configured', () => {
  it('tells the site to load Razorpay’s checkout with the key id', async () => {
    expect((await server.api('GET', '/payments/config')).body).toEqual({
      provider: 'razorpay',
      key: KEY_ID,
      scriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    });
  });

  it('has no sandbox routes', async () => {
    expect((await fetch(`${server.url}/api/payments/sandbox/checkout.js`)).status).toBe(404);
    expect(
      (await server.api('POST', '/payments/sandbox/pay', { body: { order_id: 'order_x' } })).status,
    ).toBe(404);
  });

  it('creates the order at Razorpay and verifies a payment signed with the key secret', async () => {
    const { token, user } = await signUp(server);
    const address = (await addAddress(server, token))._id;
    const [p] = await someProducts(server, 1);
    await server.api('POST', '/product/cart', { token, body: { productId: p!._id, quantity: 3 } });
    const amount = Math.round(p!.price * 3 + 50) * 100;
    const created = await server.api('POST', '/product/razorpay/order', {
      token,
      body: { amount, currency: 'INR', userId: user._id, address },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      orderId: expect.stringMatching(/^order_/),
      amount,
      currency: 'INR',
      key: KEY_ID,
    });
    const sent = fake.seen.at(-1)!;
    expect(sent.body).toMatchObject({ amount, currency: 'INR', notes: { userId: user._id } });
    expect(String(sent.body.receipt).length).toBeLessThanOrEqual(40);

    const paymentId = 'pay_RealLooking0001';
    const forged = await server.api('POST', '/product/razorpay/verify', {
      token,
      body: {
        razorpay_order_id: created.body.orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: createHmac('sha256', 'guess')
          .update(`${created.body.orderId}|${paymentId}`)
          .digest('hex'),
      },
    });
    expect(forged.status).toBe(400);
    const verified = await server.api('POST', '/product/razorpay/verify', {
      token,
      body: {
        razorpay_order_id: created.body.orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: createHmac('sha256', KEY_SECRET)
          .update(`${created.body.orderId}|${paymentId}`)
          .digest('hex'),
      },
    });
    expect(verified.status).toBe(201);
    expect(verified.body.order).toMatchObject({
      totalPrice: amount / 100,
      paymentStatus: 'completed',
      paymentMethod: 'Razorpay',
      status: 'pending',
    });

    // Cancelled: refunded in full through Razorpay's Refunds API. A failing provider first
    // leaves the order as it was.
    const orderId = (verified.body.order as { _id: string })._id;
    fake.failWith(500);
    const failed = await server.api('POST', `/product/orders/${orderId}/cancel`, { token });
    expect(failed.status).toBe(502);
    expect(failed.body.message).toMatch(/^The refund could not be made \(status 500\)\. Oops/);
    const cancelled = await server.api('POST', `/product/orders/${orderId}/cancel`, { token });
    expect(cancelled.status).toBe(200);
    expect(fake.seen.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/payments/${paymentId}/refund`,
      body: { amount, speed: 'normal', notes: { order: orderId } },
    });
    expect(cancelled.body.order).toMatchObject({
      status: 'cancelled',
      refund: { id: expect.stringMatching(/^rfnd_/), status: 'processed' },
    });
    const refunds = fake.seen.filter((s) => s.path.endsWith('/refund'));
    expect(refunds).toHaveLength(2);
    expect((await server.api('POST', `/product/orders/${orderId}/cancel`, { token })).status).toBe(
      409,
    );
    expect(fake.seen.filter((s) => s.path.endsWith('/refund'))).toHaveLength(2);
  });

  it('refunds a received return’s units, not the order, through Razorpay’s Refunds API', async () => {
    const { token } = await signUp(server);
    const address = (await addAddress(server, token))._id;
    const [p] = await someProducts(server, 1);
    await server.api('POST', '/product/cart', { token, body: { productId: p!._id, quantity: 3 } });
    const amount = Math.round(p!.price * 3 + 50) * 100;
    const created = await server.api('POST', '/product/razorpay/order', {
      token,
      body: { amount, currency: 'INR', address },
    });
    const paymentId = 'pay_RealLooking0002';
    const verified = await server.api('POST', '/product/razorpay/verify', {
      token,
      body: {
        razorpay_order_id: created.body.orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: createHmac('sha256', KEY_SECRET)
          .update(`${created.body.orderId}|${paymentId}`)
          .digest('hex'),
      },
    });
    const order = verified.body.order as { _id: string; items: { _id: string }[] };
    await deliver(server, order._id);
    const asked = await server.api('POST', `/product/orders/${order._id}/returns`, {
      token,
      body: form({
        lines: JSON.stringify([{ itemId: order.items[0]!._id, quantity: 1 }]),
        reason: 'damaged',
        picture: PNG,
      }),
    });
    expect(asked.status).toBe(201);
    const returnId = asked.body.return._id as string;
    const operator = await staffMember(server, 'operations');
    const step = (path: string) =>
      server.api('POST', `/admin/returns/${returnId}/${path}`, { token: operator.token });
    expect((await step('approve')).status).toBe(200);
    expect((await step('picked-up')).status).toBe(200);
    // Razorpay refuses first: the return stays picked up, and nothing is refunded.
    fake.failWith(500);
    const failed = await step('received');
    expect(failed.status).toBe(502);
    const done = await step('received');
    expect(done.status).toBe(200);
    expect(fake.seen.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/payments/${paymentId}/refund`,
      body: { amount: Math.round(p!.price * 100), notes: { order: order._id, return: returnId } },
    });
    expect(done.body.return).toMatchObject({
      status: 'received',
      refund: { id: expect.stringMatching(/^rfnd_/), status: 'processed' },
    });
  });

  it('answers 502 with the provider’s reason when Razorpay fails, and stores nothing', async () => {
    const { token } = await signUp(server);
    const address = (await addAddress(server, token))._id;
    const [p] = await someProducts(server, 1);
    await server.api('POST', '/product/cart', { token, body: { productId: p!._id, quantity: 1 } });
    fake.failWith(503);
    const res = await server.api('POST', '/product/razorpay/order', {
      token,
      body: { amount: Math.round(p!.price + 50) * 100, currency: 'INR', address },
    });
    expect(res.status).toBe(502);
    expect(res.body.message).toMatch(/^Failed to create Razorpay order/);
  });

  it('answers the webhook with 503 while no webhook secret is set', async () => {
    const res = await server.api('POST', '/product/razorpay/webhook', {
      body: { event: 'payment.captured' },
      headers: { 'x-razorpay-signature': 'x', 'x-razorpay-event-id': 'evt_1' },
    });
    expect(res.status).toBe(503);
  });
});
