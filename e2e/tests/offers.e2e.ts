import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiJson, newBuyer, ownerToken, rupees, type Buyer } from '../support/api';
import { startsServerAndBrowser } from '../support/server';

/**
 * Issue 55 item 6 as a buyer meets it, on a phone: the owner makes Economy free from ₹2,000 and a
 * public coupon; the buyer finds it on /offers and copies it, sees in the cart how much more makes
 * delivery free, and at payment applies the coupon from "Coupons you can use" with one click.
 */
const journey = startsServerAndBrowser();
let page: Page;
let api: Buyer['api'];

interface Product {
  _id: string;
  name: string;
  variantLabel?: string;
  price: number;
}
let kibble: Product;

beforeAll(async () => {
  let token: string;
  ({ token, api } = await newBuyer(journey.server, 'Meera Buyer'));
  const owner = await ownerToken(journey.server);
  await apiJson(journey.server, 'PUT', '/admin/settings/delivery', {
    token: owner,
    body: { freeDeliveryFrom: 2000 },
  });
  await apiJson(journey.server, 'POST', '/admin/coupons', {
    token: owner,
    body: { code: 'MONSOON15', kind: 'percent', value: 15, maxDiscount: 300, public: true },
  });
  // A one-person code: never listed.
  await apiJson(journey.server, 'POST', '/admin/coupons', {
    token: owner,
    body: { code: 'SORRY-ASHA', kind: 'flat', value: 200 },
  });
  const { products } = await api<{ products: Product[] }>(
    'GET',
    '/product/getall-product?store=petstore',
  );
  kibble = products.find(
    (p) => p.name === 'Chicken & Rice Adult Dog Kibble' && p.variantLabel === '3 kg',
  )!;
  await api('POST', '/product/cart', { productId: kibble._id, quantity: 1 });
  const context = await journey.browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: journey.server.url,
  });
  page = await context.newPage();
  await page.goto(`${journey.server.url}/`);
  await page.evaluate((t) => localStorage.setItem('token', t), token);
});

describe('offers for buyers', () => {
  it('lists the public coupon on /offers, rendered by the server, and copies its code', async () => {
    const html = await (await fetch(`${journey.server.url}/offers`)).text();
    expect(html).toContain('MONSOON15');
    expect(html).not.toContain('SORRY-ASHA');
    await page.goto(`${journey.server.url}/offers`);
    await page.getByText('Free Economy delivery on orders from ₹2,000').waitFor();
    const card = page.getByRole('listitem', { name: '15% off, up to ₹300' });
    await card.getByRole('button', { name: 'Copy code MONSOON15' }).click();
    await page.getByText('MONSOON15 copied. Paste it in the coupon box at payment.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('MONSOON15');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });

  it('says in the cart how much more makes delivery free', async () => {
    await page.goto(`${journey.server.url}/pet-cart`);
    await page
      .getByText(`Add ${rupees(2000 - kibble.price).replace(/\.00$/, '')} more for free delivery`)
      .waitFor();
  });

  it('applies the coupon from "Coupons you can use" and pays with free delivery', async () => {
    await api('PUT', `/product/cart/${kibble._id}`, { quantity: 2 });
    await page.goto(`${journey.server.url}/auth/pet-checkout`);
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
    await page.getByText('Your order gets free Economy delivery.').waitFor();
    const list = page.getByRole('region', { name: 'Coupons you can use' });
    await list.getByRole('button', { name: 'Apply MONSOON15' }).click();
    const discount = Math.min(Math.floor(kibble.price * 2 * 0.15), 300);
    const total = kibble.price * 2 - discount;
    await page
      .getByText(`MONSOON15 applied: you save ${rupees(discount)}.`, { exact: true })
      .first()
      .waitFor();
    expect(await page.getByTestId('order-total').textContent()).toBe(rupees(total));
    await page.getByRole('button', { name: 'Pay with Razorpay' }).click();
    const checkout = page.getByTestId('sandbox-checkout');
    await checkout.getByRole('button', { name: `Pay ${rupees(total)}` }).click();
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
  });
});
