import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { BookShipmentsResponse, Order } from '@petverse/api/contract';
import { orderStatusEvents } from '../orders/tables';
import { auditLog } from '../staff/tables';
import { startTestServer, type TestServer } from '../../test/harness';
import { pdfText } from '../../test/pdfText';
import { codOrder } from '../../test/shopping.fixtures';
import { staffMember, type StaffSession } from '../../test/staff.fixtures';
import { trackingSignature } from './courier';

/** Booking couriers for orders, their labels, and the courier's tracking webhook (issue 55). */
const SECRET = 'courier-webhook-secret-for-tests-0123456789';
let server: TestServer;
let ops: StaffSession;
let catalogue: StaffSession;
beforeAll(async () => {
  server = await startTestServer({ app: { shipping: { webhookSecret: SECRET } } });
  ops = await staffMember(server, 'operations');
  catalogue = await staffMember(server, 'catalogue');
});
afterAll(async () => {
  await server.close();
});

const book = (orderIds: unknown, token = ops.token) =>
  server.api('POST', '/admin/orders/shipments', { token, body: { orderIds } });
const ordersOf = async (token: string) =>
  (await server.api('GET', '/product/user-orders', { token })).body.data.data.orders as Order[];
/** The raw bytes of a GET, as a browser downloads a file. */
const download = (path: string, token: string) =>
  fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
/** Posts a tracking event as the courier does, signed (or with the signature given). */
const track = (event: Record<string, unknown>, signature?: string) => {
  const body = JSON.stringify(event);
  return server.api('POST', '/shipping/webhook', {
    body: event,
    headers: { 'x-courier-signature': signature ?? trackingSignature(body, SECRET) },
  });
};

