import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiJson, newBuyer, ownerToken, rupees, type Buyer } from '../support/api';
import { startsServerAndBrowser } from '../support/server';

/** The kibble as carts, orders, lists and toasts name it: with its size (ADR 026). */
const KIBBLE_LINE = 'Chicken & Rice Adult Dog Kibble — 3 kg';

/**
 * Issue 38 as a buyer meets it: a coupon an operator made, applied at checkout (a wrong code
 * first), paid for at the lower total and shown on the order; then the order bought again.
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
let kibble: Product;

const path = () => new URL(page.url()).pathname;
let api: Buyer['api'];

beforeAll(async () => {
  ({ token, api } = await newBuyer(journey.server, 'Kabir Buyer'));
  // The operator's coupon: 10% off a first order, at most ₹500.
  await apiJson(journey.server, 'POST', '/admin/coupons', {
    token: await ownerToken(journey.server),
    body: { code: 'WELCOME10', kind: 'percent', value: 10, maxDiscount: 500, firstOrderOnly: true },
  });
  const { products } = await api<{ products: Product[] }>(
    'GET',
    '/product/getall-product?store=petstore',
  );
  kibble = products.find(
    (p) => p.name === 'Chicken & Rice Adult Dog Kibble' && p.variantLabel === '3 kg',
  )!;
  await api('POST', '/product/cart', { productId: kibble._id, quantity: 2 });
  page = await journey.browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`${journey.server.url}/`);
  await page.evaluate((t) => localStorage.setItem('token', t), token);
});

describe('given a first order in the cart and a coupon made in the back office', () => {
  const subtotal = () => kibble.price * 2;
  const discount = () => Math.min(Math.floor(subtotal() * 0.1), 500);
  const total = () => Math.round(subtotal() + 50) - discount();

  it('refuses a wrong code with its reason, then applies the coupon at checkout', async () => {
    await page.goto(`${journey.server.url}/pet-cart`);
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();

    const code = page.getByRole('textbox', { name: 'Coupon code' });
    await code.fill('WELCOME1');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page
      .getByText('WELCOME1 is not a valid coupon code. Please check it and try again.', {
        exact: true,
      })
      .first()
      .waitFor();
    expect(await code.inputValue()).toBe('WELCOME1');

    await code.fill('welcome10');
    await code.press('Enter');
    await page
      .getByText(`WELCOME10 applied: you save ${rupees(discount())}.`, { exact: true })
      .first()
      .waitFor();
    expect(await page.getByTestId('order-discount').textContent()).toBe(`−${rupees(discount())}`);
    expect(await page.getByTestId('order-total').textContent()).toBe(rupees(total()));
  });

  it('pays the lower total and sees the saving on the order', async () => {
    await page.getByRole('button', { name: 'Pay with Razorpay' }).click();
    const checkout = page.getByTestId('sandbox-checkout');
    await checkout.getByRole('button', { name: `Pay ${rupees(total())}` }).click();
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    await page.getByText(`You saved ${rupees(discount())} with WELCOME10.`).waitFor();

    await page.getByRole('button', { name: 'View Order' }).click();
    await expect.poll(path).toBe('/auth/profile');
    // On a phone the account's tabs are a menu: the Orders tab by its address.
    await page.goto(`${journey.server.url}/auth/profile/orders`);
    const card = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').first();
    await card.getByText(`WELCOME10: you saved ${rupees(discount())}`).waitFor();
    expect(await card.textContent()).toContain(rupees(total()));

    const { cart } = await api<{ cart: unknown[] }>('GET', '/product/cart');
    expect(cart).toEqual([]);
    // A first-order coupon, and this was the first order: the next one cannot use it.
    await api('POST', '/product/cart', { productId: kibble._id, quantity: 1 });
    const refused = await fetch(`${journey.server.url}/api/product/coupon`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ code: 'WELCOME10' }),
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message: 'WELCOME10 is for your first order only.',
      said: { id: '{code} is for your first order only.', values: { code: 'WELCOME10' } },
    });
    await fetch(`${journey.server.url}/api/product/cart/${kibble._id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
  });

  it('buys the order again in one tap', async () => {
    const card = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').first();
    await card.getByRole('button', { name: 'Buy again' }).click();
    await card.getByText('Added 2 items to your cart.').waitFor();
    await card.getByRole('link', { name: 'Go to cart' }).click();
    await expect.poll(path).toBe('/auth/pet-cart');
    await page
      .getByRole('list', { name: 'Cart items' })
      .getByRole('listitem')
      .filter({ hasText: KIBBLE_LINE })
      .waitFor();
    const { cart } = await api<{ cart: { productId: string; quantity: number }[] }>(
      'GET',
      '/product/cart',
    );
    expect(cart).toMatchObject([{ productId: kibble._id, quantity: 2 }]);
  });

  it("finds it in the profile's Buy Again list, and adds it from there in one tap", async () => {
    await fetch(`${journey.server.url}/api/product/cart/${kibble._id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    await page.goto(`${journey.server.url}/auth/profile/buy-again`);
    const list = page.getByRole('list', { name: 'Bought before' });
    const row = list.getByRole('listitem').filter({ hasText: KIBBLE_LINE });
    await row.getByRole('button', { name: 'Add 2 to Cart' }).click();
    await page.getByText(`2 × ${KIBBLE_LINE} added to cart!`).waitFor();
    const { cart } = await api<{ cart: { productId: string; quantity: number }[] }>(
      'GET',
      '/product/cart',
    );
    expect(cart).toMatchObject([{ productId: kibble._id, quantity: 2 }]);
  });
});
