import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentDeclined } from './provider';
import { razorpayProvider } from './razorpay';
import { sandboxProvider } from './sandbox';

// Recurring payments (ADR 024): the stored authorisation of a first payment, then charges on it.
const KEY_ID = 'rzp_test_FakeKey0002';
const KEY_SECRET = 'fake_secret_recurring_0123456789';
const CUSTOMER = 'cust_Fake00000001';
const TOKEN = 'token_Fake0000001';

interface Seen {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

/** A local stand-in for Razorpay's Payments, Orders and recurring payments APIs. */
function fakeRazorpay() {
  const seen: Seen[] = [];
  const orders = new Map<string, { amount: number; paid: boolean }>();
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      req.on('end', () => resolve(data));
    });
  const server: Server = createServer((req, res) => {
    void read(req).then((text) => {
      const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
      seen.push({ method: req.method ?? '', path: req.url ?? '', body });
      const reply = (status: number, json: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (
        req.headers.authorization !==
        `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`
      )
        return reply(401, { error: { description: 'Authentication failed' } });
      const payment = /^\/v1\/payments\/(pay_[A-Za-z0-9]+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && payment)
        return payment[1] === 'pay_WithMandate01'
          ? reply(200, {
              id: payment[1],
              entity: 'payment',
              customer_id: CUSTOMER,
              token_id: TOKEN,
              recurring: true,
            })
          : reply(200, { id: payment[1], entity: 'payment', customer_id: null, token_id: null });
      if (req.method === 'POST' && req.url === '/v1/orders') {
        const id = `order_${randomBytes(7).toString('hex')}`;
        orders.set(id, { amount: body.amount as number, paid: false });
        return reply(200, {
          id,
          entity: 'order',
          amount: body.amount,
          currency: body.currency,
          receipt: body.receipt,
          status: 'created',
        });
      }
      if (req.method === 'POST' && req.url === '/v1/payments/create/recurring') {
        const order = orders.get(body.order_id as string);
        if (!order || order.paid || order.amount !== body.amount)
          return reply(400, { error: { description: 'The order is not payable.' } });
        if (body.customer_id !== CUSTOMER || body.token !== TOKEN || body.recurring !== '1')
          return reply(400, { error: { description: 'The token is invalid.' } });
        order.paid = true;
        const paymentId = `pay_${randomBytes(7).toString('hex')}`;
        const orderId = body.order_id as string;
        return reply(200, {
          razorpay_payment_id: paymentId,
          razorpay_order_id: orderId,
          razorpay_signature: createHmac('sha256', KEY_SECRET)
            .update(`${orderId}|${paymentId}`)
            .digest('hex'),
        });
      }
      reply(404, { error: { description: 'not found' } });
    });
  });
  return { server, seen };
}

let fake: ReturnType<typeof fakeRazorpay>;
let apiUrl: string;

beforeAll(async () => {
  fake = fakeRazorpay();
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => fake.server.close(resolve));
});

const charge = (mandate: { customerId: string; token: string }, amount = 100_000) => ({
  mandate,
  amount,
  currency: 'INR' as const,
  receipt: 'renewal-1',
  email: 'asha@example.com',
  contact: '9876543210',
  description: 'Subscription: Adult Dog Food',
  notes: { subscription: 'sub-1' },
});

describe('the Razorpay provider’s recurring payments', () => {
  const provider = () => razorpayProvider({ keyId: KEY_ID, keySecret: KEY_SECRET, apiUrl });

  it('reads the customer and token a payment with recurring consent left, and none otherwise', async () => {
    expect(await provider().mandateOf('pay_WithMandate01')).toEqual({
      customerId: CUSTOMER,
      token: TOKEN,
    });
    expect(await provider().mandateOf('pay_NoMandate0001')).toBeNull();
  });

  it('charges a token: an order, then POST /v1/payments/create/recurring, signed as a checkout', async () => {
    fake.seen.length = 0;
    const paid = await provider().chargeRecurring(charge({ customerId: CUSTOMER, token: TOKEN }));
    expect(fake.seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST /v1/orders',
      'POST /v1/payments/create/recurring',
    ]);
    expect(fake.seen[0]!.body).toMatchObject({
      amount: 100_000,
      currency: 'INR',
      receipt: 'renewal-1',
    });
    expect(fake.seen[1]!.body).toMatchObject({
      email: 'asha@example.com',
      contact: '9876543210',
      amount: 100_000,
      currency: 'INR',
      order_id: paid.orderId,
      customer_id: CUSTOMER,
      token: TOKEN,
      recurring: '1',
    });
    expect(provider().verifyPayment(paid.orderId, paid.paymentId, paid.signature)).toBe(true);
  });

  it('says the charge was declined when Razorpay refuses the token', async () => {
    await expect(
      provider().chargeRecurring(charge({ customerId: CUSTOMER, token: 'token_Other000001' })),
    ).rejects.toBeInstanceOf(PaymentDeclined);
  });
});

describe('the sandbox’s recurring payments', () => {
  const sandbox = sandboxProvider(randomBytes(32).toString('hex'));

  it('leaves a token at a test payment and charges it, signed like a checkout payment', async () => {
    const { paymentId } = sandbox.pay('order_Abcdefghijklmn');
    const mandate = await sandbox.mandateOf(paymentId);
    expect(mandate).toMatchObject({ customerId: `cust_${paymentId.slice(4)}` });
    const paid = await sandbox.chargeRecurring(charge(mandate!));
    expect(paid.orderId).toMatch(/^order_/);
    expect(sandbox.verifyPayment(paid.orderId, paid.paymentId, paid.signature)).toBe(true);
  });

  it('refuses a token it did not make, or one made with another secret', async () => {
    const { paymentId } = sandbox.pay('order_Abcdefghijklmn');
    const mandate = (await sandbox.mandateOf(paymentId))!;
    await expect(
      sandbox.chargeRecurring(charge({ ...mandate, token: 'token_00000000000000' })),
    ).rejects.toBeInstanceOf(PaymentDeclined);
    const other = sandboxProvider(randomBytes(32).toString('hex'));
    await expect(other.chargeRecurring(charge(mandate))).rejects.toBeInstanceOf(PaymentDeclined);
  });
});
