import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BuyAgainResponse, Order } from '@petverse/api/contract';
import { products } from '../catalogue/tables';
import { PDF, addAddress, someProducts } from '../../test/shopping.fixtures';
import { signUp } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';

/**
 * 'Buy again' (issue 38): a past order's products go back in its buyer's cart in one call, as
 * many as are in stock; every line left out is named with why; nobody else's order can be used.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const setProduct = (id: string, set: Partial<typeof products.$inferInsert>) =>
  server.database.db.update(products).set(set).where(eq(products.id, id));

/** A buyer who ordered (cash on delivery) `lines` of products. */
async function pastOrder(lines: [string, number][]) {
  const who = await signUp(server);
  const address = (await addAddress(server, who.token))._id;
  for (const [productId, quantity] of lines)
    await server.api('POST', '/product/cart', { token: who.token, body: { productId, quantity } });
  const placed = await server.api('POST', '/product/order', {
    token: who.token,
    body: { orderData: { shippingType: 'Economy', address } },
  });
  if (placed.status !== 201) throw new Error(`order: ${placed.status}`);
  return { token: who.token, order: placed.body.order as Order };
}

const buyAgain = (token: string, orderId: string) =>
  server.api('POST', `/product/orders/${orderId}/buy-again`, { token });

describe('buy again', () => {
  it('puts every line of a past order back in the cart', async () => {
    const [a, b] = await someProducts(server, 2);
    await setProduct(a!._id, { stock: 100 });
    await setProduct(b!._id, { stock: 100 });
    const { token, order } = await pastOrder([
      [a!._id, 2],
      [b!._id, 1],
    ]);
    const cartBefore = await server.api('GET', '/product/cart', { token });
    expect(cartBefore.body.cart).toEqual([]);
    const res = await buyAgain(token, order._id);
    expect(res.status).toBe(200);
    const body = res.body as BuyAgainResponse;
    expect(body.added).toEqual([
      { productId: a!._id, name: a!.lineName, quantity: 2 },
      { productId: b!._id, name: b!.lineName, quantity: 1 },
    ]);
    expect(body.leftOut).toEqual([]);
    expect(body.message).toBe('Added 3 items to your cart.');
    expect(body.cart.map((l) => [l.productId, l.quantity])).toEqual([
      [a!._id, 2],
      [b!._id, 1],
    ]);
    // Twice adds to what is there, as adding to the cart does.
    const again = await buyAgain(token, order._id);
    expect((again.body as BuyAgainResponse).cart.map((l) => l.quantity)).toEqual([4, 2]);
  });

  it('leaves out what is sold out or withdrawn, puts in what is left, and says which', async () => {
    const [a, b, c] = await someProducts(server, 3);
    for (const p of [a, b, c]) await setProduct(p!._id, { stock: 100, withdrawnAt: null });
    const { token, order } = await pastOrder([
      [a!._id, 3],
      [b!._id, 1],
      [c!._id, 1],
    ]);
    await setProduct(a!._id, { stock: 2 });
    await setProduct(b!._id, { stock: 0 });
    await setProduct(c!._id, { withdrawnAt: new Date() });
    const res = await buyAgain(token, order._id);
    expect(res.status).toBe(200);
    expect(res.body.added).toEqual([{ productId: a!._id, name: a!.lineName, quantity: 2 }]);
    expect(res.body.leftOut).toEqual([
      { name: a!.lineName, reason: 'only 2 in stock, so 2 added' },
      { name: b!.lineName, reason: 'out of stock' },
      { name: c!.lineName, reason: 'no longer sold' },
    ]);
    expect(res.body.message).toBe(
      `Added 2 items to your cart. Not added: ${a!.lineName} (only 2 in stock, so 2 added), ${b!.lineName} (out of stock), ${c!.lineName} (no longer sold).`,
    );
    // Each reason a text of its own, so a Hindi page says it in Hindi (issue 35).
    expect(res.body.said.values.left).toEqual([
      {
        id: '{name} ({reason})',
        values: {
          name: a!.lineName,
          reason: { id: 'only {added} in stock, so {added} added', values: { added: 2 } },
        },
      },
      {
        id: '{name} ({reason})',
        values: { name: b!.lineName, reason: { id: 'out of stock', values: {} } },
      },
      {
        id: '{name} ({reason})',
        values: { name: c!.lineName, reason: { id: 'no longer sold', values: {} } },
      },
    ]);
    await setProduct(c!._id, { withdrawnAt: null });
  });

  it('refuses, naming why, when nothing of the order can be bought', async () => {
    const [, , , d] = await someProducts(server, 4);
    await setProduct(d!._id, { stock: 10 });
    const { token, order } = await pastOrder([[d!._id, 1]]);
    await setProduct(d!._id, { stock: 0 });
    const res = await buyAgain(token, order._id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      `Nothing from this order can be bought now: ${d!.lineName} (out of stock).`,
    );
    await setProduct(d!._id, { stock: 10 });
  });

  it('leaves out a pharmacy order: it needs a new prescription', async () => {
    const [e] = await someProducts(server, 1);
    await setProduct(e!._id, { stock: 10 });
    const who = await signUp(server);
    const address = (await addAddress(server, who.token))._id;
    await server.api('POST', '/product/cart', {
      token: who.token,
      body: { productId: e!._id, quantity: 1 },
    });
    const form = new FormData();
    form.append('prescriptionFile', new Blob([PDF], { type: 'application/pdf' }), 'rx.pdf');
    form.append('quantity', '1');
    expect(
      (await server.api('POST', '/user/addVetCart', { token: who.token, body: form })).status,
    ).toBe(201);
    const placed = await server.api('POST', '/product/order', {
      token: who.token,
      body: { orderData: { shippingType: 'Economy', address } },
    });
    const res = await buyAgain(who.token, placed.body.order._id);
    expect(res.status).toBe(200);
    expect(res.body.leftOut).toEqual([
      { name: 'Pharmacy Order', reason: 'needs a new prescription' },
    ]);
  });

  it('cannot use someone else’s order: it is not found, and their cart is untouched', async () => {
    const [a] = await someProducts(server, 1);
    await setProduct(a!._id, { stock: 100 });
    const asha = await pastOrder([[a!._id, 1]]);
    const ravi = await signUp(server);
    const res = await buyAgain(ravi.token, asha.order._id);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Order not found');
    expect((await server.api('GET', '/product/cart', { token: ravi.token })).body.cart).toEqual([]);
    expect((await server.api('GET', '/product/cart', { token: asha.token })).body.cart).toEqual([]);
    expect((await buyAgain(ravi.token, 'not-an-id')).status).toBe(400);
    expect((await server.api('POST', `/product/orders/${asha.order._id}/buy-again`)).status).toBe(
      401,
    );
  });
});

