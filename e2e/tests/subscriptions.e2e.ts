import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newBuyer, rupees, type Buyer } from '../support/api';
import { startsServerAndBrowser } from '../support/server';

/** The kibble as carts, orders, lists and toasts name it: with its size (ADR 026). */
const KIBBLE_LINE = 'Chicken & Rice Adult Dog Kibble — 3 kg';

/**
 * Issue 38, item 2 as a pet parent meets it: 'Subscribe & save' chosen on a food's page, the
 * first order paid at checkout as today, the next delivery in the profile, and skipped there.
 */
const journey = startsServerAndBrowser();
let page: Page;
let token: string;

interface Product {
  _id: string;
  name: string;
  variantLabel?: string;
  price: number;
}
interface Subscription {
  _id: string;
  productId: string;
  nextDate: string;
  intervalWeeks: number;
  price: number;
  deliveries: { date: string; status: string; reason: string | null }[];
}
let kibble: Product;

let api: Buyer['api'];
/** YYYY-MM-DD plus whole days. */
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** A calendar date as the page writes it for a person ('5 Jan 2027'), never as YYYY-MM-DD. */
const shown = (date: string) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(`${date}T12:00:00+05:30`));

beforeAll(async () => {
  ({ token, api } = await newBuyer(journey.server, 'Meera Subscriber'));
  const { products } = await api<{ products: Product[] }>(
    'GET',
    '/product/getall-product?store=petstore',
  );
  kibble = products.find(
    (p) => p.name === 'Chicken & Rice Adult Dog Kibble' && p.variantLabel === '3 kg',
  )!;
  page = await journey.browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`${journey.server.url}/`);
  await page.evaluate((t) => localStorage.setItem('token', t), token);
});

describe('given a food that may be bought on subscription', () => {
  // 5 % off, whole rupees (the server's price; the page shows what the server says).
  const unit = () => Math.floor(kibble.price * 0.95);

  it('subscribes on the product page: every 2 weeks, at the stated discount', async () => {
    await page.goto(`${journey.server.url}/pet-product-page/${kibble._id}`);
    // No wait for hydration: the choice shows once the page is React's, so a tap on it counts.
    const plan = page.getByRole('radiogroup', { name: 'How would you like it?' });
    await plan.getByRole('radio', { name: /Subscribe & save 5 %/ }).check();
    await page.getByRole('combobox', { name: 'Deliver' }).selectOption('2');
    expect(await page.getByTestId('product-total').textContent()).toContain(rupees(unit()));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText(`${KIBBLE_LINE} added to cart, delivered every 2 weeks!`).waitFor();
    const { cart } = await api<{
      cart: { productId: string; price: number; subscribeWeeks?: number }[];
    }>('GET', '/product/cart');
    expect(cart).toMatchObject([{ productId: kibble._id, price: unit(), subscribeWeeks: 2 }]);
  });

  it('pays the first order through checkout as today', async () => {
    await page.goto(`${journey.server.url}/pet-cart`);
    expect(
      await page.getByRole('combobox', { name: `Delivery of ${KIBBLE_LINE}` }).inputValue(),
    ).toBe('2');
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await page.getByText('Subscribe & save, every 2 weeks').first().waitFor();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
    await page.getByRole('button', { name: 'Pay with Razorpay' }).click();
    const checkout = page.getByTestId('sandbox-checkout');
    await checkout.getByRole('button', { name: `Pay ${rupees(unit() + 50)}` }).click();
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
  });

  it('shows the next delivery in the profile, and skips it in one step', async () => {
    const { subscriptions } = await api<{ subscriptions: Subscription[] }>(
      'GET',
      '/product/subscriptions',
    );
    expect(subscriptions).toHaveLength(1);
    const [subscription] = subscriptions;
    expect(subscription).toMatchObject({ productId: kibble._id, intervalWeeks: 2, price: unit() });

    await page.goto(`${journey.server.url}/auth/profile/subscriptions`);
    const row = page
      .getByRole('list', { name: 'Your subscriptions' })
      .getByRole('listitem')
      .filter({ hasText: KIBBLE_LINE });
    const next = row.getByTestId('next-delivery');
    await next.waitFor();
    const before = await next.textContent();
    expect(before).toMatch(/^Next delivery: /);
    expect(await row.textContent()).toContain(`Active · Every 2 weeks · 1 × ${rupees(unit())}`);

    const after = addDays(subscription!.nextDate, 14);
    await row.getByRole('button', { name: 'Skip next delivery' }).click();
    await page
      .getByText(`Skipped. Your next delivery is on ${shown(after)}.`)
      .first()
      .waitFor();
    await expect.poll(() => next.textContent()).not.toBe(before);

    const { subscriptions: now } = await api<{ subscriptions: Subscription[] }>(
      'GET',
      '/product/subscriptions',
    );
    expect(now[0]).toMatchObject({ nextDate: after });
    expect(now[0]!.deliveries[0]).toMatchObject({
      date: subscription!.nextDate,
      status: 'skipped',
      reason: 'skipped',
    });
  });
});
