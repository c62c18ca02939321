import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  type AdminOrdersResponse,
  type DashboardResponse,
  todayInIndia,
  RETURN_MESSAGES,
  type AdminOrderDetail,
  type AdminReturn,
  type Order,
  type OrderReturn,
  type ReturnOptionsResponse,
  saying,
  type Text,
} from '@petverse/api/contract';
import { products } from '../catalogue/tables';
import { invoices } from '../invoices/tables';
import { orderStatusEvents } from '../orders/tables';
import { auditLog } from '../staff/tables';
import { PNG, form, signUp, type SignedUp } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';
import { addAddress, deliver, payCart, someProducts } from '../../test/shopping.fixtures';
import { staffMember, type StaffSession } from '../../test/staff.fixtures';

// Issue 38, item 5: returns within 7 days of delivery, refunded on receipt (ADR 023).
let server: TestServer;
let operations: StaffSession;
let catalogue: StaffSession;
/** A toy at ₹500, a leash at ₹1,500 and a medicine at ₹300, plenty in stock. */
let toy: string;
let leash: string;
let medicine: string;

beforeAll(async () => {
  server = await startTestServer();
  operations = await staffMember(server, 'operations');
  catalogue = await staffMember(server, 'catalogue');
  const [a, b, c] = await someProducts(server, 3);
  const set = (id: string, category: string, pricePaise: number) =>
    server.database.db
      .update(products)
      .set({ category, pricePaise, stock: 10_000, mrpPaise: null })
      .where(eq(products.id, id));
  await set(a!._id, 'toys', 50_000);
  await set(b!._id, 'accessories', 150_000);
  await set(c!._id, 'health', 30_000);
  [toy, leash, medicine] = [a!._id, b!._id, c!._id];
});
afterAll(async () => {
  await server.close();
});

type Buyer = SignedUp & { address: string };

async function buyer(lines: [string, number][]): Promise<Buyer> {
  const who = await signUp(server);
  const address = (await addAddress(server, who.token))._id;
  for (const [productId, quantity] of lines) {
    const added = await server.api('POST', '/product/cart', {
      token: who.token,
      body: { productId, quantity },
    });
    if (added.status !== 200) throw new Error(`cart: ${added.status}`);
  }
  return { ...who, address };
}

/** A delivered order paid in the sandbox (Economy: ₹50 shipping). */
async function deliveredPaidOrder(lines: [string, number][]) {
  const who = await buyer(lines);
  const order = await payCart(server, who.token, who.address);
  await deliver(server, order._id);
  return { who, order };
}

/** A delivered cash order, with a coupon when given. */
async function deliveredCashOrder(lines: [string, number][], couponCode?: string) {
  const who = await buyer(lines);
  const res = await server.api('POST', '/product/order', {
    token: who.token,
    body: {
      orderData: {
        shippingType: 'Economy',
        address: who.address,
        ...(couponCode ? { couponCode } : {}),
      },
    },
  });
  if (res.status !== 201) throw new Error(`order: ${res.status} ${JSON.stringify(res.body)}`);
  const order = res.body.order as Order;
  await deliver(server, order._id);
  return { who, order };
}

const lineOf = (order: Order, productId: string) =>
  order.items.find((i) => i.itemId._id === productId)!._id;

const ask = (
  who: { token: string },
  orderId: string,
  fields: {
    lines: { itemId: string; quantity: number }[];
    reason: string;
    note?: string;
    picture?: Buffer;
    /** Where a cash order's refund goes (a card's ignores it): a UPI ID unless given. */
    refundTo?: Record<string, string> | null;
  },
) =>
  server.api('POST', `/product/orders/${orderId}/returns`, {
    token: who.token,
    body: form({
      lines: JSON.stringify(fields.lines),
      reason: fields.reason,
      ...(fields.note ? { note: fields.note } : {}),
      ...(fields.picture ? { picture: fields.picture } : {}),
      ...(fields.refundTo === null
        ? {}
        : (fields.refundTo ?? { refundKind: 'upi', upiId: 'asha.rao@okaxis' })),
    }),
  });

const step = (id: string, path: string, body?: unknown, token = operations.token) =>
  server.api('POST', `/admin/returns/${id}/${path}`, { token, ...(body ? { body } : {}) });

async function receive(id: string) {
  expect((await step(id, 'approve')).status).toBe(200);
  expect((await step(id, 'picked-up')).status).toBe(200);
  const done = await step(id, 'received');
  expect(done.status).toBe(200);
  return done.body.return as AdminReturn;
}

