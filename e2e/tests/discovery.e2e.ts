import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiJson, markDelivered, registerUser } from '../support/api';
import { startsServerAndBrowser } from '../support/server';

// Issue 14: a pet parent on a phone finds food for a puppy in a few taps, buys it and reviews it.

const journey = startsServerAndBrowser();
let page: Page;
let token: string;
const PHONE = { width: 390, height: 844 };

const api = <T>(method: string, url: string, body?: unknown) =>
  apiJson<T>(journey.server, method, url, { token, body });

const params = () => new URL(page.url()).searchParams;
const cards = (p: Page) => p.getByRole('list', { name: 'Products' }).getByRole('listitem');
/** The names and prices of the cards showing. */
async function shown(p: Page): Promise<{ name: string; price: number }[]> {
  await cards(p).first().waitFor();
  return cards(p).evaluateAll((items) =>
    items.map((li) => ({
      name: li.querySelector('h2')?.textContent ?? '',
      price: Number((li.textContent?.match(/₹([\d,]+\.\d\d)/)?.[1] ?? 'NaN').replace(/,/g, '')),
    })),
  );
}

beforeAll(async () => {
  ({ token } = await registerUser(journey.server, {
    name: 'Kavya Menon',
    email: `kavya.${Date.now()}@example.com`,
    phone: '9876501234',
    password: 'puppy-parent-1',
  }));
  await api('POST', '/user/address', {
    type: 'Home',
    name: 'Kavya Menon',
    phone: '9876501234',
    street: '4 Residency Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560025',
    country: 'India',
    isDefault: true,
  });
  page = await journey.browser.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
  await page.goto(`${journey.server.url}/`);
  await page.evaluate((t) => localStorage.setItem('token', t), token);
});