describe('booking a courier for the morning’s orders', () => {
  it('ships every order it can, prints one label PDF, and says which order failed and why', async () => {
    const placed = await Promise.all([codOrder(server), codOrder(server), codOrder(server)]);
    const cancelled = await codOrder(server);
    await server.api('POST', `/admin/orders/${cancelled.order._id}/cancel`, {
      token: ops.token,
      body: { reason: 'Buyer asked by phone' },
    });
    const ids = [...placed.map((p) => p.order._id), cancelled.order._id];
    const res = await book(ids);
    expect(res.status).toBe(200);
    const body = res.body as BookShipmentsResponse;
    expect(body.results.map((r) => [r.orderId, r.ok])).toEqual(ids.map((id, i) => [id, i < 3]));
    expect(body.results[3]).toMatchObject({
      ok: false,
      message: 'An order that is cancelled cannot become shipped.',
    });
    expect(body.message).toBe(
      `3 booked, 1 failed: #${cancelled.order._id.slice(-8)} An order that is cancelled cannot become shipped.`,
    );
    const booked = body.results.filter((r) => r.ok);
    expect(new Set(booked.map((r) => r.labelUrl))).toEqual(new Set([body.labelUrl]));
    for (const r of booked) expect(r.awb).toMatch(/^SBX\d{11}$/);

    // The buyer sees the courier, the tracking number and where to follow the parcel.
    const [seen] = await ordersOf(placed[0].who.token);
    expect(seen).toMatchObject({
      status: 'shipped',
      courier: 'Petverse Sandbox Courier',
      trackingNumber: booked[0]!.awb,
      trackingUrl: booked[0]!.trackingUrl,
    });
    const page = await fetch(booked[0]!.trackingUrl.replace(/^https?:\/\/[^/]+/, server.url));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(booked[0]!.awb);

    // One PDF, a page per parcel, for staff who handle orders only.
    const pdf = await download(body.labelUrl!, ops.token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    for (const r of booked) expect(text).toContain(r.ok ? r.awb : '');
    expect(text).toContain('COD: collect Rs.');
    expect((await download(body.labelUrl!, catalogue.token)).status).toBe(403);
    expect((await fetch(`${server.url}${body.labelUrl!}`)).status).toBe(401);

    // Each order is on the audit log and its timeline, by the staff member who booked it.
    for (const r of booked) {
      const entries = await server.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, r.orderId), eq(auditLog.action, 'order.shipment')));
      expect(entries).toHaveLength(1);
      expect(entries[0]!.staffName).toBe(ops.name);
    }
    const cancelledEntries = await server.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.targetId, cancelled.order._id), eq(auditLog.action, 'order.shipment')),
      );
    expect(cancelledEntries).toHaveLength(0);
  });

  it('prints the labels of booked orders again, as one PDF, and says which order has none', async () => {
    const booked = await codOrder(server);
    const unbooked = await codOrder(server);
    const { awb } = (await book([booked.order._id])).body.results[0];
    const res = await server.api('POST', '/admin/orders/shipments/labels', {
      token: ops.token,
      body: { orderIds: [booked.order._id, unbooked.order._id] },
    });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      { orderId: booked.order._id, ok: true },
      { orderId: unbooked.order._id, ok: false, message: 'No courier is booked for this order.' },
    ]);
    const pdf = await download(res.body.labelUrl, ops.token);
    expect(pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain(awb);
    const none = await server.api('POST', '/admin/orders/shipments/labels', {
      token: ops.token,
      body: { orderIds: [unbooked.order._id] },
    });
    expect(none.body.labelUrl).toBeNull();
    expect(
      (await server.api('POST', '/admin/orders/shipments/labels', { token: ops.token, body: {} }))
        .status,
    ).toBe(400);
  });

  it('refuses to book an order twice', async () => {
    const { order } = await codOrder(server);
    const first = await book([order._id]);
    expect(first.body.results[0].ok).toBe(true);
    const again = await book([order._id]);
    expect(again.status).toBe(200);
    expect(again.body.results[0]).toMatchObject({ ok: false });
    expect(again.body.results[0].message).toMatch(
      /^(A courier is already booked \(AWB SBX\d{11}\)\.|An order that is shipped cannot become shipped\.)$/,
    );
    expect(again.body.labelUrl).toBeNull();
  });

  it('answers bad input with a clear 400 and changes nothing', async () => {
    const { order, who } = await codOrder(server);
    for (const [orderIds, message] of [
      [undefined, /orderIds/],
      [[], /orderIds must list 1 to 100 different orders\./],
      [['not-an-id'], /Each of orderIds must be an order’s id\./],
      [[order._id, order._id], /orderIds must list 1 to 100 different orders\./],
      ['abc', /orderIds/],
    ] as const) {
      const res = await book(orderIds);
      expect(res.status, JSON.stringify(orderIds)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const unknown = await book(['00000000-0000-4000-8000-000000000000']);
    expect(unknown.body.results[0]).toMatchObject({ ok: false, message: 'Order not found.' });
    expect((await ordersOf(who.token))[0]!.status).toBe('pending');
  });
});

