import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registerUser } from '../support/api';
import { waitForHydration } from '../support/browser';
import { startsServerAndBrowser } from '../support/server';

const journey = startsServerAndBrowser();

const password = 'session-pass-1';
let email: string;
let productId: string;
let productName: string;

async function api<T>(method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(`${journey.server.url}/api${url}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

const cartOf = async (token: string) =>
  (await api<{ cart: { productId: string; quantity: number }[] }>('GET', '/product/cart', token))
    .body.cart;

const logInAs = async (page: Page) => {
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Email', { exact: true }).fill(email);
  await login.getByLabel('Password', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Login' }).click();
};

const path = (page: Page) => new URL(page.url()).pathname;

beforeAll(async () => {
  email = `session.${Date.now()}@example.com`;
  await registerUser(journey.server, {
    name: 'Ravi Session',
    email,
    phone: '9876543210',
    password,
  });
  const { body } = await api<{
    products: { _id: string; name: string; variantLabel?: string }[];
  }>('GET', '/product/getall-product');
  const first = body.products[0]!;
  productId = first._id;
  // A cart line and its toast name the size (ADR 026).
  productName = first.variantLabel ? `${first.name} — ${first.variantLabel}` : first.name;
});

describe('given a visitor', () => {
  it('comes back to the store after Sign Up → Login', async () => {
    const page = await journey.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${journey.server.url}/pet-store`);
    // Before hydration Sign Up is a plain link, which cannot carry where the visitor was.
    await waitForHydration(page, 'header a[href="/signup"]');
    await page.getByRole('link', { name: 'Sign Up' }).first().click();
    await page.getByRole('dialog', { name: 'Sign Up' }).waitFor();
    await page
      .getByRole('dialog', { name: 'Sign Up' })
      .getByRole('link', { name: 'Login' })
      .click();
    await logInAs(page);
    await expect.poll(() => path(page)).toBe('/pet-store');
    await page.close();
  });

  it('finds the product in the cart after Add to Cart → log in', async () => {
    const page = await journey.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${journey.server.url}/pet-product-page/${productId}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => path(page)).toBe('/login');
    await logInAs(page);
    await expect.poll(() => path(page)).toBe(`/pet-product-page/${productId}`);
    await page.getByText(`${productName} added to cart!`).first().waitFor();
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    expect(await cartOf(token)).toEqual([expect.objectContaining({ productId, quantity: 1 })]);
    // A reload does not add it a second time.
    await page.reload();
    await page.getByRole('button', { name: 'Add to Cart' }).waitFor();
    expect((await cartOf(token))[0]!.quantity).toBe(1);
    await page.close();
  });

  it('is sent to log in from checkout with "Please login to continue"', async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.server.url}/auth/pet-checkout`);
    await page.getByText('Please login to continue').first().waitFor();
    await expect.poll(() => path(page)).toBe('/auth/login');
    expect(await page.getByText('Your cart is empty').count()).toBe(0);
    await page.close();
  });

  it('is told of an invalid session at checkout when the stored token has no user id', async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.server.url}/about-us`);
    const header = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ role: 'visitor' })).toString('base64url');
    await page.evaluate((t) => localStorage.setItem('token', t), `${header}.${payload}.sig`);
    await page.goto(`${journey.server.url}/auth/pet-checkout`);
    await page.getByText('Invalid session. Please login again.').first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.close();
  });
});

describe('given a session that ends while the user shops', () => {
  it('says "Session expired. Please log in again." once, not "Failed to update quantity", and returns after login', async () => {
    const page = await journey.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${journey.server.url}/login`);
    await logInAs(page);
    await expect.poll(() => path(page)).toBe('/');
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    await page.goto(`${journey.server.url}/auth/pet-cart`);
    const more = page.getByRole('button', { name: `Increase quantity of ${productName}` });
    await more.waitFor();

    // The session is revoked elsewhere (a logout on another device).
    expect((await api('POST', '/auth/logout', token)).status).toBe(200);
    await more.click();
    await page.getByText('Session expired. Please log in again.').first().waitFor();
    await expect.poll(() => path(page)).toBe('/login');
    expect(await page.getByText('Session expired. Please log in again.').count()).toBe(1);
    expect(await page.getByText('Failed to update quantity').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await logInAs(page);
    await expect.poll(() => path(page)).toBe('/auth/pet-cart');
    await page.close();
  });
});
