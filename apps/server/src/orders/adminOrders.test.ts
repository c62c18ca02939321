import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminOrderDetail, Order } from '@petverse/api/contract';
import { products } from '../catalogue/tables';
import { signUp } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';
import { cartPaymentOrder, codOrder } from '../../test/shopping.fixtures';
import { ownerOf, staffMember, type StaffSession } from '../../test/staff.fixtures';

/** The order queue and what operations staff do with an order; the buyer sees each step. */
let server: TestServer;
let ops: StaffSession;
beforeAll(async () => {
  server = await startTestServer();
  ops = await staffMember(server, 'operations');
});
afterAll(async () => {
  await server.close();
});

const act = (id: string, body: Record<string, unknown>, token = ops.token) =>
  server.api('POST', `/admin/orders/${id}/status`, { token, body });
const detail = async (id: string) =>
  (await server.api('GET', `/admin/orders/${id}`, { token: ops.token })).body as AdminOrderDetail;
const ordersOf = async (token: string) =>
  (await server.api('GET', '/product/user-orders', { token })).body.data.data.orders as Order[];

async function paidOrder() {
  const { who, orderId } = await cartPaymentOrder(server);
  const paid = await server.api('POST', '/payments/sandbox/pay', {
    token: who.token,
    body: { order_id: orderId },
  });
  expect(paid.status).toBe(200);
  const [order] = await ordersOf(who.token);
  return { who, order: order! };
}