describe('the courier’s tracking webhook', () => {
  async function shippedOrder() {
    const placed = await codOrder(server);
    const res = await book([placed.order._id]);
    return { ...placed, awb: res.body.results[0].awb as string };
  }
  /** The buyer's queued order mails, by status, oldest first (the mail worker is off in tests). */
  const mailsOf = async (to: string) => {
    const result = await server.database.db.execute(
      sql`select data->'mail'->>'status' as status, data->'mail'->>'trackingUrl' as "trackingUrl"
          from pgboss.job where name = 'mail' and data->'mail'->>'to' = ${to}
          and data->'mail'->>'kind' = 'order-status' order by created_on`,
    );
    return (result as { rows: { status: string; trackingUrl: string | null }[] }).rows;
  };
  const timeline = async (orderId: string) =>
    (
      await server.database.db
        .select({ status: orderStatusEvents.status })
        .from(orderStatusEvents)
        .where(eq(orderStatusEvents.orderId, orderId))
    ).map((e) => e.status);

  it('refuses an unsigned or wrongly signed event, and changes nothing', async () => {
    const { awb, order } = await shippedOrder();
    const event = { awb, current_status: 'DELIVERED', current_timestamp: '2026-12-08 10:00:00' };
    const unsigned = await server.api('POST', '/shipping/webhook', { body: event });
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.message).toBe('Invalid webhook signature');
    expect((await track(event, 'a'.repeat(64))).status).toBe(400);
    expect(await timeline(order._id)).not.toContain('delivered');
  });

  it('moves the order to out for delivery, then delivered, once however often it is posted', async () => {
    const { awb, order, who } = await shippedOrder();
    const out = {
      awb,
      current_status: 'OUT FOR DELIVERY',
      current_status_id: 17,
      current_timestamp: '2026-12-08 09:12:00',
    };
    expect((await track(out)).body).toEqual({
      status: 'recorded',
      state: 'out-for-delivery',
      order: 'out-for-delivery',
    });
    expect((await track(out)).body).toEqual({ status: 'duplicate' });
    expect((await ordersOf(who.token))[0]!.status).toBe('out-for-delivery');
    const delivered = {
      awb,
      current_status: 'DELIVERED',
      current_status_id: 7,
      current_timestamp: '2026-12-08T13:40:00+05:30',
    };
    expect((await track(delivered)).body.order).toBe('delivered');
    // A late scan moves nothing back.
    const late = { awb, current_status: 'IN TRANSIT', current_timestamp: '2026-12-08 08:00:00' };
    expect((await track(late)).body).toEqual({
      status: 'recorded',
      state: 'in-transit',
      order: null,
    });
    expect((await ordersOf(who.token))[0]!.status).toBe('delivered');
    expect(await timeline(order._id)).toEqual([
      'pending',
      'shipped',
      'out-for-delivery',
      'delivered',
    ]);
    // The buyer is mailed once a step, with the tracking link while the parcel is on its way.
    const mails = await mailsOf(who.email);
    expect(mails.map((m) => m.status)).toEqual(['shipped', 'out-for-delivery', 'delivered']);
    expect(mails[1]!.trackingUrl).toMatch(new RegExp(`/api/shipping/sandbox/track/${awb}$`));
  });

  it('keeps a failed attempt (NDR) without moving the order, and returns to origin (RTO)', async () => {
    const { awb, who } = await shippedOrder();
    const ndr = {
      awb,
      current_status: 'UNDELIVERED',
      current_timestamp: '2026-12-08 18:00:00',
      reason: 'Customer not reachable',
    };
    expect((await track(ndr)).body).toEqual({
      status: 'recorded',
      state: 'undelivered',
      order: null,
    });
    expect((await ordersOf(who.token))[0]!.status).toBe('shipped');
    const rto = { awb, current_status: 'RTO INITIATED', current_timestamp: '2026-12-10 11:00:00' };
    expect((await track(rto)).body.order).toBe('rto');
    expect((await ordersOf(who.token))[0]!.status).toBe('rto');
  });

  it('answers bad events with a clear 400, and an air waybill that is not ours with 200', async () => {
    for (const [event, message] of [
      [
        { current_status: 'DELIVERED', current_timestamp: '2026-12-08 10:00:00' },
        'awb must be an air waybill number.',
      ],
      [
        { awb: 'SBX12345678901', current_timestamp: '2026-12-08 10:00:00' },
        'current_status must be the courier’s status.',
      ],
      [
        { awb: 'SBX12345678901', current_status: 'DELIVERED', current_timestamp: 'yesterday' },
        'current_timestamp must be the event’s time.',
      ],
    ] as const) {
      const res = await track(event);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const notOurs = await track({
      awb: 'SBX99999999999',
      current_status: 'DELIVERED',
      current_timestamp: '2026-12-08 10:00:00',
    });
    expect(notOurs.status).toBe(200);
    expect(notOurs.body).toEqual({ status: 'unknown-awb' });
  });
});
