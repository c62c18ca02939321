import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AdminProduct, AdminProductVariant, ProductResponse } from '@petverse/api/contract';
import { products } from './tables';
import { PNG, TEXT, signUp } from '../../test/fixtures';
import { pdfText } from '../../test/pdfText';
import { addAddress, deliver } from '../../test/shopping.fixtures';
import { startTestServer, type TestServer } from '../../test/harness';
import { ownerOf, staffMember, type StaffSession } from '../../test/staff.fixtures';

/** Catalogue staff add, edit, withdraw and restock products; every change is on the audit log. */
let server: TestServer;
let editor: StaffSession;
let owner: StaffSession;
beforeAll(async () => {
  server = await startTestServer();
  owner = await ownerOf(server);
  editor = await staffMember(server, 'catalogue');
});
afterAll(async () => {
  await server.close();
});

const NEW_PRODUCT = {
  name: 'Coconut Oil Paw Balm, 50 g',
  description: 'Soothes cracked paw pads after hot pavements and monsoon walks.',
  category: 'grooming',
  petspecies: 'dog',
  lifeStage: 'all',
  brand: 'Desi Bowl',
  price: 349,
  mrp: 399,
  stock: 12,
};

async function create(body: Record<string, unknown> = NEW_PRODUCT) {
  const res = await server.api('POST', '/admin/products', { token: editor.token, body });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.product as AdminProduct;
}
const patch = (id: string, body: Record<string, unknown>, token = editor.token) =>
  server.api('PATCH', `/admin/products/${id}`, { token, body });
const auditOf = async (id: string) =>
  (await server.api('GET', `/admin/audit?target=${id}`, { token: owner.token })).body.entries as {
    action: string;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  }[];

