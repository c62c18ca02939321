import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import {
  COUPON_MESSAGES,
  HOLD_MINUTES,
  STOCK_MESSAGES,
  english,
  type AdminCoupon,
  type Order,
} from '@petverse/api/contract';
import { products } from '../catalogue/tables';
import { checkoutHolds } from './tables';
import { orders } from '../orders/tables';
import { signUp } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';
import { addAddress, someProducts } from '../../test/shopping.fixtures';
import { staffMember } from '../../test/staff.fixtures';

/**
 * Holds before payment (issue 54 item 2, ADR 032): a card payment order holds its units and its
 * coupon's use while its buyer pays, so a race for the last ones ends in as many payment orders
 * as there are units and clear 409s for the rest, before anyone is charged. A hold lapses after
 * HOLD_MINUTES, and a failed or dismissed payment frees what it held at once.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const MINUTE = 60_000;
type Product = Awaited<ReturnType<typeof someProducts>>[number];

const setStock = (id: string, stock: number) =>
  server.database.db.update(products).set({ stock }).where(eq(products.id, id));
const stockOf = async (id: string) =>
  (
    await server.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, id))
  )[0]!.stock;

/** The n-th product of the seeded catalogue, with plenty in stock while buyers fill their carts. */
async function product(n: number): Promise<Product> {
  const p = (await someProducts(server, n + 1))[n]!;
  await setStock(p._id, 1_000);
  return p;
}

/** A buyer with `quantity` of the product in the cart and an address. */
async function buyer(p: Product, quantity = 1) {
  const who = await signUp(server);
  const address = (await addAddress(server, who.token))._id;
  const added = await server.api('POST', '/product/cart', {
    token: who.token,
    body: { productId: p._id, quantity },
  });
  if (added.status !== 200) throw new Error(`cart: ${added.status} ${JSON.stringify(added.body)}`);
  return {
    token: who.token,
    userId: who.user._id,
    address,
    amount: Math.round(p.price * quantity + 50) * 100,
  };
}
type Buyer = Awaited<ReturnType<typeof buyer>>;

/** Starts a card payment of the buyer's cart (Economy delivery), as the checkout does. */
const startPayment = (b: Buyer, couponCode?: string, amount = b.amount) =>
  server.api('POST', '/product/razorpay/order', {
    token: b.token,
    body: {
      amount,
      currency: 'INR',
      address: b.address,
      shippingType: 'Economy',
      ...(couponCode ? { couponCode } : {}),
    },
  });

/** Pays a payment order in the sandbox, then verifies it, as the checkout's handler does. */
async function pay(b: Buyer, orderId: string) {
  const paid = await server.api('POST', '/payments/sandbox/pay', {
    token: b.token,
    body: { order_id: orderId },
  });
  expect(paid.status).toBe(200);
  return server.api('POST', '/product/razorpay/verify', { token: b.token, body: paid.body });
}

const placeCod = (b: Buyer) =>
  server.api('POST', '/product/order', {
    token: b.token,
    body: { orderData: { shippingType: 'Economy', address: b.address } },
  });

const ordersOf = (b: Buyer) =>
  server.database.db.select().from(orders).where(eq(orders.userId, b.userId));

