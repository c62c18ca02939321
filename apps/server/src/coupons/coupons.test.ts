import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { HOLD_MINUTES, type AdminCoupon, type Order } from '@petverse/api/contract';
import { products } from '../catalogue/tables';
import { coupons } from './tables';
import { invoices } from '../invoices/tables';
import { signUp } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';
import { addAddress, someProducts } from '../../test/shopping.fixtures';
import { ownerOf, staffMember, type StaffSession } from '../../test/staff.fixtures';

/**
 * Coupons (issue 38): operators make them; the buyer sends only the code; the server prices the
 * discount, refuses with a message for each reason, holds a use while a card payment is made
 * (ADR 032) and takes it with the order, so the last use goes to one buyer however many try at
 * once; a cancelled order gives its use back.
 */
let server: TestServer;
let catalogue: StaffSession;
let product: { _id: string; name: string };
beforeAll(async () => {
  server = await startTestServer();
  catalogue = await staffMember(server, 'catalogue');
  product = (await someProducts(server, 1))[0]!;
  // ₹1,999 a unit, plenty in stock: the rupees below follow from it.
  await server.database.db
    .update(products)
    .set({ pricePaise: 199_900, stock: 10_000 })
    .where(eq(products.id, product!._id));
});
afterAll(async () => {
  await server.close();
});

