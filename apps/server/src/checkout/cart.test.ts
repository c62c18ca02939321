import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartLine, WishlistEntry } from '@petverse/api/contract';
import { startTestServer, type TestServer } from '../../test/harness';
import { signUp } from '../../test/fixtures';
import { someProducts } from '../../test/shopping.fixtures';

let server: TestServer;
let products: Awaited<ReturnType<typeof someProducts>>;
beforeAll(async () => {
  server = await startTestServer();
  products = await someProducts(server, 3);
});
afterAll(async () => {
  await server.close();
});

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('given an empty product cart', () => {
  it('lists no lines', async () => {
    const { token } = await signUp(server);
    const res = await server.api('GET', '/product/cart', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ cart: [] });
  });

  it('adds a product with its name, description, price and picture, and answers the whole cart', async () => {
    const { token } = await signUp(server);
    const [p] = products;
    const res = await server.api('POST', '/product/cart', {
      token,
      body: { productId: p!._id, quantity: 2 },
    });
    expect(res.status).toBe(200);
    // `subscribable: true` only on a product that may be subscribed to (ADR 024).
    const { subscribable, ...line } = res.body.cart[0];
    expect([true, undefined]).toContain(subscribable);
    expect(res.body.cart).toHaveLength(1);
    expect(line).toEqual({
      productId: p!._id,
      quantity: 2,
      name: p!.lineName,
      description: expect.any(String),
      price: p!.price,
      imageUrl: expect.stringMatching(/^\/api\//),
      stock: expect.any(Number),
    });
    expect(res.body.message).toBe('Added to cart');
  });

  it('takes a quantity of 1 when none is sent', async () => {
    const { token } = await signUp(server);
    const res = await server.api('POST', '/product/cart', {
      token,
      body: { productId: products[0]!._id },
    });
    expect(res.body.cart[0].quantity).toBe(1);
  });
});

