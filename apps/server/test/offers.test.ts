import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { AdminCoupon, OfferCoupon } from '@petverse/api/contract';
import { products } from '../src/catalogue/tables';
import { invoices } from '../src/invoices/tables';
import { auditLog } from '../src/staff/tables';
import { signUp } from './fixtures';
import { startTestServer, type TestServer } from './harness';
import { addAddress, someProducts } from './shopping.fixtures';
import { ownerOf, staffMember, type StaffSession } from './staff.fixtures';

/**
 * Offers for buyers (issue 55 item 6, ADR 039): public coupons on the offers page and at payment
 * (one-person codes stay private), and the free-delivery threshold the owner sets, used by every
 * pricing of an order and by the invoice.
 */
let server: TestServer;
let owner: StaffSession;
let catalogue: StaffSession;
let product: { _id: string };
beforeAll(async () => {
  server = await startTestServer();
  owner = await ownerOf(server);
  catalogue = await staffMember(server, 'catalogue');
  product = (await someProducts(server, 1))[0]!;
  // ₹400 a unit: the rupees below follow from it.
  await server.database.db
    .update(products)
    .set({ pricePaise: 40_000, stock: 10_000 })
    .where(eq(products.id, product._id));
});
afterAll(async () => {
  await server.close();
});

let codes = 0;
async function makeCoupon(fields: Record<string, unknown> = {}): Promise<AdminCoupon> {
  const res = await server.api('POST', '/admin/coupons', {
    token: catalogue.token,
    body: { code: `OFFER-${++codes}-${Date.now() % 10000}`, kind: 'percent', value: 10, ...fields },
  });
  if (res.status !== 201) throw new Error(`coupon: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.coupon as AdminCoupon;
}

async function buyer(quantity = 1) {
  const who = await signUp(server);
  const address = (await addAddress(server, who.token))._id;
  await server.api('POST', '/product/cart', {
    token: who.token,
    body: { productId: product._id, quantity },
  });
  return { token: who.token, address };
}
type Buyer = Awaited<ReturnType<typeof buyer>>;

const placeCod = (b: Buyer, shippingType = 'Economy', couponCode?: string) =>
  server.api('POST', '/product/order', {
    token: b.token,
    body: {
      orderData: { shippingType, address: b.address, ...(couponCode ? { couponCode } : {}) },
    },
  });
const offered = async () =>
  ((await server.api('GET', '/offers')).body.coupons as OfferCoupon[]).map((c) => c.code);
const available = async (b: Buyer) => {
  const res = await server.api('GET', '/coupons/available', { token: b.token });
  expect(res.status).toBe(200);
  return (res.body.coupons as OfferCoupon[]).map((c) => c.code);
};
const setThreshold = (freeDeliveryFrom: unknown, token = owner.token) =>
  server.api('PUT', '/admin/settings/delivery', { token, body: { freeDeliveryFrom } });

describe('public and one-person coupons', () => {
  it('makes coupons private unless made public, and lists only public ones usable now', async () => {
    const secret = await makeCoupon();
    expect(secret.public).toBe(false);
    const open = await makeCoupon({ public: true, kind: 'flat', value: 50, minOrder: 999 });
    expect(open.public).toBe(true);
    const later = await makeCoupon({
      public: true,
      startsAt: new Date(server.clock.now().getTime() + 86_400_000).toISOString(),
    });
    const ended = await makeCoupon({
      public: true,
      endsAt: new Date(server.clock.now().getTime() + 60_000).toISOString(),
    });
    const off = await makeCoupon({ public: true });
    await server.api('POST', `/admin/coupons/${off._id}/deactivate`, { token: catalogue.token });
    server.clock.advance(120_000);

    const res = await server.api('GET', '/offers');
    expect(res.status).toBe(200);
    const codesShown = (res.body.coupons as OfferCoupon[]).map((c) => c.code);
    expect(codesShown).toContain(open.code);
    for (const hidden of [secret, later, ended, off]) expect(codesShown).not.toContain(hidden.code);
    expect((res.body.coupons as OfferCoupon[]).find((c) => c.code === open.code)).toEqual({
      code: open.code,
      kind: 'flat',
      value: 50,
      maxDiscount: null,
      minOrder: 999,
      endsAt: null,
      firstOrderOnly: false,
    });
    expect(res.body.freeDeliveryFrom).toBeNull();
  });

  it('lets catalogue staff show a coupon or keep it private, on the audit log', async () => {
    const c = await makeCoupon();
    const shown = await server.api('POST', `/admin/coupons/${c._id}/visibility`, {
      token: catalogue.token,
      body: { public: true },
    });
    expect(shown.status).toBe(200);
    expect(shown.body.message).toBe(`${c.code} is shown to every buyer on the offers page.`);
    expect(await offered()).toContain(c.code);
    const hidden = await server.api('POST', `/admin/coupons/${c._id}/visibility`, {
      token: catalogue.token,
      body: { public: false },
    });
    expect(hidden.body.coupon.public).toBe(false);
    expect(await offered()).not.toContain(c.code);
    const entries = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, c._id), eq(auditLog.action, 'coupon.visibility')));
    expect(entries.map((e) => e.after)).toEqual(
      expect.arrayContaining([{ public: true }, { public: false }]),
    );
    const bad = await server.api('POST', `/admin/coupons/${c._id}/visibility`, {
      token: catalogue.token,
      body: { public: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('public must be true or false.');
    const operations = await staffMember(server, 'operations');
    const refused = await server.api('POST', `/admin/coupons/${c._id}/visibility`, {
      token: operations.token,
      body: { public: true },
    });
    expect(refused.status).toBe(403);
  });
});

describe('GET /coupons/available', () => {
  it('needs a signed-in buyer', async () => {
    expect((await server.api('GET', '/coupons/available')).status).toBe(401);
  });

  it('lists for each buyer the public coupons they may still use (two buyers)', async () => {
    const once = await makeCoupon({ public: true, perUserLimit: 1 });
    const first = await makeCoupon({ public: true, firstOrderOnly: true, perUserLimit: null });
    const secret = await makeCoupon({ public: false });
    const big = await makeCoupon({ public: true, minOrder: 5000 });
    const a = await buyer();
    const b = await buyer();
    for (const who of [a, b]) {
      const codesOf = await available(who);
      expect(codesOf).toEqual(expect.arrayContaining([once.code, first.code, big.code]));
      expect(codesOf).not.toContain(secret.code);
    }
    // Buyer A uses the once-per-buyer code: it leaves A's list (and first-order-only with it),
    // and stays on B's.
    expect((await placeCod(a, 'Economy', once.code)).status).toBe(201);
    const aNow = await available(a);
    expect(aNow).not.toContain(once.code);
    expect(aNow).not.toContain(first.code);
    expect(aNow).toContain(big.code);
    expect(await available(b)).toEqual(expect.arrayContaining([once.code, first.code]));
  });

  it('leaves out a coupon used up by everyone', async () => {
    const last = await makeCoupon({ public: true, totalLimit: 1, perUserLimit: null });
    const a = await buyer();
    const b = await buyer();
    expect((await placeCod(a, 'Economy', last.code)).status).toBe(201);
    expect(await available(b)).not.toContain(last.code);
    expect(await offered()).not.toContain(last.code);
  });
});

describe('the free-delivery threshold', () => {
  it('is set by owners only, refuses bad input with a message and keeps what was set', async () => {
    expect((await setThreshold(999, catalogue.token)).status).toBe(403);
    for (const wrong of [-5, 10.5, 'lots', 100_001]) {
      const res = await setThreshold(wrong);
      expect(res.status, String(wrong)).toBe(400);
      expect(res.body.message).toBe(
        'The free-delivery threshold must be a whole number of rupees from 1 to 100000, or empty for none.',
      );
    }
    expect(
      (await server.api('GET', '/admin/settings/delivery', { token: owner.token })).body,
    ).toEqual({ freeDeliveryFrom: null });
  });

  it('makes Economy free from the threshold, on the order, the payment and the invoice', async () => {
    const set = await setThreshold(999);
    expect(set.status).toBe(200);
    expect(set.body).toEqual({
      freeDeliveryFrom: 999,
      message: 'Economy delivery is free on orders from ₹999.',
    });
    expect((await server.api('GET', '/offers')).body.freeDeliveryFrom).toBe(999);
    const [entry] = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.delivery'))
      .orderBy(desc(auditLog.at));
    expect(entry).toMatchObject({
      before: { freeDeliveryFrom: null },
      after: { freeDeliveryFrom: 999 },
    });

    // ₹400: under the threshold, Economy costs ₹50 as before.
    const small = await placeCod(await buyer(1));
    expect(small.body.order).toMatchObject({ shippingPrice: 50, totalPrice: 450 });
    // ₹1,200: Economy is free; Express keeps its price.
    const big = await placeCod(await buyer(3));
    expect(big.status).toBe(201);
    expect(big.body.order).toMatchObject({ shippingPrice: 0, totalPrice: 1200 });
    const express = await placeCod(await buyer(3), 'Express');
    expect(express.body.order).toMatchObject({ shippingPrice: 100, totalPrice: 1300 });

    // A card payment asks for the total without shipping, and its invoice has no shipping line.
    const b = await buyer(3);
    const wrong = await server.api('POST', '/product/razorpay/order', {
      token: b.token,
      body: { amount: 125_000, currency: 'INR', address: b.address, shippingType: 'Economy' },
    });
    expect(wrong.status).toBe(400);
    const created = await server.api('POST', '/product/razorpay/order', {
      token: b.token,
      body: { amount: 120_000, currency: 'INR', address: b.address, shippingType: 'Economy' },
    });
    expect(created.status).toBe(201);
    const paid = await server.api('POST', '/payments/sandbox/pay', {
      token: b.token,
      body: { order_id: created.body.orderId },
    });
    const verified = await server.api('POST', '/product/razorpay/verify', {
      token: b.token,
      body: paid.body,
    });
    expect(verified.status).toBe(201);
    const [invoice] = await server.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, verified.body.order._id));
    expect(invoice!.document.totals.totalPaise).toBe(120_000);
    expect(invoice!.document.lines.map((l) => l.description)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^Shipping/)]),
    );

    // Cleared: the spec's prices again.
    const cleared = await setThreshold(null);
    expect(cleared.body.message).toBe(
      'Delivery is charged on every order (Economy ₹50, Express ₹100).',
    );
    const after = await placeCod(await buyer(3));
    expect(after.body.order).toMatchObject({ shippingPrice: 50, totalPrice: 1250 });
  });
});
