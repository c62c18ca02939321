import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BuyAgainResponse, Order } from '@petverse/api/contract';
import { products } from '../src/db/schema';
import { PDF, addAddress, someProducts } from './shopping.fixtures';
import { signUp } from './fixtures';
import { startTestServer, type TestServer } from './harness';

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
      { productId: a!._id, name: a!.name, quantity: 2 },
      { productId: b!._id, name: b!.name, quantity: 1 },
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
    expect(res.body.added).toEqual([{ productId: a!._id, name: a!.name, quantity: 2 }]);
    expect(res.body.leftOut).toEqual([
      { name: a!.name, reason: 'only 2 in stock, so 2 added' },
      { name: b!.name, reason: 'out of stock' },
      { name: c!.name, reason: 'no longer sold' },
    ]);
    expect(res.body.message).toBe(
      `Added 2 items to your cart. Not added: ${a!.name} (only 2 in stock, so 2 added), ${b!.name} (out of stock), ${c!.name} (no longer sold).`,
    );
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
      `Nothing from this order can be bought now: ${d!.name} (out of stock).`,
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