describe('moving an order along', () => {
  it('goes confirmed → packed → shipped (courier and tracking number) → delivered, and the buyer sees it', async () => {
    const { who, order } = await codOrder(server);
    expect((await act(order._id, { status: 'confirmed' })).body.message).toBe(
      'Order is now confirmed.',
    );
    expect((await act(order._id, { status: 'packed' })).status).toBe(200);
    const shipped = await act(order._id, {
      status: 'shipped',
      courier: 'Delhivery',
      trackingNumber: 'DLV 1234-5678',
    });
    expect(shipped.status).toBe(200);
    const [seen] = await ordersOf(who.token);
    expect(seen).toMatchObject({
      status: 'shipped',
      courier: 'Delhivery',
      trackingNumber: 'DLV 1234-5678',
    });
    expect(seen!.statusHistory!.map((s) => s.status)).toEqual([
      'pending',
      'confirmed',
      'packed',
      'shipped',
    ]);
    expect((await act(order._id, { status: 'delivered' })).status).toBe(200);
    const after = await detail(order._id);
    expect(after.events.map((e) => [e.status, e.by])).toEqual([
      ['pending', null],
      ['confirmed', ops.name],
      ['packed', ops.name],
      ['shipped', ops.name],
      ['delivered', ops.name],
    ]);
    expect(after.events[3]!.note).toBe('Delhivery, tracking number DLV 1234-5678');
    expect(after.actions).toEqual({ services: false, next: [], cancel: false, collect: true });
  });

  it('refuses to ship without both the courier and the tracking number', async () => {
    const { order } = await codOrder(server);
    for (const body of [
      { status: 'shipped' },
      { status: 'shipped', courier: 'Delhivery' },
      { status: 'shipped', trackingNumber: 'DL1' },
      { status: 'shipped', courier: '  ', trackingNumber: 'DL1' },
    ]) {
      const res = await act(order._id, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Shipping needs the courier’s name and the tracking number.');
    }
    expect((await detail(order._id)).order.status).toBe('pending');
  });

  it('never goes back, repeats a step, or moves a cancelled or delivered order', async () => {
    const { order } = await codOrder(server);
    expect((await act(order._id, { status: 'packed' })).status).toBe(200);
    for (const status of ['confirmed', 'packed']) {
      const res = await act(order._id, { status });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(`An order that is packed cannot become ${status}.`);
    }
    expect((await act(order._id, { status: 'pending' })).status).toBe(400);
    expect((await act(order._id, { status: 'cancelled' })).status).toBe(400);
    const cancelled = await codOrder(server);
    await server.api('POST', `/admin/orders/${cancelled.order._id}/cancel`, {
      token: ops.token,
      body: { reason: 'Buyer asked by phone' },
    });
    expect((await act(cancelled.order._id, { status: 'confirmed' })).status).toBe(409);
    expect(
      (await act('00000000-0000-4000-8000-000000000000', { status: 'confirmed' })).status,
    ).toBe(404);
  });
});

describe('cancelling', () => {
  it('refunds a paid order in full through its provider, gives its stock back, and logs it', async () => {
    const { who, order } = await paidOrder();
    const productId = order.items[0]!.itemId._id;
    // Read where it is kept (the store's product answers are kept a few seconds).
    const stockOf = async () =>
      (
        await server.database.db
          .select({ stock: products.stock })
          .from(products)
          .where(eq(products.id, productId))
      )[0]!.stock;
    const before = await stockOf();
    const res = await server.api('POST', `/admin/orders/${order._id}/cancel`, {
      token: ops.token,
      body: { reason: 'Damaged in the warehouse' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/^Order cancelled and ₹\d+ refunded \(rfnd_/);
    expect(res.body.detail.order).toMatchObject({
      status: 'cancelled',
      refund: { status: 'processed' },
    });
    expect(await stockOf()).toBe(before + order.items[0]!.quantity);
    const [seen] = await ordersOf(who.token);
    expect(seen).toMatchObject({ status: 'cancelled', refund: { status: 'processed' } });
    // Once only: the second cancel changes nothing and refunds nothing.
    const again = await server.api('POST', `/admin/orders/${order._id}/cancel`, {
      token: ops.token,
      body: { reason: 'Again' },
    });
    expect(again.status).toBe(409);
    expect(await stockOf()).toBe(before + order.items[0]!.quantity);

    const owner = await ownerOf(server);
    const audit = await server.api('GET', `/admin/audit?target=${order._id}`, {
      token: owner.token,
    });
    expect(audit.body.entries).toHaveLength(1);
    expect(audit.body.entries[0]).toMatchObject({
      action: 'order.cancel',
      staff: { name: ops.name, email: ops.email },
      target: { type: 'order', id: order._id },
      before: { status: 'pending', paymentStatus: 'completed' },
      after: {
        status: 'cancelled',
        reason: 'Damaged in the warehouse',
        refund: { id: expect.stringMatching(/^rfnd_/), amount: order.totalPrice },
      },
    });
  });

  it('needs a reason, and refunds nothing for an unpaid cash-on-delivery order', async () => {
    const { order } = await codOrder(server);
    const none = await server.api('POST', `/admin/orders/${order._id}/cancel`, {
      token: ops.token,
      body: { reason: ' ' },
    });
    expect(none.status).toBe(400);
    const res = await server.api('POST', `/admin/orders/${order._id}/cancel`, {
      token: ops.token,
      body: { reason: 'Out of delivery area' },
    });
    expect(res.body.message).toBe(
      'Order cancelled. Nothing had been paid, so nothing was refunded.',
    );
    expect(res.body.detail.order.refund).toBeNull();
  });
});

describe('cash on delivery', () => {
  it('is marked collected once delivered, and only then', async () => {
    const { who, order } = await codOrder(server);
    const collect = () =>
      server.api('POST', `/admin/orders/${order._id}/collect`, { token: ops.token });
    expect((await collect()).status).toBe(409);
    await act(order._id, { status: 'delivered' });
    const res = await collect();
    expect(res.status).toBe(200);
    expect(res.body.detail.order.paymentStatus).toBe('completed');
    expect((res.body.detail as AdminOrderDetail).events.at(-1)).toMatchObject({
      note: 'Cash collected',
      by: ops.name,
    });
    expect((await collect()).status).toBe(409);
    const [seen] = await ordersOf(who.token);
    expect(seen!.paymentStatus).toBe('completed');
    // Collecting is not a new step of the buyer's timeline.
    expect(seen!.statusHistory!.map((s) => s.status)).toEqual(['pending', 'delivered']);
  });
});

describe('the queue', () => {
  it('filters by status, payment and search, with counts per status and pages', async () => {
    const fresh = await startTestServer();
    try {
      const staff = await staffMember(fresh, 'operations');
      const made = [];
      for (let i = 0; i < 3; i++) made.push(await codOrder(fresh));
      await fresh.api('POST', `/admin/orders/${made[0]!.order._id}/status`, {
        token: staff.token,
        body: { status: 'confirmed' },
      });
      const queue = (query: string) =>
        fresh.api('GET', `/admin/orders${query}`, { token: staff.token });
      const all = await queue('');
      expect(all.status).toBe(200);
      expect(all.body.counts).toEqual({ all: 3, pending: 2, confirmed: 1 });
      expect((all.body.orders as { _id: string }[]).map((o) => o._id)).toEqual(
        made.map((m) => m.order._id).reverse(),
      );
      expect(all.body.orders[0]).toMatchObject({
        status: 'pending',
        paymentMethod: 'Cash on Delivery',
        itemCount: 1,
        buyer: { name: 'Asha Rao', email: made[2]!.who.email },
        city: 'Pune',
        pincode: '411001',
      });
      const pending = await queue('?status=pending&limit=1&page=2');
      expect(pending.body.orders).toHaveLength(1);
      expect(pending.body.pagination).toEqual({ page: 2, limit: 1, total: 2, totalPages: 2 });
      expect(pending.body.orders[0]._id).toBe(made[1]!.order._id);

      const short = made[1]!.order._id.slice(-8);
      expect(
        ((await queue(`?q=%23${short}`)).body.orders as { _id: string }[]).map((o) => o._id),
      ).toEqual([made[1]!.order._id]);
      expect((await queue(`?q=${made[2]!.who.email.toUpperCase()}`)).body.counts.all).toBe(1);
      expect((await queue('?q=9876543210')).body.counts.all).toBe(3);
      expect((await queue('?pincode=411001&state=maharashtra')).body.counts.all).toBe(3);
      expect((await queue('?pincode=110001')).body.counts.all).toBe(0);
      expect((await queue('?paymentMethod=Razorpay')).body.counts.all).toBe(0);
      const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
      expect((await queue(`?from=${today}&to=${today}`)).body.counts.all).toBe(3);
      expect((await queue('?to=2020-01-01')).body.counts.all).toBe(0);
      for (const bad of ['?status=lost', '?pincode=12', '?from=25-11-2026', '?limit=1000']) {
        const res = await queue(bad);
        expect(res.status, bad).toBe(400);
      }
    } finally {
      await fresh.close();
    }
  });

  it('shows an order’s buyer, lines, address and payment to operations', async () => {
    const { order } = await paidOrder();
    const got = await detail(order._id);
    expect(got.order).toMatchObject({
      _id: order._id,
      paymentMethod: 'Sandbox',
      paymentId: expect.stringMatching(/^pay_/),
      address: { city: 'Pune', pincode: '411001' },
    });
    expect(got.buyer).toMatchObject({ name: 'Asha Rao', orders: 1 });
    expect(got.actions).toEqual({
      services: false,
      next: ['confirmed', 'packed', 'shipped', 'delivered'],
      cancel: true,
      collect: false,
    });
  });
});

describe('a buyer’s order', () => {
  it('is refused to staff without the orders area, and to another buyer', async () => {
    const { order } = await codOrder(server);
    const catalogue = await staffMember(server, 'catalogue');
    expect((await act(order._id, { status: 'confirmed' }, catalogue.token)).status).toBe(403);
    const other = await signUp(server);
    const res = await server.api('POST', `/admin/orders/${order._id}/status`, {
      token: other.token,
      body: { status: 'confirmed' },
    });
    expect(res.status).toBe(403);
    expect((await detail(order._id)).order.status).toBe('pending');
  });
});
