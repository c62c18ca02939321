import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Order } from '@petverse/api/contract';
import { users } from '../src/accounts/tables';
import { products as productsTable } from '../src/catalogue/tables';
import { wishlistItems } from '../src/checkout/tables';
import { orderItems, orderStatusEvents, orders } from '../src/orders/tables';
import { startTestServer, type TestServer } from './harness';
import { DAY, signUp, type SignedUp } from './fixtures';
import { addAddress, someProducts } from './shopping.fixtures';

/**
 * The hot reads (cart, wishlist, orders page, current user) read the token's version in the
 * same prepared statement as their answer (issue 16): these check that a revoked token is still
 * refused at once, and that each user only ever gets their own answer.
 */
let server: TestServer;
let products: { _id: string; name: string; price: number }[];
beforeAll(async () => {
  server = await startTestServer();
  products = await someProducts(server, 3);
});
afterAll(async () => {
  await server.close();
});

const HOT_READS = [
  '/product/cart',
  '/product/wishlist',
  '/product/user-orders?page=1&limit=10',
  '/auth/getuser',
];

/** A new user with one product in the cart, another in the wishlist and one order placed. */
async function shopper(product: number): Promise<SignedUp & { order: Order }> {
  const who = await signUp(server);
  const address = (await addAddress(server, who.token))._id;
  const p = products[product]!;
  await server.api('POST', '/product/cart', {
    token: who.token,
    body: { productId: p._id, quantity: 1 },
  });
  const placed = await server.api('POST', '/product/order', {
    token: who.token,
    body: {
      orderData: { totalPrice: Math.round(p.price + 50), shippingType: 'Economy', address },
    },
  });
  expect(placed.status).toBe(201);
  await server.api('POST', '/product/cart', {
    token: who.token,
    body: { productId: p._id, quantity: 2 },
  });
  await server.api('POST', '/product/wishlist', { token: who.token, body: { productId: p._id } });
  return { ...who, order: placed.body.order as Order };
}

describe('given two signed-in users', () => {
  it('answers each with their own cart, wishlist, orders and profile', async () => {
    const asha = await shopper(0);
    const ravi = await shopper(1);
    for (const [who, product] of [
      [asha, products[0]!],
      [ravi, products[1]!],
    ] as const) {
      const cart = await server.api('GET', '/product/cart', { token: who.token });
      const lines = cart.body.cart as { productId: string }[];
      expect(lines.map((l) => l.productId)).toEqual([product._id]);
      expect(cart.body.cart[0].quantity).toBe(2);
      const wishlist = await server.api('GET', '/product/wishlist', { token: who.token });
      const entries = wishlist.body.wishlist as { productId: { _id: string } }[];
      expect(entries.map((e) => e.productId._id)).toEqual([product._id]);
      const orders = await server.api('GET', '/product/user-orders', { token: who.token });
      expect(orders.body.data.data.orders).toEqual([who.order]);
      const me = await server.api('GET', '/auth/getuser', { token: who.token });
      expect(me.body.user).toEqual(who.user);
    }
  });

  it('refuses a token at once after its user logs out, on every hot read, and keeps serving the other user', async () => {
    const asha = await shopper(0);
    const ravi = await shopper(1);
    // Read everything once first, so nothing is answered from a first-use path.
    for (const path of HOT_READS) {
      expect((await server.api('GET', path, { token: asha.token })).status).toBe(200);
      expect((await server.api('GET', path, { token: ravi.token })).status).toBe(200);
    }
    expect((await server.api('POST', '/auth/logout', { token: asha.token })).status).toBe(200);
    for (const path of HOT_READS) {
      const refused = await server.api('GET', path, { token: asha.token });
      expect(refused.status, path).toBe(401);
      expect(refused.body).toEqual({ message: 'Session expired. Please log in again.' });
      expect(refused.headers.get('www-authenticate')).toBe('Bearer');
      expect((await server.api('GET', path, { token: ravi.token })).status, path).toBe(200);
    }
  });

  it('refuses the token of a user who is gone', async () => {
    const gone = await shopper(2);
    for (const path of HOT_READS)
      expect((await server.api('GET', path, { token: gone.token })).status).toBe(200);
    await server.database.db.delete(users).where(eq(users.id, gone.user._id));
    for (const path of HOT_READS)
      expect((await server.api('GET', path, { token: gone.token })).status, path).toBe(401);
  });

  it('refuses a token once it expires, although it was accepted before', async () => {
    const { token } = await signUp(server);
    for (const path of HOT_READS)
      expect((await server.api('GET', path, { token })).status).toBe(200);
    server.clock.advance(7 * DAY + 1000);
    try {
      for (const path of HOT_READS)
        expect((await server.api('GET', path, { token })).status, path).toBe(401);
    } finally {
      server.clock.advance(-(7 * DAY + 1000));
    }
  });

  it('answers an empty cart, wishlist and order list for a new user', async () => {
    const { token } = await signUp(server);
    expect((await server.api('GET', '/product/cart', { token })).body).toEqual({ cart: [] });
    expect((await server.api('GET', '/product/wishlist', { token })).body).toEqual({
      wishlist: [],
    });
    const orders = await server.api('GET', '/product/user-orders', { token });
    expect(orders.body.data.data).toEqual({
      orders: [],
      pagination: {
        totalOrders: 0,
        totalPages: 0,
        hasNextPage: false,
        hasPrevPage: false,
        currentPage: 1,
        limit: 10,
      },
    });
  });
});

