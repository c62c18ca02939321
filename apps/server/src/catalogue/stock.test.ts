import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Order } from '@petverse/api/contract';
import { products } from './tables';
import { orders } from '../orders/tables';
import { signUp } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';
import { addAddress, someProducts } from '../../test/shopping.fixtures';

/**
 * Stock: taken when an order is placed, given back when it is cancelled; the last units go to
 * exactly as many buyers as there are units; a line that cannot be bought is refused before any
 * money moves, and money taken for units sold meanwhile goes back at once.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const setStock = (id: string, stock: number) =>
  server.database.db.update(products).set({ stock }).where(eq(products.id, id));
const stockOf = async (id: string) =>
  (
    await server.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, id))
  )[0]!.stock;

/** A buyer with `quantity` of the product in the cart and an address. */
async function buyer(productId: string, quantity = 1) {
  const who = await signUp(server);
  const address = (await addAddress(server, who.token))._id;
  const added = await server.api('POST', '/product/cart', {
    token: who.token,
    body: { productId, quantity },
  });
  if (added.status !== 200) throw new Error(`cart: ${added.status} ${JSON.stringify(added.body)}`);
  return { who, address };
}

const placeCod = (b: Awaited<ReturnType<typeof buyer>>) =>
  server.api('POST', '/product/order', {
    token: b.who.token,
    body: { orderData: { shippingType: 'Economy', address: b.address } },
  });

describe('the last units', () => {
  it('go to exactly as many of 50 buyers at once as there are units (10)', async () => {
    const [, product] = await someProducts(server, 2);
    await setStock(product!._id, 50);
    const buyers = [];
    for (let i = 0; i < 50; i++) buyers.push(await buyer(product!._id));
    await setStock(product!._id, 10);
    const results = await Promise.all(buyers.map(placeCod));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(results.find((r) => r.status === 409)!.body.message).toBe(
      `${product!.lineName} is out of stock. Please remove it from your cart to continue.`,
    );
    expect(await stockOf(product!._id)).toBe(0);
    const placed = await server.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.stockTaken, true));
    expect(placed.length).toBeGreaterThanOrEqual(10);
    // A refused buyer keeps the cart, so they can change it.
    const refused = buyers[statuses.indexOf(409)]!;
    const cart = await server.api('GET', '/product/cart', { token: refused.who.token });
    expect(cart.body.cart).toEqual([
      expect.objectContaining({ productId: product!._id, stock: 0 }),
    ]);
  });
});

describe('an order', () => {
  it('takes its units, and a cancellation gives them back once', async () => {
    const [, , product] = await someProducts(server, 3);
    await setStock(product!._id, 20);
    const b = await buyer(product!._id, 3);
    const placed = await placeCod(b);
    expect(placed.status).toBe(201);
    expect(await stockOf(product!._id)).toBe(17);
    const id = (placed.body.order as Order)._id;
    const cancel = () => server.api('POST', `/product/orders/${id}/cancel`, { token: b.who.token });
    expect((await cancel()).status).toBe(200);
    expect(await stockOf(product!._id)).toBe(20);
    expect((await cancel()).status).toBe(409);
    expect(await stockOf(product!._id)).toBe(20);
  });

  it('from before stock existed gives nothing back when cancelled', async () => {
    const [product] = await someProducts(server, 1);
    await setStock(product!._id, 30);
    const b = await buyer(product!._id, 2);
    const placed = await placeCod(b);
    const id = (placed.body.order as Order)._id;
    await server.database.db.update(orders).set({ stockTaken: false }).where(eq(orders.id, id));
    await server.api('POST', `/product/orders/${id}/cancel`, { token: b.who.token });
    expect(await stockOf(product!._id)).toBe(28);
  });
});

describe('the cart and checkout', () => {
  it('never holds more than is left, but a line may always shrink', async () => {
    const [, , , product] = await someProducts(server, 4);
    await setStock(product!._id, 3);
    const who = await signUp(server);
    const add = (quantity: number) =>
      server.api('POST', '/product/cart', {
        token: who.token,
        body: { productId: product!._id, quantity },
      });
    expect((await add(2)).status).toBe(200);
    const over = await add(2);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(`Only 3 of ${product!.lineName} left.`);
    await setStock(product!._id, 0);
    const put = (quantity: number) =>
      server.api('PUT', `/product/cart/${product!._id}`, { token: who.token, body: { quantity } });
    expect((await put(5)).status).toBe(409);
    expect((await put(1)).status).toBe(200);
    const cart = await server.api('GET', '/product/cart', { token: who.token });
    expect(cart.body.cart[0]).toMatchObject({ quantity: 1, stock: 0 });
  });

  it('refuses to ask for a payment for a line that ran out, naming it', async () => {
    const [, , , , product] = await someProducts(server, 5);
    await setStock(product!._id, 5);
    const b = await buyer(product!._id, 2);
    await setStock(product!._id, 1);
    const res = await server.api('POST', '/product/razorpay/order', {
      token: b.who.token,
      body: {
        amount: Math.round(product!.price * 2 + 50) * 100,
        currency: 'INR',
        address: b.address,
        shippingType: 'Economy',
      },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      `Only 1 of ${product!.lineName} left. Please lower the quantity to continue.`,
    );
  });

  it('refunds at once a payment for units sold to someone else meanwhile', async () => {
    const [, , , , , product] = await someProducts(server, 6);
    await setStock(product!._id, 5);
    const b = await buyer(product!._id, 1);
    const created = await server.api('POST', '/product/razorpay/order', {
      token: b.who.token,
      body: {
        amount: Math.round(product!.price + 50) * 100,
        currency: 'INR',
        address: b.address,
        shippingType: 'Economy',
      },
    });
    expect(created.status).toBe(201);
    await setStock(product!._id, 0);
    const paid = await server.api('POST', '/payments/sandbox/pay', {
      token: b.who.token,
      body: { order_id: created.body.orderId },
    });
    expect(paid.status).toBe(200);
    const verified = await server.api('POST', '/product/razorpay/verify', {
      token: b.who.token,
      body: paid.body,
    });
    expect(verified.status).toBe(201);
    expect(verified.body.message).toBe(
      'Sorry, an item sold out while you were paying. Your payment has been refunded in full.',
    );
    expect(verified.body.order).toMatchObject({
      status: 'cancelled',
      refund: { status: 'processed' },
    });
    expect(await stockOf(product!._id)).toBe(0);
  });
});

describe('the store', () => {
  it('says how many units each product has, and hides a withdrawn product', async () => {
    const [product] = await someProducts(server, 1);
    const one = await server.api('GET', `/product/get-productById/${product!._id}`);
    expect(one.body.product.stock).toEqual(expect.any(Number));
    const search = await server.api('GET', '/product/search?limit=1');
    expect(search.body.products[0].stock).toEqual(expect.any(Number));
    await server.database.db
      .update(products)
      .set({ withdrawnAt: new Date() })
      .where(eq(products.id, product!._id));
    const found = await server.api(
      'GET',
      `/product/search?q=${encodeURIComponent(product!.name)}&limit=48`,
    );
    expect((found.body.products as { _id: string }[]).map((p) => p._id)).not.toContain(
      product!._id,
    );
    const who = await signUp(server);
    const add = await server.api('POST', '/product/cart', {
      token: who.token,
      body: { productId: product!._id, quantity: 1 },
    });
    expect(add.status).toBe(409);
    expect(add.body.message).toBe(`${product!.lineName} is out of stock.`);
    await server.database.db
      .update(products)
      .set({ withdrawnAt: null })
      .where(eq(products.id, product!._id));
  });
});