describe("the 'Buy again' list", () => {
  const list = (token: string) => server.api('GET', '/product/buy-again', { token });

  it("names each product a buyer ordered that is still sold, the last ordered first, and no one else's", async () => {
    const [a, b, c] = await someProducts(server, 3);
    for (const p of [a, b, c]) await setProduct(p!._id, { stock: 100, withdrawnAt: null });
    // Nothing bought yet: an empty list.
    const newcomer = await signUp(server);
    expect((await list(newcomer.token)).body).toEqual({ products: [] });

    const first = await pastOrder([
      [a!._id, 2],
      [b!._id, 1],
    ]);
    // The same buyer orders a again, 5 this time, and c.
    const address = (await addAddress(server, first.token))._id;
    for (const [productId, quantity] of [
      [a!._id, 5],
      [c!._id, 1],
    ] as const)
      await server.api('POST', '/product/cart', {
        token: first.token,
        body: { productId, quantity },
      });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await server.api('POST', '/product/order', {
      token: first.token,
      body: { orderData: { shippingType: 'Economy', address } },
    });
    expect(second.status).toBe(201);
    await setProduct(c!._id, { stock: 0 });

    const res = await list(first.token);
    expect(res.status).toBe(200);
    const rows = res.body.products as { productId: string; lastQuantity: number; stock: number }[];
    // Each product once; the second order's first; its last quantity; c still listed, sold out.
    expect(rows.map((r) => r.productId).sort()).toEqual([a!._id, b!._id, c!._id].sort());
    expect(
      rows
        .slice(0, 2)
        .map((r) => r.productId)
        .sort(),
    ).toEqual([a!._id, c!._id].sort());
    expect(rows.at(-1)!.productId).toBe(b!._id);
    expect(rows.find((r) => r.productId === a!._id)).toMatchObject({ lastQuantity: 5 });
    expect(rows.find((r) => r.productId === c!._id)).toMatchObject({ stock: 0 });

    // A withdrawn product leaves the list; another buyer sees none of this buyer's.
    await setProduct(b!._id, { withdrawnAt: new Date() });
    expect(
      ((await list(first.token)).body.products as { productId: string }[]).map((r) => r.productId),
    ).not.toContain(b!._id);
    expect((await list(newcomer.token)).body).toEqual({ products: [] });
    expect((await server.api('GET', '/product/buy-again')).status).toBe(401);
  });
});