describe('twenty card buyers racing for five units', () => {
  it('get five payment orders and fifteen clear 409s; nobody is charged and refunded', async () => {
    const p = await product(0);
    const buyers: Buyer[] = [];
    for (let i = 0; i < 20; i++) buyers.push(await buyer(p));
    await setStock(p._id, 5);
    const started = await Promise.all(buyers.map((b) => startPayment(b)));
    const statuses = started.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    for (const refused of started.filter((r) => r.status === 409))
      expect(refused.body.message).toBe(english(STOCK_MESSAGES.heldByOthers(p.lineName, 0, 5)));
    expect(started.find((r) => r.status === 409)!.body.message).toBe(
      `The last units of ${p.lineName} are being bought by someone else right now. If they are not paid for within ${HOLD_MINUTES} minutes, they will be for sale again.`,
    );
    // A cash buyer meanwhile hears the same, before anything happens.
    const cash = await placeCod(await buyer(p));
    expect(cash.status).toBe(409);
    expect(cash.body.message).toBe(english(STOCK_MESSAGES.heldByOthers(p.lineName, 0, 5)));

    const holders = buyers.filter((_, i) => statuses[i] === 201);
    const verified = await Promise.all(
      holders.map((b) => pay(b, started[buyers.indexOf(b)]!.body.orderId)),
    );
    for (const v of verified) {
      expect(v.status).toBe(201);
      expect(v.body.message).toBe('Order created successfully with Razorpay!');
      expect(v.body.order).toMatchObject({ status: 'pending', refund: null });
    }
    expect(await stockOf(p._id)).toBe(0);
    // Nobody refused has an order, cancelled or not: nothing was charged.
    for (const b of buyers.filter((_, i) => statuses[i] === 409))
      expect(await ordersOf(b)).toEqual([]);
    // The paid holds became their orders and are gone.
    const left = await server.database.db
      .select()
      .from(checkoutHolds)
      .where(eq(checkoutHolds.productId, p._id));
    expect(left).toEqual([]);
  });

  it('says how many are free when some are held and the line wants more', async () => {
    const p = await product(1);
    const holder = await buyer(p, 1);
    const other = await buyer(p, 3);
    await setStock(p._id, 3);
    expect((await startPayment(holder)).status).toBe(201);
    const refused = await startPayment(other);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `Only 2 of ${p.lineName} left, as 1 more are being bought by someone else right now. Please lower the quantity to continue.`,
    );
  });
});

describe('a one-use coupon raced by twenty card buyers', () => {
  it('is held for one payment; the other nineteen hear 409 before paying', async () => {
    const p = await product(2);
    const catalogue = await staffMember(server, 'catalogue');
    const made = await server.api('POST', '/admin/coupons', {
      token: catalogue.token,
      body: { code: `RACE-${Date.now() % 100000}`, kind: 'flat', value: 100, totalLimit: 1 },
    });
    expect(made.status).toBe(201);
    const coupon = made.body.coupon as AdminCoupon;
    const buyers: Buyer[] = [];
    for (let i = 0; i < 20; i++) buyers.push(await buyer(p));
    const started = await Promise.all(
      buyers.map((b) => startPayment(b, coupon.code, b.amount - 10_000)),
    );
    const statuses = started.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const refused of started.filter((r) => r.status === 409))
      expect(refused.body.message).toBe(english(COUPON_MESSAGES.heldByOthers(coupon.code)));
    const winner = statuses.indexOf(201);
    const verified = await pay(buyers[winner]!, started[winner]!.body.orderId);
    expect(verified.body.order).toMatchObject({
      status: 'pending',
      coupon: { code: coupon.code, discount: 100 },
    });
    // Used now, not held: the next buyer hears it is used up.
    const next = buyers[(winner + 1) % 20]!;
    const late = await startPayment(next, coupon.code, next.amount - 10_000);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(`${coupon.code} has been used up.`);
  });
});

