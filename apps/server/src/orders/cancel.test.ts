import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@petverse/api/contract';
import { signUp, type SignedUp } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';
import { cartPaymentOrder, codOrder } from '../../test/shopping.fixtures';
import { staffMember } from '../../test/staff.fixtures';

/** Buyers cancel what has not shipped; what they paid comes back once, through the provider. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** An order paid in the sandbox checkout. */
async function paidOrder() {
  const { who, orderId } = await cartPaymentOrder(server);
  const paid = await server.api('POST', '/payments/sandbox/pay', {
    token: who.token,
    body: { order_id: orderId },
  });
  const verified = await server.api('POST', '/product/razorpay/verify', {
    token: who.token,
    body: paid.body,
  });
  expect(verified.status).toBe(201);
  return { who, order: verified.body.order as Order };
}

const cancel = (who: SignedUp | null, id: string) =>
  server.api('POST', `/product/orders/${id}/cancel`, who ? { token: who.token } : {});

describe('cancelling an order', () => {
  it('cancels an unpaid order: nothing to refund, and the timeline ends cancelled', async () => {
    const { who, order } = await codOrder(server);
    const res = await cancel(who, order._id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Order cancelled.');
    const cancelled = res.body.order as Order;
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.refund).toBeNull();
    expect(cancelled.statusHistory!.map((s) => s.status)).toEqual(['pending', 'cancelled']);
    const again = await cancel(who, order._id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order is already cancelled.');
  });

  it('refunds a paid order in full, once, even when asked twice at the same moment', async () => {
    const { who, order } = await paidOrder();
    const [a, b] = await Promise.all([cancel(who, order._id), cancel(who, order._id)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const done = (a.status === 200 ? a : b).body;
    expect(done.message).toBe('Order cancelled. Your refund is on its way.');
    expect((done.order as Order).refund).toEqual({
      id: expect.stringMatching(/^rfnd_/),
      status: 'processed',
    });
    const listed = (await server.api('GET', '/product/user-orders', { token: who.token })).body.data
      .data.orders as Order[];
    expect(listed[0]).toMatchObject({ status: 'cancelled', refund: { status: 'processed' } });
  });

  it('may cancel a confirmed order, not a shipped or delivered one', async () => {
    const operator = await staffMember(server, 'operations');
    const advance = (id: string, status: string) =>
      server.api('POST', `/admin/orders/${id}/status`, {
        body:
          status === 'shipped'
            ? { status, courier: 'Delhivery', trackingNumber: 'DL1' }
            : { status },
        token: operator.token,
      });
    const confirmed = await codOrder(server);
    await advance(confirmed.order._id, 'confirmed');
    expect((await cancel(confirmed.who, confirmed.order._id)).status).toBe(200);

    const shipped = await paidOrder();
    await advance(shipped.order._id, 'shipped');
    const refused = await cancel(shipped.who, shipped.order._id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'An order that is shipped can no longer be cancelled. Once it is delivered, you can return items within 7 days.',
    );
    // An operator cannot move a cancelled order on either.
    expect((await advance(confirmed.order._id, 'shipped')).status).toBe(409);
  });

  it('is for the order’s buyer only', async () => {
    const { who, order } = await paidOrder();
    const other = await signUp(server);
    expect((await cancel(null, order._id)).status).toBe(401);
    const byOther = await cancel(other, order._id);
    expect(byOther.status).toBe(404);
    expect(byOther.body).toEqual({ message: 'Order not found' });
    const listed = (await server.api('GET', '/product/user-orders', { token: who.token })).body.data
      .data.orders as Order[];
    expect(listed[0]!.status).toBe('pending');
    expect((await cancel(who, 'not-an-id')).status).toBe(400);
  });
});