describe('adding a product that is already in the cart', () => {
  it('adds to its quantity, keeping one line', async () => {
    const { token } = await signUp(server);
    const productId = products[0]!._id;
    await server.api('POST', '/product/cart', { token, body: { productId, quantity: 2 } });
    const res = await server.api('POST', '/product/cart', {
      token,
      body: { productId, quantity: 3 },
    });
    expect(res.body.cart).toHaveLength(1);
    expect(res.body.cart[0].quantity).toBe(5);
  });

  it('stops at 99', async () => {
    const { token } = await signUp(server);
    const productId = products[0]!._id;
    await server.api('POST', '/product/cart', { token, body: { productId, quantity: 90 } });
    const res = await server.api('POST', '/product/cart', {
      token,
      body: { productId, quantity: 20 },
    });
    expect(res.body.cart[0].quantity).toBe(99);
  });

  it('never makes two lines when adds arrive at the same time', async () => {
    const { token } = await signUp(server);
    const productId = products[1]!._id;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        server.api('POST', '/product/cart', { token, body: { productId, quantity: 1 } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const cart = (await server.api('GET', '/product/cart', { token })).body.cart as CartLine[];
    expect(cart).toHaveLength(1);
    expect(cart[0]!.quantity).toBe(10);
  });

  it('keeps lines in the order they were first added', async () => {
    const { token } = await signUp(server);
    for (const p of [products[2]!, products[0]!, products[2]!])
      await server.api('POST', '/product/cart', { token, body: { productId: p._id, quantity: 1 } });
    const cart = (await server.api('GET', '/product/cart', { token })).body.cart as CartLine[];
    expect(cart.map((l) => l.productId)).toEqual([products[2]!._id, products[0]!._id]);
  });
});

describe('POST /product/cart with bad input', () => {
  it.each([
    ['no productId', { productId: undefined, quantity: 1 }, 'productId is required'],
    ['a malformed productId', { productId: 'abc', quantity: 1 }, 'productId must be a valid id'],
    ['quantity 0', { quantity: 0 }, 'Quantity must be a whole number from 1 to 99.'],
    ['a negative quantity', { quantity: -1 }, 'Quantity must be a whole number from 1 to 99.'],
    ['quantity 100', { quantity: 100 }, 'Quantity must be a whole number from 1 to 99.'],
    ['a fractional quantity', { quantity: 1.5 }, 'Quantity must be a whole number from 1 to 99.'],
    ['a text quantity', { quantity: 'lots' }, 'Quantity must be a whole number from 1 to 99.'],
  ])('answers %s with 400', async (_case, body, message) => {
    const { token } = await signUp(server);
    const res = await server.api('POST', '/product/cart', {
      token,
      body: { productId: products[0]!._id, ...body },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message });
    expect((await server.api('GET', '/product/cart', { token })).body.cart).toEqual([]);
  });

  it('answers 404 for a product that does not exist', async () => {
    const { token } = await signUp(server);
    const res = await server.api('POST', '/product/cart', {
      token,
      body: { productId: MISSING, quantity: 1 },
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Product not found' });
  });
});

describe('PUT /product/cart/:productId', () => {
  it('sets the quantity and answers the whole cart', async () => {
    const { token } = await signUp(server);
    const productId = products[0]!._id;
    await server.api('POST', '/product/cart', { token, body: { productId, quantity: 1 } });
    const res = await server.api('PUT', `/product/cart/${productId}`, {
      token,
      body: { quantity: 7 },
    });
    expect(res.status).toBe(200);
    expect(res.body.cart).toEqual([expect.objectContaining({ productId, quantity: 7 })]);
    expect(res.body.message).toBe('Quantity updated');
  });

  it.each([
    ['quantity 0', { quantity: 0 }, 400],
    ['quantity 100', { quantity: 100 }, 400],
    ['no quantity', {}, 400],
  ])('answers %s with %i and changes nothing', async (_case, body, status) => {
    const { token } = await signUp(server);
    const productId = products[0]!._id;
    await server.api('POST', '/product/cart', { token, body: { productId, quantity: 3 } });
    const res = await server.api('PUT', `/product/cart/${productId}`, { token, body });
    expect(res.status).toBe(status);
    expect((await server.api('GET', '/product/cart', { token })).body.cart[0].quantity).toBe(3);
  });

  it('answers 400 for a malformed id and 404 for a product not in the cart', async () => {
    const { token } = await signUp(server);
    const bad = await server.api('PUT', '/product/cart/nope', { token, body: { quantity: 1 } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'productId must be a valid id' });
    const missing = await server.api('PUT', `/product/cart/${products[0]!._id}`, {
      token,
      body: { quantity: 1 },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Item not found in cart' });
  });
});

describe('DELETE /product/cart/:productId', () => {
  it('removes the line and answers the rest of the cart', async () => {
    const { token } = await signUp(server);
    for (const p of products.slice(0, 2))
      await server.api('POST', '/product/cart', { token, body: { productId: p._id, quantity: 1 } });
    const res = await server.api('DELETE', `/product/cart/${products[0]!._id}`, { token });
    expect(res.status).toBe(200);
    expect((res.body.cart as CartLine[]).map((l) => l.productId)).toEqual([products[1]!._id]);
    expect(res.body.message).toBe('Item removed from cart');
    const again = await server.api('DELETE', `/product/cart/${products[0]!._id}`, { token });
    expect(again.status).toBe(404);
  });

  it('answers 400 for a malformed id', async () => {
    const { token } = await signUp(server);
    expect((await server.api('DELETE', '/product/cart/123', { token })).status).toBe(400);
  });
});

describe('the wishlist', () => {
  it('starts empty, and lists entries populated with the product', async () => {
    const { token } = await signUp(server);
    expect((await server.api('GET', '/product/wishlist', { token })).body).toEqual({
      wishlist: [],
    });
    const p = products[0]!;
    const res = await server.api('POST', '/product/wishlist', {
      token,
      body: { productId: p._id },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      wishlist: [
        {
          productId: {
            _id: p._id,
            name: p.lineName,
            description: expect.any(String),
            price: p.price,
            imageUrl: expect.any(String),
          },
        },
      ],
      message: 'Added to wishlist',
    });
    expect((await server.api('GET', '/product/wishlist', { token })).body.wishlist).toEqual(
      res.body.wishlist,
    );
  });

  it('keeps one entry when a product is added twice, even at once', async () => {
    const { token } = await signUp(server);
    const productId = products[1]!._id;
    await Promise.all(
      [1, 2, 3].map(() => server.api('POST', '/product/wishlist', { token, body: { productId } })),
    );
    const res = await server.api('POST', '/product/wishlist', { token, body: { productId } });
    expect(res.body.wishlist).toHaveLength(1);
  });

  it('removes an entry and answers the rest', async () => {
    const { token } = await signUp(server);
    for (const p of products.slice(0, 2))
      await server.api('POST', '/product/wishlist', { token, body: { productId: p._id } });
    const res = await server.api('DELETE', `/product/wishlist/${products[0]!._id}`, { token });
    expect(res.status).toBe(200);
    expect((res.body.wishlist as WishlistEntry[]).map((e) => e.productId._id)).toEqual([
      products[1]!._id,
    ]);
    expect(res.body.message).toBe('Item removed from wishlist');
    const again = await server.api('DELETE', `/product/wishlist/${products[0]!._id}`, { token });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'Item not found in wishlist' });
  });

  it.each([
    ['no productId', {}, 400, 'productId is required'],
    ['a malformed productId', { productId: 'x' }, 400, 'productId must be a valid id'],
    ['a product that does not exist', { productId: MISSING }, 404, 'Product not found'],
  ])('answers %s with %i', async (_case, body, status, message) => {
    const { token } = await signUp(server);
    const res = await server.api('POST', '/product/wishlist', { token, body });
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ message });
  });

  it('answers 400 when deleting by a malformed id', async () => {
    const { token } = await signUp(server);
    expect((await server.api('DELETE', '/product/wishlist/x', { token })).status).toBe(400);
  });

  it('moves to cart: add with quantity 1, then remove from the wishlist', async () => {
    const { token } = await signUp(server);
    const productId = products[2]!._id;
    await server.api('POST', '/product/wishlist', { token, body: { productId } });
    const added = await server.api('POST', '/product/cart', {
      token,
      body: { productId, quantity: 1 },
    });
    const removed = await server.api('DELETE', `/product/wishlist/${productId}`, { token });
    expect(added.body.cart).toEqual([expect.objectContaining({ productId, quantity: 1 })]);
    expect(removed.body.wishlist).toEqual([]);
  });
});