describe('a hold', () => {
  it('lapses after HOLD_MINUTES and frees its units for the next buyer', async () => {
    const p = await product(3);
    const first = await buyer(p);
    const second = await buyer(p);
    await setStock(p._id, 1);
    const held = await startPayment(first);
    expect(held.status).toBe(201);
    expect((await startPayment(second)).status).toBe(409);
    server.clock.advance((HOLD_MINUTES - 1) * MINUTE);
    expect((await startPayment(second)).status).toBe(409);
    server.clock.advance(2 * MINUTE);
    const next = await startPayment(second);
    expect(next.status).toBe(201);

    // The first buyer pays their lapsed hold after all: the unit is held for the second, so the
    // payment is refunded in full at once and the answer says so.
    const late = await pay(first, held.body.orderId);
    expect(late.status).toBe(201);
    expect(late.body.message).toBe(STOCK_MESSAGES.soldWhilePaying);
    expect(late.body.order).toMatchObject({
      status: 'cancelled',
      refund: { status: 'processed' },
    });
    expect(await stockOf(p._id)).toBe(1);
    const bought = await pay(second, next.body.orderId);
    expect(bought.body.order).toMatchObject({ status: 'pending', refund: null });
    expect(await stockOf(p._id)).toBe(0);
  });

  it('paid after it lapsed still makes the order when its units are still there', async () => {
    const p = await product(4);
    const b = await buyer(p);
    await setStock(p._id, 1);
    const held = await startPayment(b);
    server.clock.advance((HOLD_MINUTES + 1) * MINUTE);
    const verified = await pay(b, held.body.orderId);
    expect(verified.body.message).toBe('Order created successfully with Razorpay!');
    expect(verified.body.order).toMatchObject({ status: 'pending', refund: null });
    expect(await stockOf(p._id)).toBe(0);
  });

  it("is freed at once by a failed payment (the sandbox's 'Fail payment')", async () => {
    const p = await product(5);
    const first = await buyer(p);
    const second = await buyer(p);
    await setStock(p._id, 1);
    const held = await startPayment(first);
    expect((await startPayment(second)).status).toBe(409);
    const failed = await server.api('POST', '/payments/sandbox/fail', {
      token: first.token,
      body: { order_id: held.body.orderId },
    });
    expect(failed.status).toBe(200);
    expect((await startPayment(second)).status).toBe(201);
  });

  it('is freed at once when its buyer closes the checkout without paying', async () => {
    const p = await product(6);
    const first = await buyer(p);
    const second = await buyer(p);
    await setStock(p._id, 1);
    const held = await startPayment(first);
    expect((await startPayment(second)).status).toBe(409);
    // Only its own buyer can let it go.
    const notTheirs = await server.api('POST', '/product/razorpay/dismiss', {
      token: second.token,
      body: { razorpay_order_id: held.body.orderId },
    });
    expect(notTheirs.status).toBe(404);
    const dismissed = await server.api('POST', '/product/razorpay/dismiss', {
      token: first.token,
      body: { razorpay_order_id: held.body.orderId },
    });
    expect(dismissed).toMatchObject({ status: 200, body: { status: 'released' } });
    expect((await startPayment(second)).status).toBe(201);
    const bad = await server.api('POST', '/product/razorpay/dismiss', {
      token: first.token,
      body: { razorpay_order_id: '../x' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(expect.any(String));
  });

  it("never blocks its own buyer's retry of the same cart, and is replaced, not stacked", async () => {
    const p = await product(7);
    const b = await buyer(p, 2);
    const other = await buyer(p, 1);
    await setStock(p._id, 2);
    const first = await startPayment(b);
    expect(first.status).toBe(201);
    const again = await startPayment(b);
    expect(again.status).toBe(201);
    expect(again.body.orderId).not.toBe(first.body.orderId);
    const live = await server.database.db
      .select()
      .from(checkoutHolds)
      .where(and(eq(checkoutHolds.userId, b.userId), gt(checkoutHolds.heldUntil, new Date(0))));
    expect(live).toHaveLength(1);
    expect(live[0]).toMatchObject({ productId: p._id, units: 2 });
    // Both units are still held (once) for the buyer: another buyer hears so.
    expect((await startPayment(other)).status).toBe(409);
    const verified = await pay(b, again.body.orderId);
    expect(verified.body.order).toMatchObject({ status: 'pending' });
    expect(await stockOf(p._id)).toBe(0);
  });
});

describe('the order a hold became', () => {
  it('is the only order: a cash order by the same buyer is not blocked by their own hold', async () => {
    const p = await product(8);
    const b = await buyer(p);
    await setStock(p._id, 1);
    expect((await startPayment(b)).status).toBe(201);
    const cash = await placeCod(b);
    expect(cash.status).toBe(201);
    expect((await ordersOf(b)).map((o: { status: string }) => o.status)).toEqual(['pending']);
    expect((cash.body.order as Order).paymentMethod).toBe('Cash on Delivery');
  });
});

describe("the product's page", () => {
  it('shows for sale what is not held for buyers paying right now', async () => {
    const p = await product(9);
    const b = await buyer(p, 2);
    await setStock(p._id, 3);
    expect((await startPayment(b)).status).toBe(201);
    const page = await server.api('GET', `/product/get-productById/${p._id}`);
    expect(page.status).toBe(200);
    expect(page.body.product.stock).toBe(1);
    const size = (page.body.product.variants as { _id: string; stock: number }[]).find(
      (v) => v._id === p._id,
    );
    expect(size?.stock).toBe(1);
  });
});