interface MailRow {
  data: { mail: { status: string }; attach?: unknown };
}
const mailJobs = async (to: string) => {
  const result = await server.database.db.execute(
    sql`select data from pgboss.job where name = 'mail' and data->'mail'->>'to' = ${to}
        and data->'mail'->>'kind' = 'return-update' order by created_on, id`,
  );
  return (result as { rows: MailRow[] }).rows.map((r) => r.data);
};

describe('asking for a return', () => {
  it('refuses each case with its own message', async () => {
    // Not delivered yet.
    const early = await buyer([[toy, 1]]);
    const placed = await payCart(server, early.token, early.address);
    const notYet = await ask(early, placed._id, {
      lines: [{ itemId: placed.items[0]!._id, quantity: 1 }],
      reason: 'no-longer-needed',
    });
    expect(notYet.status).toBe(409);
    expect(notYet.body).toEqual({ message: RETURN_MESSAGES.notDelivered });

    const { who, order } = await deliveredPaidOrder([
      [toy, 2],
      [medicine, 1],
    ]);
    const toyLine = lineOf(order, toy);
    const medLine = lineOf(order, medicine);
    const refuse = async (fields: Parameters<typeof ask>[2], status: number, text: Text) => {
      const res = await ask(who, order._id, fields);
      expect(res.status).toBe(status);
      // English for every reader; its template and values too when it has values.
      expect(res.body).toEqual(saying(text));
    };
    await refuse(
      { lines: [{ itemId: medLine, quantity: 1 }], reason: 'no-longer-needed' },
      409,
      RETURN_MESSAGES.notReturnable(order.items.find((i) => i._id === medLine)!.itemId.name),
    );
    const toyName = order.items.find((i) => i._id === toyLine)!.itemId.name;
    await refuse(
      { lines: [{ itemId: toyLine, quantity: 3 }], reason: 'no-longer-needed' },
      409,
      RETURN_MESSAGES.tooMany(toyName, 2),
    );
    await refuse(
      { lines: [{ itemId: toyLine, quantity: 1 }], reason: 'damaged' },
      400,
      RETURN_MESSAGES.pictureNeeded,
    );
    await refuse({ lines: [], reason: 'other' }, 400, RETURN_MESSAGES.noLines);
    await refuse(
      { lines: [{ itemId: order._id, quantity: 1 }], reason: 'other' },
      400,
      RETURN_MESSAGES.unknownLine,
    );
    const bad = await server.api('POST', `/product/orders/${order._id}/returns`, {
      token: who.token,
      body: form({ lines: 'not json', reason: 'other' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: RETURN_MESSAGES.badLines });
    const badReason = await ask(who, order._id, {
      lines: [{ itemId: toyLine, quantity: 1 }],
      reason: 'bored',
    });
    expect(badReason.status).toBe(400);

    // Someone else's order is not found; nobody signed in is told to sign in.
    const other = await signUp(server);
    const theirs = await ask(other, order._id, {
      lines: [{ itemId: toyLine, quantity: 1 }],
      reason: 'other',
    });
    expect(theirs.status).toBe(404);
    expect(
      (await server.api('GET', `/product/orders/${order._id}/returns`, { token: other.token }))
        .status,
    ).toBe(404);

    // One open return holds its units: a second for them waits for it.
    const first = await ask(who, order._id, {
      lines: [{ itemId: toyLine, quantity: 2 }],
      reason: 'damaged',
      picture: PNG,
      note: 'The box was crushed.',
    });
    expect(first.status).toBe(201);
    expect(first.body.return).toMatchObject({
      status: 'requested',
      reason: 'damaged',
      note: 'The box was crushed.',
      picture: expect.stringMatching(/^\/api\/uploads\/[0-9a-f]{32}\.png$/),
    });
    await refuse(
      { lines: [{ itemId: toyLine, quantity: 1 }], reason: 'other' },
      409,
      RETURN_MESSAGES.alreadyOpen(toyName),
    );
    const options = (
      await server.api('GET', `/product/orders/${order._id}/returns`, { token: who.token })
    ).body as ReturnOptionsResponse;
    expect(options.refusal).toBeNull();
    expect(options.lines.map((l) => l.quantity)).toEqual([0, 0]);

    // Past the window: delivered 8 days ago.
    await server.database.db
      .update(orderStatusEvents)
      .set({ at: new Date(server.clock.now().getTime() - 8 * 86_400_000) })
      .where(
        and(eq(orderStatusEvents.orderId, order._id), eq(orderStatusEvents.status, 'delivered')),
      );
    await refuse(
      { lines: [{ itemId: toyLine, quantity: 1 }], reason: 'other' },
      409,
      RETURN_MESSAGES.windowPassed,
    );
  });
});

describe('an operator takes a return through', () => {
  it('refunds the returned units once on receipt, with a credit note, a mail and the timeline', async () => {
    const { who, order } = await deliveredPaidOrder([
      [toy, 2],
      [leash, 1],
    ]);
    expect(order.totalPrice).toBe(2550);
    const asked = await ask(who, order._id, {
      lines: [{ itemId: lineOf(order, toy), quantity: 1 }],
      reason: 'no-longer-needed',
    });
    expect(asked.status).toBe(201);
    const id = (asked.body.return as OrderReturn)._id;

    // Receiving before it is picked up is refused; so is picking up before approval.
    expect((await step(id, 'received')).status).toBe(409);
    const early = await step(id, 'picked-up');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('A return that is requested cannot be marked picked up.');
    expect((await step(id, 'approve')).body.message).toBe('Return approved.');
    expect((await step(id, 'approve')).body.message).toBe(
      'Nothing to do: the return is already approved.',
    );
    expect((await step(id, 'reject', { reason: 'Too late' })).status).toBe(409);
    expect((await step(id, 'picked-up')).status).toBe(200);

    // Two operators mark it received at the same moment: one refund.
    const placedOn = todayInIndia(new Date(order.createdAt));
    const sales = async () =>
      (
        (await server.api('GET', '/admin/dashboard', { token: operations.token }))
          .body as DashboardResponse
      ).days!.find((d) => d.date === placedOn)!;
    const before = await sales();
    const [a, b] = await Promise.all([step(id, 'received'), step(id, 'received')]);
    // The dashboard's sales of the order's day are net of it (issue 55 item 1).
    const after = await sales();
    expect(after.refunded - before.refunded).toBe(500);
    expect(before.revenue - after.revenue).toBe(500);
    expect([a.status, b.status]).toEqual([200, 200]);
    const messages = [a.body.message, b.body.message].sort();
    expect(messages[0]).toBe('Nothing to do: the return is already received and refunded.');
    expect(messages[1]).toMatch(/^Return received and ₹500 refunded \(rfnd_test_/);
    const done = a.body.return as AdminReturn;
    expect(done).toMatchObject({
      status: 'received',
      refundAmount: 500,
      shippingRefunded: false,
      refund: { status: 'processed' },
      creditNote: expect.stringMatching(/CN/),
    });
    const audited = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'return.received'), eq(auditLog.targetId, order._id)));
    expect(audited).toHaveLength(1);

    // The credit note is a record like the invoice's, of the refund.
    const notes = await server.database.db.select().from(invoices).where(eq(invoices.returnId, id));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.document.totals.totalPaise).toBe(50_000);
    expect(notes[0]!.document.lines).toHaveLength(1);
    const pdf = await server.api('GET', `/product/orders/${order._id}/returns/${id}/credit-note`, {
      token: who.token,
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');

    // The buyer hears of every step; the refund's mail carries the credit note.
    const jobs = await mailJobs(who.email);
    expect(jobs.map((j) => j.mail.status)).toEqual([
      'requested',
      'approved',
      'picked-up',
      'received',
    ]);
    expect(jobs.at(-1)!.attach).toMatchObject({ kind: 'credit-note', returnId: id });

    // The buyer's order shows the return's steps and refund.
    const listed = (await server.api('GET', '/product/user-orders', { token: who.token })).body.data
      .data.orders as Order[];
    const shown = listed.find((o) => o._id === order._id)!.returns![0]!;
    expect(shown.history.map((h) => h.status)).toEqual([
      'requested',
      'approved',
      'picked-up',
      'received',
    ]);
    expect(shown).toMatchObject({ refundAmount: 500, refund: { status: 'processed' } });
    expect(shown.creditNote).toBe(notes[0]!.number);
    // And staff see each step on the order's timeline, with who did it.
    const detail = (
      await server.api('GET', `/admin/orders/${order._id}`, { token: operations.token })
    ).body as AdminOrderDetail;
    expect(detail.events.map((e) => e.note).filter(Boolean)).toEqual([
      expect.stringMatching(/^Return requested: 1 × /),
      'Return approved',
      'Return picked up',
      expect.stringMatching(/^Return received and refunded: ₹500 refunded/),
    ]);
    expect(detail.returns).toHaveLength(1);

    // The other toy may still be returned; the first is no longer.
    const options = (
      await server.api('GET', `/product/orders/${order._id}/returns`, { token: who.token })
    ).body as ReturnOptionsResponse;
    expect(options.lines.map((l) => l.quantity)).toEqual([1, 1]);
  });

  it('asks a cash order where to send its refund, checks it, and gives it to staff in full', async () => {
    const { who, order } = await deliveredCashOrder([[toy, 1]]);
    const line = [{ itemId: lineOf(order, toy), quantity: 1 }];
    for (const [refundTo, message] of [
      [null, RETURN_MESSAGES.refundToNeeded],
      [{ refundKind: 'upi', upiId: 'asha' }, RETURN_MESSAGES.badUpi],
      [{ refundKind: 'upi', upiId: 'a@b.c\r\nBcc' }, RETURN_MESSAGES.badUpi],
      [
        {
          refundKind: 'bank',
          accountName: '',
          accountNumber: '50100123454321',
          ifsc: 'HDFC0001234',
        },
        RETURN_MESSAGES.badAccountName,
      ],
      [
        {
          refundKind: 'bank',
          accountName: 'Asha Rao',
          accountNumber: '12-34',
          ifsc: 'HDFC0001234',
        },
        RETURN_MESSAGES.badAccountNumber,
      ],
      [
        {
          refundKind: 'bank',
          accountName: 'Asha Rao',
          accountNumber: '50100123454321',
          ifsc: 'HDFC1234',
        },
        RETURN_MESSAGES.badIfsc,
      ],
    ] as const) {
      const res = await ask(who, order._id, { lines: line, reason: 'no-longer-needed', refundTo });
      expect(res.status, JSON.stringify(refundTo)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const asked = await ask(who, order._id, {
      lines: line,
      reason: 'no-longer-needed',
      refundTo: {
        refundKind: 'bank',
        accountName: 'Asha Rao',
        accountNumber: '5010 0123 4543 21',
        ifsc: 'hdfc0001234',
      },
    });
    expect(asked.status).toBe(201);
    // The buyer reads it back with the number masked; staff who pay it read it in full.
    expect((asked.body.return as OrderReturn).refundTo).toBe('Bank account ••••4321 (HDFC0001234)');
    const seen = await server.api('GET', `/admin/orders/${order._id}`, {
      token: operations.token,
    });
    expect((seen.body as AdminOrderDetail).returns![0]!.refundDestination).toEqual({
      kind: 'bank',
      accountName: 'Asha Rao',
      accountNumber: '50100123454321',
      ifsc: 'HDFC0001234',
    });
    // A card's refund goes back to the card: nothing is asked or kept.
    const card = await deliveredPaidOrder([[toy, 1]]);
    const byCard = await ask(card.who, card.order._id, {
      lines: [{ itemId: lineOf(card.order, toy), quantity: 1 }],
      reason: 'no-longer-needed',
    });
    expect(byCard.status).toBe(201);
    expect((byCard.body.return as OrderReturn).refundTo).toBeNull();
  });

  it('refunds shipping only when the whole order comes back for the shop’s fault', async () => {
    const whole = await deliveredPaidOrder([[toy, 1]]);
    const damaged = await ask(whole.who, whole.order._id, {
      lines: [{ itemId: whole.order.items[0]!._id, quantity: 1 }],
      reason: 'damaged',
      picture: PNG,
    });
    const refunded = await receive((damaged.body.return as OrderReturn)._id);
    expect(refunded).toMatchObject({ refundAmount: 550, shippingRefunded: true });

    const changed = await deliveredPaidOrder([[toy, 1]]);
    const mind = await ask(changed.who, changed.order._id, {
      lines: [{ itemId: changed.order.items[0]!._id, quantity: 1 }],
      reason: 'no-longer-needed',
    });
    expect(await receive((mind.body.return as OrderReturn)._id)).toMatchObject({
      refundAmount: 500,
      shippingRefunded: false,
    });

    // Part of the order for the shop's fault: the lines only.
    const part = await deliveredPaidOrder([[toy, 2]]);
    const wrong = await ask(part.who, part.order._id, {
      lines: [{ itemId: part.order.items[0]!._id, quantity: 1 }],
      reason: 'wrong-item',
    });
    expect(await receive((wrong.body.return as OrderReturn)._id)).toMatchObject({
      refundAmount: 500,
      shippingRefunded: false,
    });

    // The queue reads the money given back: all of it, or a part (issue 55 item 1), and filters by it.
    const queued = async (orderId: string, filter = '') => {
      const res = await server.api(
        'GET',
        `/admin/orders?q=${orderId}${filter ? `&paymentStatus=${filter}` : ''}`,
        { token: operations.token },
      );
      expect(res.status).toBe(200);
      return (res.body as AdminOrdersResponse).orders[0];
    };
    expect(await queued(whole.order._id)).toMatchObject({ payment: 'refunded', refunded: 550 });
    expect(await queued(changed.order._id)).toMatchObject({
      paymentStatus: 'completed',
      payment: 'partly-refunded',
      refunded: 500,
    });
    expect(await queued(whole.order._id, 'refunded')).toBeDefined();
    expect(await queued(whole.order._id, 'completed')).toBeUndefined();
    expect(await queued(part.order._id, 'partly-refunded')).toBeDefined();
    expect(await queued(part.order._id, 'refunded')).toBeUndefined();
  });

  it('refunds what was paid after the coupon’s share, as the invoice shares it', async () => {
    const made = await server.api('POST', '/admin/coupons', {
      token: catalogue.token,
      body: { code: `RET-${Date.now() % 100000}`, kind: 'flat', value: 200 },
    });
    expect(made.status).toBe(201);
    const { who, order } = await deliveredCashOrder(
      [
        [toy, 1],
        [leash, 1],
      ],
      made.body.coupon.code,
    );
    // ₹2,000 of items less ₹200, plus ₹50 shipping.
    expect(order.totalPrice).toBe(1850);
    const asked = await ask(who, order._id, {
      lines: [{ itemId: lineOf(order, toy), quantity: 1 }],
      reason: 'not-as-described',
    });
    // The toy is a quarter of the items: ₹500 less ₹50 of the coupon.
    expect(asked.body.return.refundAmount).toBe(450);
    const done = await receive((asked.body.return as OrderReturn)._id);
    // A cash order's refund is paid by the shop by bank transfer: pending until then.
    expect(done).toMatchObject({
      refundAmount: 450,
      refund: { id: expect.stringMatching(/^cash_/), status: 'pending' },
    });
    // The rest of the order, damaged: the leash's ₹1,350 and the shipping.
    const rest = await ask(who, order._id, {
      lines: [{ itemId: lineOf(order, leash), quantity: 1 }],
      reason: 'damaged',
      picture: PNG,
    });
    expect(await receive((rest.body.return as OrderReturn)._id)).toMatchObject({
      refundAmount: 1400,
      shippingRefunded: true,
    });
  });

  it('shows a rejection’s reason to the buyer, and frees the units', async () => {
    const { who, order } = await deliveredPaidOrder([[toy, 1]]);
    const asked = await ask(who, order._id, {
      lines: [{ itemId: order.items[0]!._id, quantity: 1 }],
      reason: 'other',
    });
    const id = (asked.body.return as OrderReturn)._id;
    const missing = await step(id, 'reject', {});
    expect(missing.status).toBe(400);
    const rejected = await step(id, 'reject', { reason: 'The toy has been chewed.' });
    expect(rejected.status).toBe(200);
    const listed = (await server.api('GET', '/product/user-orders', { token: who.token })).body.data
      .data.orders as Order[];
    expect(listed[0]!.returns![0]).toMatchObject({
      status: 'rejected',
      rejection: 'The toy has been chewed.',
    });
    const again = await ask(who, order._id, {
      lines: [{ itemId: order.items[0]!._id, quantity: 1 }],
      reason: 'other',
    });
    expect(again.status).toBe(201);
  });

  it('is for operations staff and owners only', async () => {
    const list = await server.api('GET', '/admin/returns?status=received', {
      token: operations.token,
    });
    expect(list.status).toBe(200);
    expect((list.body.returns as AdminReturn[]).every((r) => r.status === 'received')).toBe(true);
    expect(list.body.counts.all).toBeGreaterThan(0);
    expect((await server.api('GET', '/admin/returns', { token: catalogue.token })).status).toBe(
      403,
    );
    const { who, order } = await deliveredPaidOrder([[toy, 1]]);
    const asked = await ask(who, order._id, {
      lines: [{ itemId: order.items[0]!._id, quantity: 1 }],
      reason: 'other',
    });
    const id = (asked.body.return as OrderReturn)._id;
    expect((await step(id, 'approve', undefined, catalogue.token)).status).toBe(403);
    // A buyer's token is no staff session.
    expect((await step(id, 'approve', undefined, who.token)).status).toBe(403);
    expect((await step(order._id, 'approve')).status).toBe(404);
    expect(
      (await server.api('GET', '/admin/returns?status=lost', { token: operations.token })).status,
    ).toBe(400);
  });
});
