import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { waitForHydration } from '../support/browser';
import { startsServerAndBrowser } from '../support/server';

const journey = startsServerAndBrowser();
let page: Page;

describe('given a visitor browsing the pet store', () => {
  it('shows the seeded products with rupee prices, a page at a time', async () => {
    page = await journey.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${journey.server.url}/pet-store`);
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(16);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Showing' }).textContent())
      .toMatch(/^Showing 1–16 of \d{3,} products$/);
    // The search finds a product by a word of its name, typo and all.
    await page.getByRole('searchbox', { name: 'Search products' }).fill('kibbel');
    await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await expect.poll(() => page.getByText('₹1,249.00').first().isVisible()).toBe(true);
    await page.goto(`${journey.server.url}/pet-store?q=senior%20care`);
    await expect.poll(() => page.getByText('N/A').first().isVisible()).toBe(true);
    await page.goto(`${journey.server.url}/pet-store?q=kibble`);
  });

  it('shows the dog store and the Zib store a page at a time, never the whole catalogue', async () => {
    const visitor = await journey.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const json: { url: string; bytes: number }[] = [];
    const asked: string[] = [];
    const reads: Promise<unknown>[] = [];
    const handedOver: { url: string; bytes: number }[] = [];
    // What the page asks the API (a request the page navigates away from still counts).
    visitor.on('request', (request) => {
      if (request.url().includes('/api/product/')) asked.push(request.url());
    });
    visitor.on('response', (response) => {
      // The pages arrive rendered on request, with the answers they show in their HTML.
      if (response.request().resourceType() === 'document') {
        reads.push(
          response.text().then(
            (html) =>
              handedOver.push({
                url: response.url(),
                bytes: Buffer.byteLength(
                  /<script type="application\/json" id="petverse-data">(.*?)<\/script>/s.exec(
                    html,
                  )?.[1] ?? '',
                ),
              }),
            () => undefined,
          ),
        );
        return;
      }
      if (!response.url().includes('/api/')) return;
      // A body the page navigated away from before it arrived cannot be read; the rest are.
      reads.push(
        response.body().then(
          (body) => json.push({ url: response.url(), bytes: body.length }),
          () => undefined,
        ),
      );
    });
    await visitor.goto(`${journey.server.url}/pet-dog-store`);
    // What follows asks from the page: once React has it (before, a link is a plain link).
    await waitForHydration(visitor, 'nav[aria-label="Categories"] a');
    const categories = visitor.getByRole('navigation', { name: 'Categories' });
    const all = categories.getByRole('link', { name: /^All \(\d+\)$/ });
    await all.waitFor();
    const dogs = Number(/\d+/.exec((await all.textContent()) ?? '')![0]);
    expect(dogs).toBeGreaterThan(24);
    const cards = visitor.getByRole('list', { name: 'Products' }).getByRole('listitem');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(24);
    // A category narrows the page and keeps the counts of them all.
    const toys = categories.getByRole('link', { name: /^Toys \(\d+\)$/ });
    const toyCount = Number(/\d+/.exec((await toys.textContent()) ?? '')![0]);
    // The page asks for the category itself (it is React's by now, so the link navigates in
    // the page); on a slow machine the answer may come well after the address has changed.
    const searched = (what: string) =>
      visitor.waitForRequest(
        (request) => request.url().includes('/api/product/search') && request.url().includes(what),
      );
    const toysAsked = searched('category=toys');
    await toys.click();
    await toysAsked;
    await expect.poll(() => new URL(visitor.url()).search).toBe('?category=toys');
    await expect.poll(() => cards.count()).toBe(Math.min(toyCount, 24));
    expect(await all.textContent()).toBe(`All (${dogs})`);
    // The pages go on past the first.
    await visitor.goto(`${journey.server.url}/pet-dog-store`);
    await waitForHydration(visitor, 'nav[aria-label="Categories"] a');
    const pageTwoAsked = searched('page=2');
    await visitor
      .getByRole('navigation', { name: 'Product pages' })
      .getByRole('button', { name: 'Page 2' })
      .click();
    await pageTwoAsked;
    await expect.poll(() => new URL(visitor.url()).searchParams.get('page')).toBe('2');
    await cards.first().waitFor();

    await visitor.goto(`${journey.server.url}/zib-store`);
    const best = visitor.getByRole('list', { name: 'Best rated products' }).getByRole('listitem');
    await best.first().waitFor();
    expect(await best.count()).toBe(4);
    await visitor
      .getByRole('navigation', { name: 'Zib categories' })
      .getByRole('link')
      .first()
      .waitFor();

    await Promise.all(reads);
    // Each page's first search comes with its HTML; a category or a page searches from the page.
    expect(handedOver.filter(({ bytes }) => bytes > 0).length).toBeGreaterThanOrEqual(3);
    expect(asked.filter((url) => url.includes('/product/search')).length).toBeGreaterThan(0);
    expect(asked.filter((url) => url.includes('getall-product'))).toEqual([]);
    for (const { url, bytes } of [...json, ...handedOver])
      expect(bytes, url).toBeLessThan(50 * 1024);
    await visitor.close();
  });

  it('opens a product, changes the quantity, sees the total and similar products', async () => {
    await page.getByRole('link', { name: 'Chicken & Rice Adult Dog Kibble' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Chicken & Rice Adult Dog Kibble' })
      .waitFor();
    expect(page.url()).toMatch(/\/pet-product-page\/[0-9a-f-]{36}$/);
    const total = page.getByTestId('product-total');
    expect(await total.textContent()).toBe('₹1,249.00');

    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(() => total.textContent()).toBe('₹3,747.00');
    expect(
      await page.getByRole('spinbutton', { name: 'Quantity' }).getAttribute('aria-valuenow'),
    ).toBe('3');
    await page.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect.poll(() => total.textContent()).toBe('₹2,498.00');

    const similar = page.getByRole('list', { name: 'Similar products' }).getByRole('listitem');
    await similar.first().waitFor();
    expect(await similar.count()).toBe(3);
    await page.getByRole('tab', { name: 'Reviews' }).click();
    await page.getByRole('tabpanel').getByText('No reviews yet').waitFor();
    expect(await page.getByRole('tabpanel').textContent()).toContain(
      'Only customers who bought this can review it',
    );
  });

  it('says Product not found for an unknown or malformed id, with the way back and products to try', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', '123']) {
      const answer = await page.goto(`${journey.server.url}/pet-product-page/${id}`);
      expect(answer?.status(), id).toBe(404);
      const heading = page.getByRole('heading', { level: 1, name: 'Product not found' });
      await heading.waitFor();
      // Best-rated products come in the page's HTML, each a link to its page.
      const suggestions = page.getByRole('list', { name: 'Best rated products' });
      expect(await suggestions.getByRole('listitem').count(), id).toBe(4);
    }
    await waitForHydration(page, 'a[href="/pet-store"]');
    await page.getByRole('list', { name: 'Best rated products' }).getByRole('link').first().click();
    await page.waitForURL(/\/pet-product-page\/[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: 'Add to Cart' }).waitFor();
    await page.goBack();
    await page.getByRole('link', { name: 'Back to Pet Store' }).click();
    await page.waitForURL(/\/pet-store$/);
  });

  it('comes back from a product to the store’s filters, page and scroll position', async () => {
    const visitor = await journey.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await visitor.goto(`${journey.server.url}/pet-store?species=dog&page=2`);
    await waitForHydration(visitor, 'ul[aria-label="Products"] a');
    const cards = visitor.getByRole('list', { name: 'Products' }).getByRole('listitem');
    // Down to the last row, then into its first product.
    const last = cards.nth((await cards.count()) - 1);
    await last.scrollIntoViewIfNeeded();
    await visitor.mouse.wheel(0, 200);
    await expect.poll(() => visitor.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    // The position settles, and is kept (as the page is scrolled, a frame later).
    const kept = () =>
      visitor.evaluate(async () => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        const y = window.scrollY;
        await frame();
        await frame();
        const positions = JSON.parse(sessionStorage.getItem('petverse:scroll') ?? '[]') as [
          string,
          number,
        ][];
        return y === window.scrollY && positions.some(([, at]) => at === y) ? y : -1;
      });
    await expect.poll(kept).toBeGreaterThan(600);
    const left = await visitor.evaluate(() => window.scrollY);
    await last.getByRole('link').first().click();
    await visitor.waitForURL(/\/pet-product-page\//);
    await visitor.getByRole('button', { name: 'Add to Cart' }).waitFor();
    // A new page starts at its top.
    expect(await visitor.evaluate(() => window.scrollY)).toBe(0);
    await visitor.goBack();
    await visitor.waitForURL(/\/pet-store\?species=dog&page=2$/);
    await cards.first().waitFor();
    await expect.poll(() => visitor.evaluate(() => window.scrollY)).toBeGreaterThan(left - 5);
    expect(await visitor.evaluate(() => window.scrollY)).toBeLessThan(left + 5);
    await visitor.close();
  });

  it('lays the store out in two columns on a phone', async () => {
    const phone = await journey.browser.newPage({ viewport: { width: 390, height: 844 } });
    await phone.goto(`${journey.server.url}/pet-store`);
    const cards = phone.getByRole('list', { name: 'Products' }).getByRole('listitem');
    await cards.first().waitFor();
    const [a, b, c] = await Promise.all(
      [0, 1, 2].map(async (i) => (await cards.nth(i).boundingBox())!),
    );
    expect(a!.y).toBe(b!.y);
    expect(c!.y).toBeGreaterThan(a!.y);
    expect(a!.x + a!.width).toBeLessThanOrEqual(390);
    await phone.close();
  });
});