describe('given a pet parent on a phone looking for puppy food', () => {
  let pageTwo: { name: string; price: number }[];
  let chosen: { name: string; price: number };

  it('searches, filters to dog + food under ₹1,000 in the drawer, sorts by price, opens page 2', async () => {
    await page.goto(`${journey.server.url}/pet-store`);
    await cards(page).first().waitFor();
    await page.getByRole('searchbox', { name: 'Search products' }).fill('dog food');
    await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await expect.poll(() => params().get('q')).toBe('dog food');

    await page.getByRole('button', { name: /^Filters/ }).tap();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByRole('radio', { name: /^Dog/ }).click();
    await expect.poll(() => params().get('species')).toBe('dog');
    await drawer.getByRole('radio', { name: /^Food/ }).click();
    await expect.poll(() => params().get('category')).toBe('food');
    await drawer.getByRole('radio', { name: /^Under ₹1,000/ }).click();
    await expect.poll(() => params().get('maxPrice')).toBe('1000');
    await drawer.getByRole('button', { name: /^Show \d+ results$/ }).tap();
    await drawer.waitFor({ state: 'detached' });

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
    await expect.poll(() => params().get('sort')).toBe('price_asc');
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /products for/ })
          .textContent(),
      )
      .toMatch(/^Showing 1–16 of \d+ products for “dog food”$/);
    // The count reads the same before and after the sort: wait for the sorted cards themselves.
    const ascending = (prices: number[]) =>
      prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
    await expect.poll(async () => ascending((await shown(page)).map((p) => p.price))).toBe(true);
    const first = await shown(page);
    expect(first.map((p) => p.price)).toEqual([...first.map((p) => p.price)].sort((a, b) => a - b));

    // Scrolled to the pages, the list above still moves (~60 px on a phone; the cause is not found
    // yet): tap once it has stopped, or the tap lands on a card.
    const pageTwoButton = page.getByRole('button', { name: 'Page 2' });
    await pageTwoButton.scrollIntoViewIfNeeded();
    let before = '';
    await expect
      .poll(async () => {
        const now = JSON.stringify(await pageTwoButton.boundingBox());
        const settled = now === before;
        before = now;
        return settled;
      })
      .toBe(true);
    await pageTwoButton.tap();
    await expect.poll(() => params().get('page')).toBe('2');
    await expect.poll(async () => (await shown(page))[0]?.name).not.toBe(first[0]!.name);
    pageTwo = await shown(page);
    expect(pageTwo.length).toBeGreaterThan(0);
    for (const p of pageTwo) {
      expect(p.price).toBeLessThanOrEqual(1000);
      expect(p.price).toBeGreaterThanOrEqual(first.at(-1)!.price);
    }
    expect(Object.fromEntries(params())).toEqual({
      q: 'dog food',
      species: 'dog',
      category: 'food',
      maxPrice: '1000',
      sort: 'price_asc',
      page: '2',
    });
  });

  it('opens the shared URL fresh and sees the same results; Back undoes the page change', async () => {
    const shared = page.url();
    const fresh = await journey.browser.newPage({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    await fresh.goto(shared);
    expect(await shown(fresh)).toEqual(pageTwo);
    await fresh.close();

    await page.goBack();
    await expect.poll(() => params().get('page')).toBe(null);
    await page.goForward();
    await expect.poll(() => params().get('page')).toBe('2');
  });

  it('buys a product from page 2 through the sandbox checkout', async () => {
    chosen = pageTwo[0]!;
    await page.getByRole('link', { name: chosen.name }).tap();
    await page.getByRole('heading', { level: 1, name: chosen.name }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).tap();
    // The toast names the size too (ADR 026).
    await page
      .getByText(
        new RegExp(
          `^${chosen.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( — .+)? added to cart!$`,
        ),
      )
      .first()
      .waitFor();
    await page.goto(`${journey.server.url}/pet-cart`);
    await page.getByRole('button', { name: 'Proceed to Checkout' }).tap();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await page.getByText('4 Residency Road').first().waitFor();
    await page.getByRole('button', { name: 'Continue to Payment' }).tap();
    await page.getByRole('button', { name: 'Pay with Razorpay' }).tap();
    const checkout = page.getByTestId('sandbox-checkout');
    await checkout.getByRole('button', { name: /^Pay ₹/ }).tap();
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
  });

  it('may review it once the order is delivered, not before', async () => {
    const { products } = await api<{ products: { _id: string; name: string }[] }>(
      'GET',
      `/product/search?q=${encodeURIComponent(chosen.name)}&limit=5`,
    );
    const id = products.find((p) => p.name === chosen.name)!._id;
    const before = (
      await api<{ product: { averageRating: number | null; ratingCount: number } }>(
        'GET',
        `/product/get-productById/${id}`,
      )
    ).product;
    const count = before.ratingCount + 1;
    const average = ((before.averageRating ?? 0) * before.ratingCount + 5) / count;

    const reviews = async () => {
      await page.goto(`${journey.server.url}/pet-product-page/${id}`);
      await page.getByRole('heading', { level: 1, name: chosen.name }).waitFor();
      await page.getByRole('tab', { name: 'Reviews' }).tap();
      return page.getByRole('tabpanel');
    };
    // Paid, not yet delivered: the form waits for the parcel.
    let panel = await reviews();
    await panel.getByText('You can review this once your order has been delivered').waitFor();
    expect(await panel.getByRole('heading', { name: 'Write a review' }).count()).toBe(0);

    const { data } = await api<{ data: { data: { orders: { _id: string }[] } } }>(
      'GET',
      '/product/user-orders',
    );
    await markDelivered(journey.server, data.data.orders[0]!._id);
    panel = await reviews();
    await panel.getByRole('heading', { name: 'Write a review' }).waitFor();
    await panel.locator('label', { hasText: '5 stars' }).tap();
    await panel.getByRole('textbox', { name: 'Title' }).fill('Our puppy loves it');
    await panel
      .getByRole('textbox', { name: 'Your review' })
      .fill('Bruno finishes every bowl <b>and</b> asks for more.');
    await panel.getByRole('button', { name: 'Submit review' }).tap();

    const mine = panel.getByRole('list', { name: 'Reviews' }).getByRole('listitem').first();
    await mine.getByRole('heading', { name: 'Our puppy loves it' }).waitFor();
    expect(await mine.getByText('Verified purchase').count()).toBe(1);
    // Typed markup stays text.
    expect(await mine.textContent()).toContain('<b>and</b>');
    await expect
      .poll(() => page.locator('[data-ui="Rating"]').first().textContent())
      .toContain(`Rated ${average.toFixed(1)} out of 5 from ${count} ratings`);
    // Their own review offers its edit once the page has heard it is theirs (its own answer).
    await panel.getByRole('button', { name: 'Edit review' }).waitFor();
    expect(await panel.getByRole('button', { name: 'Edit review' }).count()).toBe(1);
  });
});
