import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FAILED_PAYMENTS_DAYS, type FailedPayment } from '@petverse/api/contract';
import { DAY, type SignedUp } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';
import { paymentOrders } from './tables';
import { cartPaymentOrder } from '../../test/shopping.fixtures';

/** A failed card payment leaves no order, but the Orders tab can say what happened to it. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const fail = (who: SignedUp | null, orderId: string) =>
  server.api('POST', '/payments/sandbox/fail', {
    ...(who ? { token: who.token } : {}),
    body: { order_id: orderId },
  });
const failedOf = async (who: SignedUp) => {
  const res = await server.api('GET', '/product/failed-payments', { token: who.token });
  expect(res.status).toBe(200);
  return res.body.data as FailedPayment[];
};

describe('failed payments', () => {
  it("lists an attempt the sandbox's 'Fail payment' failed, and the cart keeps its lines", async () => {
    const { who, orderId, amount } = await cartPaymentOrder(server);
    expect(await failedOf(who)).toEqual([]);
    const res = await fail(who, orderId);
    expect(res).toMatchObject({ status: 200, body: { status: 'failed' } });
    expect(await failedOf(who)).toEqual([
      { _id: expect.any(String), orderId, amount, itemCount: 1, createdAt: expect.any(String) },
    ]);
    const cart = await server.api('GET', '/product/cart', { token: who.token });
    expect(cart.body.cart.items ?? cart.body.cart).toHaveLength(1);
    const orders = await server.api('GET', '/product/user-orders', { token: who.token });
    expect(orders.body.data.data.orders).toEqual([]);
  });

  it('never marks a paid attempt failed', async () => {
    const { who, orderId } = await cartPaymentOrder(server);
    const paid = await server.api('POST', '/payments/sandbox/pay', {
      token: who.token,
      body: { order_id: orderId },
    });
    expect(paid.status).toBe(200);
    expect((await fail(who, orderId)).status).toBe(200);
    expect(await failedOf(who)).toEqual([]);
    const orders = await server.api('GET', '/product/user-orders', { token: who.token });
    expect(orders.body.data.data.orders).toHaveLength(1);
  });

  it(`keeps to the last ${FAILED_PAYMENTS_DAYS} days`, async () => {
    const { who, orderId } = await cartPaymentOrder(server);
    await fail(who, orderId);
    expect(await failedOf(who)).toHaveLength(1);
    // The attempt was made a day longer ago than the list reaches (sessions last less).
    await server.database.db
      .update(paymentOrders)
      .set({ createdAt: new Date(Date.now() - (FAILED_PAYMENTS_DAYS + 1) * DAY) })
      .where(eq(paymentOrders.providerOrderId, orderId));
    expect(await failedOf(who)).toEqual([]);
  });

  it("is each buyer's own: nobody fails or sees another's attempt", async () => {
    const a = await cartPaymentOrder(server);
    const b = await cartPaymentOrder(server);
    const stranger = await fail(b.who, a.orderId);
    expect(stranger.status).toBe(404);
    expect(await failedOf(a.who)).toEqual([]);
    await fail(a.who, a.orderId);
    expect(await failedOf(b.who)).toEqual([]);
    expect(await failedOf(a.who)).toHaveLength(1);
    expect((await fail(null, a.orderId)).status).toBe(401);
    expect((await server.api('GET', '/product/failed-payments')).status).toBe(401);
  });

  it('refuses a malformed order id with 400', async () => {
    const { who } = await cartPaymentOrder(server);
    const res = await fail(who, 'order id with spaces');
    expect(res).toMatchObject({ status: 400, body: { message: 'order_id is required' } });
  });
});
