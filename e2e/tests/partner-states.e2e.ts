import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { openOrigin, servePage, type Origin } from '../support/partner/page';
import { startServer, type RunningServer } from '../support/server';

/**
 * Every state of the embed's elements (the stories of `packages/embed/src/Elements.stories.tsx`)
 * as partners get them: the built script on a plain page of another origin — whatever renders it
 * (ADR 025 measured Preact's compatibility layer there; this journey found what it broke).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { integrity } = JSON.parse(
  readFileSync(path.join(root, 'packages/embed/dist/v1/manifest.json'), 'utf8'),
) as { integrity: string };

let server: RunningServer;
let browser: Browser;
let partner: Origin;
let product: { _id: string; name: string; price: number };
let page: Page;
const errors: string[] = [];

type Logged = { type: string; detail: Record<string, unknown> };
const eventsOf = (type: string) =>
  page.evaluate(
    (wanted) => ((window as any).petverseEvents as Logged[]).filter((e) => e.type === wanted),
    type,
  );
const rupees = (n: number) =>
  `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const statesPage = (petverse: string, productId: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Every state</title></head>
<body>
  <button id="open-popup" type="button" onclick="document.getElementById('popup').open()">Our own button</button>
  <button id="close-popup" type="button" onclick="document.getElementById('popup').close()">Close it</button>
  <petverse-product-card product-id="${productId}"></petverse-product-card>
  <petverse-form id="inline" form="vet-clinic" prefill-clinic-name="Happy Paws, Camp"
    prefill-services-offered="Vaccination, Teleportation" prefill-no-such-field="ignored"></petverse-form>
  <petverse-form id="popup" form="pet-pharmacy" mode="popup" label="Register your pharmacy"></petverse-form>
  <petverse-form id="slider" form="grooming-center" mode="slider" label="Register your salon"></petverse-form>
  <petverse-form id="unknown" form="vet-clinics"></petverse-form>
  <script>
    window.petverseEvents = [];
    for (const name of ['petverse:ready', 'petverse:error', 'petverse:close'])
      document.addEventListener(name, (e) => window.petverseEvents.push({ type: e.type, detail: e.detail }));
  </script>
  <script src="${petverse}/embed/v1/petverse.js" integrity="${integrity}" crossorigin="anonymous"></script>
</body>
</html>`;

const gridPage = (petverse: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Grid</title></head>
<body>
  <petverse-product-grid limit="2"></petverse-product-grid>
  <script>
    window.petverseEvents = [];
    document.addEventListener('petverse:error', (e) => window.petverseEvents.push({ type: e.type, detail: e.detail }));
  </script>
  <script src="${petverse}/embed/v1/petverse.js" integrity="${integrity}" crossorigin="anonymous"></script>
</body></html>`;

let grid: Origin;

beforeAll(async () => {
  [partner, grid] = await Promise.all([openOrigin(), openOrigin()]);
  [server, browser] = await Promise.all([
    startServer({ env: { PARTNER_ORIGINS: [partner.url, grid.url].join(',') } }),
    launchBrowser(),
  ]);
  const found = (await (
    await fetch(`${server.url}/api/product/search?limit=1&sort=rating`)
  ).json()) as { products: { _id: string; name: string; price: number }[] };
  product = found.products[0]!;
  servePage(partner, statesPage(server.url, product._id));
  servePage(grid, gridPage(server.url));
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(partner.url);
});
afterAll(async () => {
  await Promise.all([partner?.close(), grid?.close()]);
  await browser?.close();
  await server?.stop();
});

describe('given a partner page with every kind of element', () => {
  it('shows one product card, of a card’s width, linking to the product on Petverse', async () => {
    const card = page.locator('petverse-product-card');
    const link = card.getByRole('link', { name: product.name });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`${server.url}/pet-product-page/${product._id}`);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await card.getByText(rupees(product.price)).first().isVisible()).toBe(true);
    expect((await card.boundingBox())!.width).toBeLessThanOrEqual(288);
  });

  it('shows an inline form that starts from its prefill, checks every field, and picks options', async () => {
    const form = page.locator('#inline');
    await form.getByRole('heading', { name: 'Register Your Veterinary Clinic/Hospital' }).waitFor();
    expect(await form.getByLabel('Clinic Name', { exact: true }).inputValue()).toBe(
      'Happy Paws, Camp',
    );
    // A prefilled choice must be one of the field's options: Teleportation is not.
    await form.getByRole('button', { name: 'Remove Vaccination' }).waitFor();
    expect(await form.getByRole('button', { name: /Teleportation/ }).count()).toBe(0);
    await form.getByRole('button', { name: 'Remove Vaccination' }).click();
    await form.getByRole('button', { name: 'Register Clinic/Hospital' }).click();
    await expect.poll(() => form.getByText('This field is required').count()).toBeGreaterThan(5);
    await form.getByText('At least one service must be selected').waitFor();
    // Inside the shadow root a click on an option chooses it, and the list stays open.
    const services = form.getByRole('combobox', { name: /Services Offered/ });
    await services.click();
    await form.getByRole('option', { name: 'Vaccination' }).click();
    await form.getByRole('button', { name: 'Remove Vaccination' }).waitFor();
    await form.getByRole('option', { name: 'Surgery' }).click();
    await form.getByRole('button', { name: 'Remove Surgery' }).waitFor();
    expect(await services.getAttribute('aria-expanded')).toBe('true');
    await expect
      .poll(() => form.getByText('At least one service must be selected').count())
      .toBe(0);
    await page.keyboard.press('Escape');
  });

  it('opens the popup from the page’s own button, closes it by close() and Escape, and says so', async () => {
    const popup = page.locator('#popup');
    await page.locator('#open-popup').click();
    const dialog = popup.getByRole('dialog');
    await dialog.waitFor();
    // The element's own close(), as the partner's script calls it.
    await page.locator('#close-popup').evaluate((button: HTMLButtonElement) => button.click());
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await eventsOf('petverse:close')).length).toBe(1);
    // Its own button opens it too; Escape closes it and gives the focus back to that button.
    const opener = popup.getByRole('button', { name: 'Register your pharmacy' });
    await opener.click();
    await dialog.getByRole('button', { name: /register/i }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await eventsOf('petverse:close')).length).toBe(2);
    expect((await eventsOf('petverse:close'))[1]!.detail).toEqual({ form: 'pet-pharmacy' });
    await expect
      .poll(() =>
        opener.evaluate((button) => (button.getRootNode() as ShadowRoot).activeElement === button),
      )
      .toBe(true);
  });

  it('opens the slider as a panel from the right, which Escape closes', async () => {
    const slider = page.locator('#slider');
    await slider.getByRole('button', { name: 'Register your salon' }).click();
    const panel = slider.getByRole('dialog');
    await panel.waitFor();
    expect(await panel.getAttribute('data-side')).toBe('right');
    expect(await panel.getAttribute('data-size')).toBe('lg');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await eventsOf('petverse:close')).map((e) => e.detail.form))
      .toContain('grooming-center');
  });

  it('names the forms there are when the form attribute is wrong, and tells the page', async () => {
    const unknown = page.locator('#unknown');
    await unknown
      .getByText('There is no Petverse form named "vet-clinics".', { exact: false })
      .waitFor();
    const reported = await eventsOf('petverse:error');
    expect(reported.map((e) => e.detail.reason)).toEqual(['unknown-form']);
    expect(errors).toEqual([]);
  });
});

describe('given a partner page whose visitor cannot reach Petverse', () => {
  it('says so with a Retry, tells the page, and shows the products once it can', async () => {
    const offline = await browser.newPage();
    await offline.route(`${server.url}/api/**`, (route) => route.abort('internetdisconnected'));
    await offline.goto(grid.url);
    const element = offline.locator('petverse-product-grid');
    const retry = element.getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    expect(await element.getByRole('alert').isVisible()).toBe(true);
    const reasons = await offline.evaluate(() =>
      ((window as any).petverseEvents as Logged[]).map((e) => e.detail.reason),
    );
    expect(reasons).toContain('request-failed');
    await offline.unroute(`${server.url}/api/**`);
    await retry.click();
    const list = element.getByRole('list', { name: 'Petverse products' });
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(2);
    await offline.close();
  });
});
