import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newBuyer, rupees, type Buyer } from '../support/api';
import { waitForHydration } from '../support/browser';
import { startsServerAndBrowser } from '../support/server';

/**
 * Issue 38, item 1 as a pet parent meets it: one card for a food in three sizes, its page with a
 * size chosen by its old id, another size chosen (the address follows), added to the cart, the
 * cart naming the size; then subscribed to that size.
 */
const journey = startsServerAndBrowser();
let page: Page;
let api: Buyer['api'];

interface Product {
  _id: string;
  name: string;
  price: number;
  variantLabel: string;
  variantCount?: number;
  fromPrice?: number | null;
}
interface ProductRead extends Product {
  variants: { _id: string; label: string; price: number; stock: number }[];
}
let card: Product;
let food: ProductRead;

beforeAll(async () => {
  let token: string;
  ({ token, api } = await newBuyer(journey.server, 'Kavya Sizes'));
  const { products } = await api<{ products: Product[] }>(
    'GET',
    '/product/search?q=chicken%20rice%20adult%20dry%20dog%20food&limit=24',
  );
  // A product whose three sizes are all in stock (the seed sells a few out).
  for (const candidate of products.filter((p) => p.variantCount === 3 && p.fromPrice !== null)) {
    const { product } = await api<{ product: ProductRead }>(
      'GET',
      `/product/get-productById/${candidate._id}`,
    );
    if (product.variants.every((v) => v.stock > 0)) {
      [card, food] = [candidate, product];
      break;
    }
  }
  page = await journey.browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`${journey.server.url}/`);
  await page.evaluate((t) => localStorage.setItem('token', t), token);
});

describe('given a food sold in three sizes', () => {
  it('is one card in the store, from its lowest price', async () => {
    await page.goto(`${journey.server.url}/pet-store?q=${encodeURIComponent(card.name)}`);
    const link = page.getByRole('link', { name: card.name, exact: true });
    await link.first().waitFor();
    expect(await link.count()).toBe(1);
    const tile = page.locator('[data-ui="ProductCard"]').filter({ has: link });
    expect(await tile.textContent()).toContain(`from ${rupees(card.fromPrice!)}`);
    expect(await tile.textContent()).toContain('3 sizes');
  });

  it('opens by an old id with that size chosen, and a size chosen moves the address', async () => {
    const [, second, third] = food.variants;
    // The 3 kg bag's id, as an old order or a search engine's link holds it.
    await page.goto(`${journey.server.url}/pet-product-page/${second!._id}`);
    const sizes = page.getByRole('radiogroup', { name: `Size: ${second!.label}` });
    await sizes.waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(food.name);
    // Once React owns the chips, a choice replaces the address (before, each is a plain link).
    await waitForHydration(page, '[data-ui="SizeSelector"] [role="radio"]');
    const choose = sizes.getByRole('radio', { name: new RegExp(`^${third!.label}`) });
    await choose.click();
    await page.getByRole('radiogroup', { name: `Size: ${third!.label}` }).waitFor();
    await expect
      .poll(() => page.url())
      .toBe(`${journey.server.url}/pet-product-page/${third!._id}`);
    expect(await page.getByTestId('product-total').textContent()).toBe(rupees(third!.price));
    // Replaced, not pushed: Back leaves the product instead of stepping back through sizes.
    const before = await page.evaluate(() => history.length);
    await page.getByRole('radio', { name: new RegExp(`^${second!.label}`) }).click();
    await expect
      .poll(() => page.url())
      .toBe(`${journey.server.url}/pet-product-page/${second!._id}`);
    expect(await page.evaluate(() => history.length)).toBe(before);
    await page.getByRole('radio', { name: new RegExp(`^${third!.label}`) }).click();
    await expect
      .poll(() => page.url())
      .toBe(`${journey.server.url}/pet-product-page/${third!._id}`);
  });

  it('adds the chosen size to the cart, which names it', async () => {
    const third = food.variants[2]!;
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const line = `${food.name} — ${third.label}`;
    await page.getByText(`${line} added to cart!`).first().waitFor();
    const { cart } = await api<{ cart: { productId: string; name: string; price: number }[] }>(
      'GET',
      '/product/cart',
    );
    expect(cart).toMatchObject([{ productId: third._id, name: line, price: third.price }]);
    await page.goto(`${journey.server.url}/pet-cart`);
    await page.getByText(line).first().waitFor();
  });

  it('subscribes to another size, at the subscription price of that size', async () => {
    const second = food.variants[1]!;
    await page.goto(`${journey.server.url}/pet-product-page/${food.variants[2]!._id}`);
    await waitForHydration(page, '[data-ui="SizeSelector"] [role="radio"]');
    await page.getByRole('radio', { name: new RegExp(`^${second.label}`) }).click();
    await page.getByRole('radiogroup', { name: `Size: ${second.label}` }).waitFor();
    // 5 % off, whole rupees (the server's price).
    const unit = Math.floor(second.price * 0.95);
    const plan = page.getByRole('radiogroup', { name: 'How would you like it?' });
    await plan.getByRole('radio', { name: /Subscribe & save 5 %/ }).check();
    await page.getByRole('combobox', { name: 'Deliver' }).selectOption('4');
    await expect.poll(() => page.getByTestId('product-total').textContent()).toBe(rupees(unit));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const line = `${food.name} — ${second.label}`;
    await page.getByText(`${line} added to cart, delivered every 4 weeks!`).first().waitFor();
    const { cart } = await api<{
      cart: { productId: string; name: string; price: number; subscribeWeeks?: number }[];
    }>('GET', '/product/cart');
    expect(cart.find((l) => l.productId === second._id)).toMatchObject({
      name: line,
      price: unit,
      subscribeWeeks: 4,
    });
  });
});