describe('given a buyer with several orders, one of them cancelled', () => {
  it('pages them newest first, each exactly as placing or cancelling it answered', async () => {
    const who = await signUp(server);
    const address = (await addAddress(server, who.token))._id;
    const placed: Order[] = [];
    for (let i = 0; i < 3; i++) {
      for (const p of products.slice(0, i + 1))
        await server.api('POST', '/product/cart', {
          token: who.token,
          body: { productId: p._id, quantity: 1 },
        });
      const cart = (await server.api('GET', '/product/cart', { token: who.token })).body.cart as {
        price: number;
        quantity: number;
      }[];
      const total = cart.reduce((sum, l) => sum + l.price * l.quantity, 0);
      const res = await server.api('POST', '/product/order', {
        token: who.token,
        body: {
          orderData: { totalPrice: Math.round(total + 50), shippingType: 'Economy', address },
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      placed.push(res.body.order as Order);
    }
    const cancelled = await server.api('POST', `/product/orders/${placed[1]!._id}/cancel`, {
      token: who.token,
    });
    expect(cancelled.status).toBe(200);
    placed[1] = cancelled.body.order as Order;
    expect(placed[1].statusHistory?.map((s) => s.status)).toEqual(['pending', 'cancelled']);
    expect(placed[2]!.items).toHaveLength(3);

    const page = async (n: number) => {
      const res = await server.api('GET', `/product/user-orders?page=${n}&limit=2`, {
        token: who.token,
      });
      return res.body.data.data as { orders: Order[]; pagination: Record<string, unknown> };
    };
    const first = await page(1);
    expect(first.orders).toEqual([placed[2], placed[1]]);
    expect(first.pagination).toEqual({
      totalOrders: 3,
      totalPages: 2,
      hasNextPage: true,
      hasPrevPage: false,
      currentPage: 1,
      limit: 2,
    });
    const second = await page(2);
    expect(second.orders).toEqual([placed[0]]);
    expect(second.pagination.hasNextPage).toBe(false);
    const past = await page(3);
    expect(past.orders).toEqual([]);
    expect(past.pagination.totalOrders).toBe(3);
  });
});

/**
 * A browser keeps each answer with its ETag and asks again with If-None-Match (ADR 016): a 304
 * means "what you hold is still the answer". `read` is that browser, per session and address.
 * These change the data behind each hot read directly in the database, as an operator or a
 * migration would, not through a route, and expect the next read to show it: a 304 there would
 * be a stale answer.
 */
const held = new Map<string, { etag: string; body: unknown }>();
let notModifiedCount = 0;
async function read(token: string, path: string): Promise<any> {
  const key = `${token} ${path}`;
  const kept = held.get(key);
  const res = await server.api('GET', path, {
    token,
    headers: kept ? { 'if-none-match': kept.etag } : {},
  });
  if (res.status === 304) {
    notModifiedCount++;
    expect(res.headers.get('etag')).toBe(kept!.etag);
    return kept!.body;
  }
  expect(res.status, path).toBe(200);
  held.set(key, { etag: res.headers.get('etag')!, body: res.body });
  return res.body;
}

describe('given a browser that holds what it read', () => {
  it("answers 304 with no body while the answer stands, and never for another user's tag", async () => {
    const asha = await shopper(0);
    const ravi = await shopper(1);
    for (const path of [...HOT_READS, `/product/get-productById/${products[0]!._id}`]) {
      const first = await server.api('GET', path, { token: asha.token });
      const etag = first.headers.get('etag')!;
      expect(etag, path).toMatch(/^W\/".+"$/);
      const again = await server.api('GET', path, {
        token: asha.token,
        headers: { 'if-none-match': etag },
      });
      expect(again.status, path).toBe(304);
      expect(again.body, path).toBeUndefined();
      // Another session holding Asha's tag gets its own answer, not a 304.
      if (path.startsWith('/product/get-productById')) continue;
      const other = await server.api('GET', path, {
        token: ravi.token,
        headers: { 'if-none-match': etag },
      });
      expect(other.status, path).toBe(200);
      expect(other.headers.get('etag'), path).not.toBe(etag);
    }
  });

  it('answers a page of orders 304 from the versions alone, then the new page once it changes', async () => {
    const who = await shopper(0);
    const before = notModifiedCount;
    const page = await read(who.token, '/product/user-orders?page=1&limit=10');
    expect(await read(who.token, '/product/user-orders?page=1&limit=10')).toBe(page);
    expect(notModifiedCount).toBe(before + 1);
    // Cancelling moves the orders version: the held page is no longer the answer.
    const cancelled = await server.api('POST', `/product/orders/${who.order._id}/cancel`, {
      token: who.token,
    });
    expect(cancelled.status).toBeLessThan(300);
    const next = await read(who.token, '/product/user-orders?page=1&limit=10');
    expect(next.data.data.orders[0].status).toBe('cancelled');
  });
});

describe('given answers read once already', () => {
  const ordersOf = async (token: string) =>
    (await read(token, '/product/user-orders?page=1&limit=10')).data.data as {
      orders: Order[];
      pagination: { totalOrders: number };
    };

  it('shows every change to an order, its lines or its timeline at the next read', async () => {
    const who = await shopper(0);
    const other = await shopper(1);
    const { db } = server.database;
    const versionOf = async (id: string) =>
      (await db.select({ v: users.ordersVersion }).from(users).where(eq(users.id, id)))[0]!.v;
    const otherBefore = await versionOf(other.user._id);
    expect(await ordersOf(who.token)).toEqual(await ordersOf(who.token));
    const id = who.order._id;

    await db.update(orders).set({ status: 'confirmed' }).where(eq(orders.id, id));
    expect((await ordersOf(who.token)).orders[0]!.status).toBe('confirmed');

    await db.insert(orderStatusEvents).values({ orderId: id, status: 'confirmed' });
    expect((await ordersOf(who.token)).orders[0]!.statusHistory?.at(-1)?.status).toBe('confirmed');
    await db.delete(orderStatusEvents).where(eq(orderStatusEvents.orderId, id));
    expect((await ordersOf(who.token)).orders[0]!.statusHistory).toHaveLength(2);
    await db.insert(orderStatusEvents).values({ orderId: id, status: 'confirmed' });

    await db.update(orderItems).set({ name: 'Renamed kibble' }).where(eq(orderItems.orderId, id));
    expect((await ordersOf(who.token)).orders[0]!.items[0]!.itemId.name).toBe('Renamed kibble');

    // Several changes in one transaction show together.
    await db.transaction(async (tx) => {
      await tx.update(orders).set({ status: 'shipped' }).where(eq(orders.id, id));
      await tx.insert(orderStatusEvents).values({ orderId: id, status: 'shipped' });
    });
    const shipped = (await ordersOf(who.token)).orders[0]!;
    expect(shipped.status).toBe('shipped');
    expect(shipped.statusHistory?.at(-1)?.status).toBe('shipped');
    await db.update(orders).set({ status: 'confirmed' }).where(eq(orders.id, id));
    expect((await ordersOf(who.token)).orders[0]!.status).toBe('confirmed');

    // A change rolled back changes nothing.
    await expect(
      db.transaction(async (tx) => {
        await tx.update(orders).set({ status: 'shipped' }).where(eq(orders.id, id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await ordersOf(who.token)).orders[0]!.status).toBe('confirmed');

    await db.delete(orders).where(eq(orders.id, id));
    expect(await ordersOf(who.token)).toMatchObject({ orders: [], pagination: { totalOrders: 0 } });
    // Only the owner's version moved; the other buyer's page is as it was.
    expect(await versionOf(other.user._id)).toBe(otherBefore);
    expect((await ordersOf(other.token)).orders).toEqual([other.order]);
  });

  it('shows a changed price, a removed wishlist entry and a renamed user at the next read', async () => {
    const who = await shopper(2);
    const { db } = server.database;
    const product = products[2]!;
    const cart = async () => (await read(who.token, '/product/cart')).cart as { price: number }[];
    expect((await cart())[0]!.price).toBe(product.price);
    const [row] = await db
      .select({ pricePaise: productsTable.pricePaise })
      .from(productsTable)
      .where(eq(productsTable.id, product._id));
    try {
      await db
        .update(productsTable)
        .set({ pricePaise: sql`${productsTable.pricePaise} + 100` })
        .where(eq(productsTable.id, product._id));
      expect((await cart())[0]!.price).toBe(product.price + 1);
    } finally {
      await db
        .update(productsTable)
        .set({ pricePaise: row!.pricePaise })
        .where(eq(productsTable.id, product._id));
    }
    expect((await cart())[0]!.price).toBe(product.price);

    const wishlist = () => read(who.token, '/product/wishlist');
    expect((await wishlist()).wishlist).toHaveLength(1);
    await db.delete(wishlistItems).where(eq(wishlistItems.userId, who.user._id));
    expect((await wishlist()).wishlist).toEqual([]);

    const me = () => read(who.token, '/auth/getuser');
    expect((await me()).user.name).toBe(who.user.name);
    await db.update(users).set({ name: 'Asha Renamed' }).where(eq(users.id, who.user._id));
    expect((await me()).user.name).toBe('Asha Renamed');
  });
});