let codes = 0;
/** A new coupon through the back office (a unique code unless given). */
async function makeCoupon(fields: Record<string, unknown> = {}): Promise<AdminCoupon> {
  const res = await server.api('POST', '/admin/coupons', {
    token: catalogue.token,
    body: { code: `SAVE-${++codes}-${Date.now() % 100000}`, kind: 'percent', value: 10, ...fields },
  });
  if (res.status !== 201) throw new Error(`coupon: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.coupon as AdminCoupon;
}

/** A buyer with `quantity` of the ₹1,999 product in the cart and an address. */
async function buyer(quantity = 1) {
  const who = await signUp(server);
  const address = (await addAddress(server, who.token))._id;
  const added = await server.api('POST', '/product/cart', {
    token: who.token,
    body: { productId: product._id, quantity },
  });
  if (added.status !== 200) throw new Error(`cart: ${added.status}`);
  return { token: who.token, address };
}
type Buyer = Awaited<ReturnType<typeof buyer>>;

const quote = (b: Buyer, code: string, shippingType = 'Economy') =>
  server.api('POST', '/product/coupon', { token: b.token, body: { code, shippingType } });
const placeCod = (b: Buyer, couponCode?: string) =>
  server.api('POST', '/product/order', {
    token: b.token,
    body: {
      orderData: {
        shippingType: 'Economy',
        address: b.address,
        ...(couponCode ? { couponCode } : {}),
      },
    },
  });
const refill = (b: Buyer, quantity = 1) =>
  server.api('POST', '/product/cart', {
    token: b.token,
    body: { productId: product._id, quantity },
  });
const usedOf = async (id: string) =>
  (await server.database.db.select().from(coupons).where(eq(coupons.id, id)))[0]!.used;

describe('the back office', () => {
  it('lets catalogue staff make, list and deactivate a coupon, and refuses operations staff', async () => {
    const made = await makeCoupon({
      code: 'welcome-100',
      kind: 'flat',
      value: 100,
      minOrder: 499,
      firstOrderOnly: true,
      perUserLimit: 1,
      totalLimit: 500,
    });
    expect(made).toMatchObject({
      code: 'WELCOME-100',
      kind: 'flat',
      value: 100,
      minOrder: 499,
      maxDiscount: null,
      firstOrderOnly: true,
      perUserLimit: 1,
      totalLimit: 500,
      used: 0,
      deactivatedAt: null,
    });
    const list = await server.api('GET', '/admin/coupons', { token: catalogue.token });
    expect(list.status).toBe(200);
    expect((list.body.coupons as AdminCoupon[]).map((c) => c.code)).toContain('WELCOME-100');
    const again = await server.api('POST', '/admin/coupons', {
      token: (await ownerOf(server)).token,
      body: { code: 'Welcome-100', kind: 'percent', value: 5 },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('There is already a coupon WELCOME-100.');
    const operations = await staffMember(server, 'operations');
    const refused = await server.api('POST', '/admin/coupons', {
      token: operations.token,
      body: { code: 'NOPE-1', kind: 'flat', value: 10 },
    });
    expect(refused.status).toBe(403);
    const off = await server.api('POST', `/admin/coupons/${made._id}/deactivate`, {
      token: catalogue.token,
    });
    expect(off.status).toBe(200);
    expect(off.body.coupon.deactivatedAt).toEqual(expect.any(String));
    expect(
      (
        await server.api('POST', `/admin/coupons/${made._id}/deactivate`, {
          token: catalogue.token,
        })
      ).status,
    ).toBe(409);
  });

  it('refuses a coupon that makes no sense, with a message each', async () => {
    const post = (body: Record<string, unknown>) =>
      server.api('POST', '/admin/coupons', { token: catalogue.token, body });
    const cases: [Record<string, unknown>, string][] = [
      [
        { code: 'X', kind: 'flat', value: 10 },
        'The code must be 3 to 20 letters, digits or dashes.',
      ],
      [
        { code: 'HALF-OFF', kind: 'percent', value: 150 },
        'A percent coupon takes off at most 100%.',
      ],
      [{ code: 'HALF-OFF', kind: 'share', value: 10 }, 'kind must be percent or flat.'],
      [
        {
          code: 'HALF-OFF',
          kind: 'flat',
          value: 10,
          startsAt: '2026-12-10T00:00:00Z',
          endsAt: '2026-12-01T00:00:00Z',
        },
        'The end must be after the start.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });
});

describe('the checkout coupon field', () => {
  it('says why each code cannot be used', async () => {
    const b = await buyer(1);
    const expect4xx = async (code: string, status: number, message: string) => {
      const res = await quote(b, code);
      expect(res.status).toBe(status);
      expect(res.body.message).toBe(message);
    };
    await expect4xx(
      'NO-SUCH-CODE',
      400,
      'NO-SUCH-CODE is not a valid coupon code. Please check it and try again.',
    );
    // The same refusal as a template and its values, for a page in another language (issue 35).
    expect((await quote(b, 'NO-SUCH-CODE')).body.said).toEqual({
      id: '{code} is not a valid coupon code. Please check it and try again.',
      values: { code: 'NO-SUCH-CODE' },
    });
    const later = await makeCoupon({ startsAt: '2099-01-01T04:30:00Z' });
    await expect4xx(later.code, 400, `${later.code} can be used from 1 Jan 2099, 10:00 am.`);
    const past = await makeCoupon({ endsAt: '2020-01-01T00:00:00Z' });
    await expect4xx(past.code, 400, `${past.code} has expired.`);
    const big = await makeCoupon({ minOrder: 2500 });
    await expect4xx(
      big.code,
      400,
      `${big.code} needs an order of at least ₹2,500. Add ₹501 more to use it.`,
    );
    const off = await makeCoupon();
    await server.api('POST', `/admin/coupons/${off._id}/deactivate`, { token: catalogue.token });
    await expect4xx(off.code, 400, `${off.code} is no longer available.`);

    // Used up by someone else.
    const one = await makeCoupon({ totalLimit: 1 });
    expect((await placeCod(await buyer(1), one.code)).status).toBe(201);
    await expect4xx(one.code, 409, `${one.code} has been used up.`);

    // Used by this buyer (one use each), then first order only.
    const mine = await makeCoupon({ perUserLimit: 1 });
    expect((await placeCod(b, mine.code)).status).toBe(201);
    await refill(b);
    await expect4xx(mine.code, 409, `You have already used ${mine.code}.`);
    const first = await makeCoupon({ firstOrderOnly: true });
    await expect4xx(first.code, 409, `${first.code} is for your first order only.`);
    // And the order itself is refused the same way, nothing taken.
    const refused = await placeCod(b, mine.code);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`You have already used ${mine.code}.`);
  });

  it('matches a code whatever its case and spaces', async () => {
    const b = await buyer(1);
    const c = await makeCoupon({ kind: 'flat', value: 50 });
    const res = await quote(b, `  ${c.code.toLowerCase()} `);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(c.code);
  });
});

describe('guessing codes', () => {
  it('is slowed to 20 tries per account in 15 minutes; another account keeps its own', async () => {
    const guesser = await buyer(1);
    for (let i = 0; i < 20; i++)
      expect((await quote(guesser, `GUESS-${i}`)).status, `try ${i + 1}`).toBe(400);
    const refused = await quote(guesser, 'GUESS-20');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Too many coupon codes tried. Please try again in 15 minutes.',
    );
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    const other = await buyer(1);
    const code = (await makeCoupon({ kind: 'flat', value: 50 })).code;
    expect((await quote(other, code)).status).toBe(200);
  });

  it('counts a code named at checkout as a try: checkout guesses no further than the box', async () => {
    const guesser = await buyer(1);
    // Cash on delivery, then the box: one count for both.
    for (let i = 0; i < 15; i++)
      expect((await placeCod(guesser, `GUESS-${i}`)).status, `order ${i + 1}`).toBe(400);
    for (let i = 15; i < 20; i++)
      expect((await quote(guesser, `GUESS-${i}`)).status, `try ${i + 1}`).toBe(400);
    const box = await quote(guesser, 'GUESS-20');
    expect(box.status).toBe(429);
    const order = await placeCod(guesser, 'GUESS-21');
    expect(order.status).toBe(429);
    expect(order.body.message).toBe('Too many coupon codes tried. Please try again in 15 minutes.');
    // A card checkout the same.
    const card = await server.api('POST', '/product/razorpay/order', {
      token: guesser.token,
      body: {
        amount: 100_000,
        currency: 'INR',
        shippingType: 'Economy',
        address: guesser.address,
        couponCode: 'GUESS-22',
      },
    });
    expect(card.status).toBe(429);
    // Without a code, checkout is not counted: the order is placed.
    expect((await placeCod(guesser)).status).toBe(201);
  });
});

describe('the rupees', () => {
  it('takes a percent off the subtotal, in whole rupees rounded down, shipping apart', async () => {
    const b = await buyer(1);
    const c = await makeCoupon({ kind: 'percent', value: 15 });
    const res = await quote(b, c.code, 'Express');
    // 15% of ₹1,999 is ₹299.85: ₹299 off; Express ships for ₹100.
    expect(res.body).toEqual({
      code: c.code,
      subtotal: 1999,
      discount: 299,
      shipping: 100,
      total: 1800,
      message: `${c.code} applied: you save ₹299.`,
      said: { id: '{code} applied: you save {saving}.', values: { code: c.code, saving: '₹299' } },
    });
  });

  it('caps a percent at its maximum discount', async () => {
    const b = await buyer(3);
    const c = await makeCoupon({ kind: 'percent', value: 20, maxDiscount: 500 });
    const res = await quote(b, c.code);
    // 20% of ₹5,997 would be ₹1,199: capped at ₹500.
    expect(res.body).toMatchObject({ subtotal: 5997, discount: 500, shipping: 50, total: 5547 });
  });

  it('takes a flat amount off, from its minimum order, and the order keeps the saving', async () => {
    const b = await buyer(1);
    const c = await makeCoupon({ kind: 'flat', value: 250, minOrder: 1999 });
    expect((await quote(b, c.code)).body).toMatchObject({ discount: 250, total: 1799 });
    const placed = await placeCod(b, c.code);
    expect(placed.status).toBe(201);
    const order = placed.body.order as Order;
    expect(order.totalPrice).toBe(1799);
    expect(order.coupon).toEqual({ code: c.code, discount: 250 });
    const listed = await server.api('GET', '/product/user-orders', { token: b.token });
    expect(listed.body.data.data.orders[0].coupon).toEqual({ code: c.code, discount: 250 });
    const admin = await server.api('GET', `/admin/orders/${order._id}`, {
      token: (await ownerOf(server)).token,
    });
    expect(admin.body.order.coupon).toEqual({ code: c.code, discount: 250 });
  });

  it('refuses a cash order whose total is sent without the discount', async () => {
    const b = await buyer(1);
    const c = await makeCoupon({ kind: 'flat', value: 100 });
    const res = await server.api('POST', '/product/order', {
      token: b.token,
      body: {
        orderData: {
          shippingType: 'Economy',
          address: b.address,
          couponCode: c.code,
          totalPrice: 2049,
        },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The total does not match your cart: it is ₹1949.');
  });
});

describe('a card payment with a coupon', () => {
  const createPayment = (b: Buyer, amount: number, couponCode: string) =>
    server.api('POST', '/product/razorpay/order', {
      token: b.token,
      body: { amount, currency: 'INR', address: b.address, shippingType: 'Economy', couponCode },
    });
  const pay = async (b: Buyer, orderId: string) => {
    const paid = await server.api('POST', '/payments/sandbox/pay', {
      token: b.token,
      body: { order_id: orderId },
    });
    return server.api('POST', '/product/razorpay/verify', { token: b.token, body: paid.body });
  };

  it('charges the discounted total and keeps the saving on the order', async () => {
    const b = await buyer(1);
    const c = await makeCoupon({ kind: 'percent', value: 10 });
    // ₹1,999 + ₹50 without the coupon: refused, the server knows the discount.
    expect((await createPayment(b, 204_900, c.code)).status).toBe(400);
    const created = await createPayment(b, 185_000, c.code);
    expect(created.status).toBe(201);
    const verified = await pay(b, created.body.orderId);
    expect(verified.status).toBe(201);
    expect(verified.body.order).toMatchObject({
      totalPrice: 1850,
      status: 'pending',
      coupon: { code: c.code, discount: 199 },
    });
    expect(await usedOf(c._id)).toBe(1);
    // The invoice takes the discount off the items' amounts (so off their taxable value).
    const [invoice] = await server.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, verified.body.order._id));
    const document = invoice!.document;
    expect(document.coupon).toEqual({ code: c.code, discountPaise: 19_900 });
    expect(document.lines.reduce((n, l) => n + l.amountPaise, 0)).toBe(185_000);
    expect(document.lines[0]!.amountPaise).toBe(180_000);
    expect(document.totals.totalPaise).toBe(185_000);
    const pdf = await server.api('GET', `/product/orders/${verified.body.order._id}/invoice`, {
      token: b.token,
    });
    expect(pdf.status).toBe(200);
  });

  it('holds the last use for one of 10 buyers starting to pay at once; the others hear 409 first', async () => {
    const c = await makeCoupon({ kind: 'flat', value: 100, totalLimit: 1 });
    const buyers: Buyer[] = [];
    for (let i = 0; i < 10; i++) buyers.push(await buyer(1));
    // The use is held for the payment that starts first (ADR 032): nobody else is asked to pay.
    const created = await Promise.all(buyers.map((b) => createPayment(b, 194_900, c.code)));
    const statuses = created.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    for (const r of created.filter((x) => x.status === 409))
      expect(r.body.message).toBe(
        `The last use of ${c.code} is being used by someone else paying right now. If they do not pay within ${HOLD_MINUTES} minutes, it can be used again.`,
      );
    const winner = statuses.indexOf(201);
    const verified = await pay(buyers[winner]!, created[winner]!.body.orderId);
    expect((verified.body.order as Order).status).toBe('pending');
    expect(await usedOf(c._id)).toBe(1);
  });

  it('refunds at once a payment whose hold lapsed and whose coupon was used up meanwhile', async () => {
    const c = await makeCoupon({ kind: 'flat', value: 100, totalLimit: 1 });
    const first = await buyer(1);
    const second = await buyer(1);
    const a = await createPayment(first, 194_900, c.code);
    expect(a.status).toBe(201);
    // The first buyer's hold lapses (HOLD_MINUTES): the use is free for the second.
    server.clock.advance((HOLD_MINUTES + 1) * 60_000);
    const b = await createPayment(second, 194_900, c.code);
    expect(b.status).toBe(201);
    expect((await pay(second, b.body.orderId)).body.order.status).toBe('pending');
    const late = await pay(first, a.body.orderId);
    expect(late.status).toBe(201);
    expect(late.body.message).toBe(
      'Sorry, your coupon was used up while you were paying. Your payment has been refunded in full.',
    );
    expect(late.body.order).toMatchObject({ status: 'cancelled', refund: { status: 'processed' } });
    expect(await usedOf(c._id)).toBe(1);
  });
});

describe('the limits', () => {
  it('give a code with one use left to exactly one of 10 buyers at once', async () => {
    const c = await makeCoupon({ kind: 'flat', value: 100, totalLimit: 5 });
    await server.database.db.update(coupons).set({ used: 4 }).where(eq(coupons.id, c._id));
    const buyers: Buyer[] = [];
    for (let i = 0; i < 10; i++) buyers.push(await buyer(1));
    const results = await Promise.all(buyers.map((b) => placeCod(b, c.code)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    for (const r of results.filter((x) => x.status === 409))
      expect(r.body.message).toBe(`${c.code} has been used up.`);
    expect(results.find((r) => r.status === 201)!.body.order.coupon).toEqual({
      code: c.code,
      discount: 100,
    });
    expect(await usedOf(c._id)).toBe(5);
  });

  it('are per user: one buyer using their one use leaves another buyer theirs', async () => {
    const c = await makeCoupon({ perUserLimit: 1 });
    const asha = await buyer(1);
    const ravi = await buyer(1);
    expect((await placeCod(asha, c.code)).status).toBe(201);
    await refill(asha);
    expect((await quote(asha, c.code)).status).toBe(409);
    expect((await quote(ravi, c.code)).status).toBe(200);
    expect((await placeCod(ravi, c.code)).status).toBe(201);
  });

  it('allow as many uses per user as set, or any number when empty', async () => {
    const c = await makeCoupon({ perUserLimit: 2 });
    const b = await buyer(1);
    expect((await placeCod(b, c.code)).status).toBe(201);
    await refill(b);
    expect((await placeCod(b, c.code)).status).toBe(201);
    await refill(b);
    expect((await quote(b, c.code)).status).toBe(409);
    const open = await makeCoupon({ perUserLimit: null });
    expect((await placeCod(b, open.code)).status).toBe(201);
    await refill(b);
    expect((await placeCod(b, open.code)).status).toBe(201);
  });

  it('give a cancelled order’s use back, once', async () => {
    const c = await makeCoupon({ perUserLimit: 1, totalLimit: 1, firstOrderOnly: true });
    const b = await buyer(1);
    const placed = await placeCod(b, c.code);
    expect(placed.status).toBe(201);
    expect(await usedOf(c._id)).toBe(1);
    const cancel = () =>
      server.api('POST', `/product/orders/${placed.body.order._id}/cancel`, { token: b.token });
    expect((await cancel()).status).toBe(200);
    expect((await cancel()).status).toBe(409);
    expect(await usedOf(c._id)).toBe(0);
    // Their only order is cancelled: still their first, and the use is theirs again.
    await refill(b);
    expect((await placeCod(b, c.code)).status).toBe(201);
    expect(await usedOf(c._id)).toBe(1);
  });
});