describe('a new product', () => {
  it('is in the store at once, with its stock, MRP and drawn art, and found by search', async () => {
    // Searched before it exists: the answer this instance keeps goes with the staff's change.
    const before = await server.api('GET', '/product/search?q=coconut%20paw%20balm');
    const ids = (res: { body: { products: { _id: string }[] } }) =>
      res.body.products.map((p) => p._id);
    expect(ids(before).length).toBeGreaterThan(0);
    const product = await create();
    expect(product).toMatchObject({
      ...NEW_PRODUCT,
      version: 1,
      withdrawnAt: null,
      images: [
        expect.stringMatching(
          /^\/api\/media\/art\/p\/coconut-oil-paw-balm-50-g-[0-9a-f]{6}\.webp(\?v=\d+)?$/,
        ),
      ],
    });
    const shown = await server.api('GET', `/product/get-productById/${product._id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.product).toMatchObject({
      name: NEW_PRODUCT.name,
      price: 349,
      mrp: 399,
      stock: 12,
    });
    const found = await server.api('GET', '/product/search?q=coconut%20paw%20balm');
    expect(ids(found)).toContain(product._id);
    const listed = await server.api('GET', '/admin/products?q=coconut%20paw%20balm', {
      token: editor.token,
    });
    expect(listed.body.products).toContainEqual(
      expect.objectContaining({ _id: product._id, stock: 12 }),
    );
    expect((await auditOf(product._id))[0]).toMatchObject({
      action: 'product.create',
      after: { name: NEW_PRODUCT.name, price: 349 },
    });
  });

  it('is refused with a clear message when a field is wrong, and nothing is made', async () => {
    const count = async () => {
      const [row] = await server.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(products);
      return row!.n;
    };
    const before = await count();
    for (const [body, message] of [
      [
        { ...NEW_PRODUCT, price: 0 },
        'Price must be an amount in rupees above 0 (at most two decimals).',
      ],
      [
        { ...NEW_PRODUCT, price: 10.005 },
        'Price must be an amount in rupees above 0 (at most two decimals).',
      ],
      [{ ...NEW_PRODUCT, stock: -1 }, 'Stock must be a whole number from 0 to 100000.'],
      [
        { ...NEW_PRODUCT, category: 'cars' },
        'category must be one of food, treats, toys, accessories, grooming, health.',
      ],
      [{ ...NEW_PRODUCT, name: '  ' }, 'Name is required.'],
      [{ ...NEW_PRODUCT, mrp: 100 }, 'The MRP cannot be below the price.'],
      [
        { ...NEW_PRODUCT, images: ['https://example.com/x.png'] },
        'A picture must be one uploaded here.',
      ],
    ] as const) {
      const res = await server.api('POST', '/admin/products', { token: editor.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await count()).toBe(before);
  });
});

// Issue 54 item 3: a product's name reaches mail subjects (an order's items); a line break in it
// would start a header of its own, so it is refused when it is typed.
describe("a product's name", () => {
  const breaks = [
    ['a CR LF', 'Paw Balm\r\nBcc: evil@x.in'],
    ['a line feed', 'Paw Balm\nBcc: evil@x.in'],
    ['a carriage return', 'Paw Balm\rBcc: evil@x.in'],
    ['a line separator', 'Paw Balm\u2028Bcc: evil@x.in'],
  ] as const;

  it.each(breaks)('holding %s is refused when made, and nothing is made', async (_what, name) => {
    const [before] = await server.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products);
    const res = await server.api('POST', '/admin/products', {
      token: editor.token,
      body: { ...NEW_PRODUCT, name },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Name must be on one line.' });
    const [after] = await server.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products);
    expect(after!.n).toBe(before!.n);
  });

  it.each(breaks)(
    'holding %s is refused in an edit, and the product is unchanged',
    async (_what, name) => {
      const product = await create();
      const res = await patch(product._id, { name, version: 1 });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Name must be on one line.' });
      const now = await server.api('GET', `/admin/products/${product._id}`, {
        token: editor.token,
      });
      expect(now.body.product).toMatchObject({ name: NEW_PRODUCT.name, version: 1 });
      expect(await auditOf(product._id)).toEqual([
        expect.objectContaining({ action: 'product.create' }),
      ]);
    },
  );

  it("nor may a size's label hold one", async () => {
    const product = await create({ ...NEW_PRODUCT, variantLabel: '50 g' });
    const res = await server.api('POST', `/admin/products/${product._id}/variants`, {
      token: editor.token,
      body: { variantLabel: '100 g\r\nBcc: evil@x.in', price: 599, stock: 4 },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'The size must be on one line.' });
  });
});

describe('editing', () => {
  it('changes only what is sent, moves the version, and logs before and after', async () => {
    const product = await create();
    const res = await patch(product._id, { price: 329, stock: 40, version: 1 });
    expect(res.status).toBe(200);
    expect(res.body.product).toMatchObject({
      price: 329,
      stock: 40,
      version: 2,
      name: NEW_PRODUCT.name,
    });
    const [entry] = await auditOf(product._id);
    expect(entry).toMatchObject({
      action: 'product.update',
      before: { price: 349, stock: 12 },
      after: { price: 329, stock: 40 },
    });
    expect(Object.keys(entry!.after).sort()).toEqual(['price', 'stock']);
  });

  it('refuses an edit made on an older version: no update is lost', async () => {
    const product = await create();
    const first = await patch(product._id, { name: 'Paw Balm (Mine)', version: 1 });
    expect(first.status).toBe(200);
    const second = await patch(product._id, { price: 1, version: 1 });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(
      'Someone else changed this product while you were editing it. Reload it to see their changes, then make yours again.',
    );
    const now = await server.api('GET', `/admin/products/${product._id}`, { token: editor.token });
    expect(now.body.product).toMatchObject({ name: 'Paw Balm (Mine)', price: 349, version: 2 });
  });

  it('gives one of two edits at the same time, and refuses the other', async () => {
    const product = await create();
    const results = await Promise.all([
      patch(product._id, { price: 300, version: 1 }),
      patch(product._id, { price: 310, version: 1 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('withdraws a product from the store and restores it', async () => {
    const product = await create();
    const withdrawn = await patch(product._id, { withdrawn: true, version: 1 });
    expect(withdrawn.body.message).toBe(`${NEW_PRODUCT.name} is withdrawn from sale.`);
    expect((await server.api('GET', `/product/get-productById/${product._id}`)).status).toBe(404);
    const hidden = await server.api('GET', '/admin/products?q=paw%20balm', { token: editor.token });
    expect((hidden.body.products as AdminProduct[]).map((p) => p._id)).not.toContain(product._id);
    const shown = await server.api('GET', '/admin/products?q=paw%20balm&withdrawn=true', {
      token: editor.token,
    });
    expect((shown.body.products as AdminProduct[]).map((p) => p._id)).toContain(product._id);
    expect((await patch(product._id, { withdrawn: false, version: 2 })).status).toBe(200);
    expect((await server.api('GET', `/product/get-productById/${product._id}`)).status).toBe(200);
    expect((await auditOf(product._id)).map((e) => e.action).slice(0, 2)).toEqual([
      'product.restore',
      'product.withdraw',
    ]);
  });
});

describe('tax and parcel by product (issue 55 item 2)', () => {
  it('keeps HSN, GST rate, SKU, weight and size, refuses wrong ones, and prints them on the invoice', async () => {
    const bed = await create({
      ...NEW_PRODUCT,
      name: 'Donut Calming Cat Bed, Small',
      category: 'accessories',
      petspecies: 'cat',
    });
    expect(bed).toMatchObject({ hsn: null, gstRate: null, sku: null, dimensionsCm: null });
    const set = await patch(bed._id, {
      version: bed.version,
      hsn: '94049099',
      gstRate: 18,
      sku: 'PV-CAT-BED-S',
      weightGrams: 850,
      dimensionsCm: { length: 50, width: 50, height: 15 },
    });
    expect(set.status).toBe(200);
    const saved = set.body.product as AdminProduct;
    expect(saved).toMatchObject({
      hsn: '94049099',
      gstRate: 18,
      sku: 'PV-CAT-BED-S',
      weightGrams: 850,
      dimensionsCm: { length: 50, width: 50, height: 15 },
    });
    // Wrong values: a clear message each, and nothing changes.
    for (const [body, message] of [
      [{ hsn: '9404-99' }, 'The HSN code must be 4, 6 or 8 digits, or empty.'],
      [{ gstRate: 7 }, 'The GST rate must be one of 0, 5, 12, 18, 28, 40 (percent), or empty.'],
      [{ sku: 'has space' }, /^The SKU must be/],
      [{ weightGrams: 100_001 }, 'The weight must be whole grams from 1 to 100000, or empty.'],
      [{ dimensionsCm: { length: 50, width: 0, height: 1 } }, /^The parcel’s length/],
    ] as const) {
      const res = await patch(bed._id, { version: saved.version, ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    // A SKU is one product's.
    const other = await create({ ...NEW_PRODUCT, name: 'Sisal Scratching Pad' });
    const taken = await patch(other._id, { version: other.version, sku: 'PV-CAT-BED-S' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(
      'The SKU PV-CAT-BED-S is already on Donut Calming Cat Bed, Small.',
    );

    // A buyer's cash order of it, delivered: its invoice bills the bed as a bed.
    const who = await signUp(server);
    const address = (await addAddress(server, who.token))._id;
    await server.api('POST', '/product/cart', {
      token: who.token,
      body: { productId: bed._id, quantity: 1 },
    });
    const placed = await server.api('POST', '/product/order', {
      token: who.token,
      body: { orderData: { shippingType: 'Economy', address } },
    });
    expect(placed.status).toBe(201);
    const orderId = (placed.body.order as { _id: string })._id;
    await deliver(server, orderId);
    const invoice = await fetch(`${server.url}/api/product/orders/${orderId}/invoice`, {
      headers: { authorization: `Bearer ${who.token}` },
    });
    expect(invoice.status).toBe(200);
    const text = pdfText(Buffer.from(await invoice.arrayBuffer()));
    expect(text).toContain('94049099');
    expect(text).toContain('PV-CAT-BED-S');
    expect(text).not.toContain('42010000');
    // Money with the rupee sign: the PDF's font has it.
    expect(text).toContain('₹349.00');
    expect(text).not.toContain('Rs.');
  });
});

describe('stock moves', () => {
  it('receives and writes off units relative to what is there, never below 0', async () => {
    const product = await create();
    const move = (change: number, reason = 'Delivery from the distributor') =>
      server.api('POST', `/admin/products/${product._id}/stock`, {
        token: editor.token,
        body: { change, reason },
      });
    const received = await move(30);
    expect(received.body).toMatchObject({
      message: '30 units received: 42 in stock.',
      product: { stock: 42 },
    });
    const tooMany = await move(-50, 'Damaged');
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe(
      `There are only 42 units of ${NEW_PRODUCT.name}: 50 cannot be written off.`,
    );
    expect((await move(-2, 'Torn packs')).body.product.stock).toBe(40);
    expect((await move(0)).status).toBe(400);
    expect((await move(5, '')).status).toBe(400);
    const entries = await auditOf(product._id);
    expect(entries[0]).toMatchObject({
      action: 'stock.writeoff',
      before: { stock: 42 },
      after: { stock: 40, change: -2, reason: 'Torn packs' },
    });
    expect(entries[1]).toMatchObject({ action: 'stock.receive', after: { change: 30 } });
  });

  it('lists products low on or out of stock', async () => {
    const product = await create({ ...NEW_PRODUCT, name: 'Neem Tick Spray', stock: 2 });
    const low = await server.api('GET', '/admin/products?stock=low&limit=100', {
      token: editor.token,
    });
    expect((low.body.products as AdminProduct[]).map((p) => p._id)).toContain(product._id);
    for (const p of low.body.products as AdminProduct[]) expect(p.stock).toBeLessThanOrEqual(5);
    const out = await server.api('GET', '/admin/products?stock=out&limit=100', {
      token: editor.token,
    });
    for (const p of out.body.products as AdminProduct[]) expect(p.stock).toBe(0);
  });
});

describe('pictures', () => {
  it('are uploaded, checked by their content, and ordered on the product', async () => {
    const product = await create();
    const upload = async (bytes: Buffer, name: string) => {
      const form = new FormData();
      form.append('picture', new Blob([new Uint8Array(bytes)]), name);
      return server.api('POST', '/admin/products/pictures', { token: editor.token, body: form });
    };
    const picture = await upload(PNG, 'balm.png');
    expect(picture.status).toBe(201);
    expect(picture.body.url).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.png$/);
    const fake = await upload(TEXT, 'virus.png');
    expect(fake.status).toBe(400);
    const ordered = await patch(product._id, {
      images: [picture.body.url, ...product.images],
      version: 1,
    });
    expect(ordered.body.product.images).toEqual([picture.body.url, ...product.images]);
    const shown = await server.api('GET', `/product/get-productById/${product._id}`);
    expect(shown.body.product.imageUrl).toBe(picture.body.url);
    expect(shown.body.product.images).toEqual([picture.body.url, ...product.images]);
    const none = await patch(product._id, { images: [], version: 2 });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('A product needs at least one picture.');
  });
});

describe('the audit log', () => {
  it('cannot be changed or emptied, even by SQL', async () => {
    const product = await create();
    const db = server.database.db;
    await expect(db.execute(sql`update audit_log set action = 'nothing'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect((await auditOf(product._id))[0]!.action).toBe('product.create');
  });

  it('is filtered by action and person, newest first, in pages', async () => {
    const byAction = await server.api('GET', '/admin/audit?action=stock.&limit=50', {
      token: owner.token,
    });
    expect(byAction.body.entries.length).toBeGreaterThan(0);
    for (const e of byAction.body.entries) expect(e.action).toMatch(/^stock\./);
    const me = await server.api('GET', '/admin/auth/me', { token: editor.token });
    const byStaff = await server.api('GET', `/admin/audit?staff=${me.body.staff._id}&limit=2`, {
      token: owner.token,
    });
    expect(byStaff.body.entries).toHaveLength(2);
    expect(byStaff.body.pagination.total).toBeGreaterThan(2);
    const times = (byStaff.body.entries as { at: string }[]).map((e) => Date.parse(e.at));
    expect(times[0]).toBeGreaterThanOrEqual(times[1]!);
  });
});

describe("a product's sizes (ADR 026)", () => {
  const addSize = (id: string, body: Record<string, unknown>) =>
    server.api('POST', `/admin/products/${id}/variants`, { token: editor.token, body });

  it('adds a size to a product, with its own price, MRP and stock, shown on the store as one', async () => {
    const first = await create({ ...NEW_PRODUCT, name: 'Neem Paw Balm', variantLabel: '50 g' });
    const added = await addSize(first._id, {
      variantLabel: '100 g',
      price: 599,
      mrp: 649,
      stock: 4,
    });
    expect(added.status).toBe(201);
    expect(added.body.product).toMatchObject({
      name: 'Neem Paw Balm',
      variantLabel: '100 g',
      price: 599,
      mrp: 649,
      stock: 4,
      brand: 'Desi Bowl',
      images: first.images,
    });
    const sizes = added.body.variants as AdminProductVariant[];
    expect(sizes.map((v) => v.variantLabel)).toEqual(['50 g', '100 g']);
    const read = await server.api('GET', `/admin/products/${first._id}`, { token: editor.token });
    expect(read.body.variants).toEqual(added.body.variants);

    // The store's page of either size offers both; its list shows the product once, 'from' ₹349.
    const page = await server.api('GET', `/product/get-productById/${added.body.product._id}`);
    const offered = (page.body.product as ProductResponse['product']).variants;
    expect(offered.map((v) => v.label)).toEqual(['50 g', '100 g']);
    const list = await server.api('GET', '/product/search?q=neem%20paw%20balm');
    const cards = (list.body.products as { name: string; fromPrice: number }[]).filter(
      (p) => p.name === 'Neem Paw Balm',
    );
    expect(cards).toHaveLength(1);
    expect(cards[0]!.fromPrice).toBe(349);
    const entries = await auditOf(added.body.product._id);
    expect(entries.map((e) => e.action)).toEqual(['product.create']);
  });

  it("edits a size's label, price and stock on that size; what the product is on all its sizes", async () => {
    const first = await create({ ...NEW_PRODUCT, name: 'Tulsi Shampoo', variantLabel: '200 ml' });
    const added = (await addSize(first._id, { variantLabel: '500 ml', price: 649, stock: 9 })).body
      .product as AdminProduct;
    const saved = await patch(added._id, {
      variantLabel: '1 litre',
      price: 899,
      name: 'Tulsi & Neem Shampoo',
      version: added.version,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.product).toMatchObject({ variantLabel: '1 litre', price: 899 });
    const other = await server.api('GET', `/admin/products/${first._id}`, { token: editor.token });
    expect(other.body.product).toMatchObject({
      name: 'Tulsi & Neem Shampoo',
      variantLabel: '200 ml',
      price: 349,
      version: first.version + 1,
    });
    // An edit made on the other size before that one is refused, as any stale edit.
    const stale = await patch(first._id, { price: 1, version: first.version });
    expect(stale.status).toBe(409);
  });

  it('refuses a size the product has already, and a size for a product without one', async () => {
    const first = await create({ ...NEW_PRODUCT, name: 'Aloe Paw Balm', variantLabel: '50 g' });
    const twice = await addSize(first._id, { variantLabel: '50 G', price: 300, stock: 1 });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("This product already has a size '50 G'.");
    const plain = await create({ ...NEW_PRODUCT, name: 'Plain Paw Balm' });
    const unnamed = await addSize(plain._id, { variantLabel: '100 g', price: 300, stock: 1 });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.message).toBe(
      'Please give Plain Paw Balm its own size first (such as 1 kg or Medium), then add another.',
    );
    const bad = await addSize(first._id, { variantLabel: '', price: -1, stock: 1 });
    expect(bad.status).toBe(400);
    const missing = await addSize('00000000-0000-4000-8000-000000000000', {
      variantLabel: '1 kg',
      price: 300,
      stock: 1,
    });
    expect(missing.status).toBe(404);
  });
});
