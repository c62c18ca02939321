import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@petverse/api/contract';
import { startTestServer, type TestServer } from './harness';
import { ADMIN_TOKEN, codOrder } from './shopping.fixtures';

/** Operators move an order forward; its buyer sees each step in the order's timeline. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ app: { adminToken: ADMIN_TOKEN } });
});
afterAll(async () => {
  await server.close();
});

const advance = (id: string, status: string, token: string | null = ADMIN_TOKEN) =>
  server.api('POST', `/admin/orders/${id}/status`, {
    body: { status },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const ordersOf = async (token: string) =>
  (await server.api('GET', '/product/user-orders', { token })).body.data.data.orders as Order[];

describe('moving an order forward', () => {
  it('goes pending → confirmed → shipped → delivered, and the buyer sees the timeline', async () => {
    const { who, order } = await codOrder(server);
    expect(order.statusHistory).toEqual([{ status: 'pending', at: expect.any(String) }]);
    for (const status of ['confirmed', 'shipped', 'delivered']) {
      const res = await advance(order._id, status);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.message).toBe(`Order is now ${status}.`);
    }
    const [seen] = await ordersOf(who.token);
    expect(seen!.status).toBe('delivered');
    expect(seen!.statusHistory!.map((s) => s.status)).toEqual([
      'pending',
      'confirmed',
      'shipped',
      'delivered',
    ]);
    const times = seen!.statusHistory!.map((s) => Date.parse(s.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('refuses to go back, to repeat a step, or to leave delivered', async () => {
    const { order } = await codOrder(server);
    expect((await advance(order._id, 'shipped')).status).toBe(200);
    for (const status of ['confirmed', 'shipped']) {
      const res = await advance(order._id, status);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(`An order that is shipped cannot become ${status}.`);
    }
    expect((await advance(order._id, 'delivered')).status).toBe(200);
    expect((await advance(order._id, 'delivered')).status).toBe(409);
    expect((await advance(order._id, 'pending')).status).toBe(400);
    expect((await advance(order._id, 'cancelled')).status).toBe(400);
  });

  it('answers only the operator token, and an unknown order with 404', async () => {
    const { who, order } = await codOrder(server);
    expect((await advance(order._id, 'confirmed', null)).status).toBe(401);
    expect((await advance(order._id, 'confirmed', 'not-the-operator-token')).status).toBe(401);
    // A buyer's own session is not an operator's.
    expect((await advance(order._id, 'confirmed', who.token)).status).toBe(401);
    expect((await ordersOf(who.token))[0]!.status).toBe('pending');
    expect((await advance('00000000-0000-4000-8000-000000000000', 'confirmed')).status).toBe(404);
  });
});

describe('without ADMIN_TOKEN', () => {
  it('has no admin routes at all', async () => {
    const plain = await startTestServer();
    try {
      const res = await plain.api(
        'POST',
        '/admin/orders/00000000-0000-4000-8000-000000000000/status',
        {
          body: { status: 'confirmed' },
          headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
        },
      );
      expect(res.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
