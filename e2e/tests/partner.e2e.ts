import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { registerUser } from '../support/api';
import { launchBrowser } from '../support/browser';
import {
  FALLBACK,
  openOrigin,
  partnerPage,
  servePage,
  strictPartnerPage,
  strictPolicy,
  type Origin,
} from '../support/partner/page';
import { startServer, type RunningServer } from '../support/server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { integrity, release } = JSON.parse(
  readFileSync(path.join(root, 'packages/embed/dist/v1/manifest.json'), 'utf8'),
) as { integrity: string; release: { script: string; integrity: string } };

let server: RunningServer;
let browser: Browser;
let partner: Origin;
let stranger: Origin;
let strict: Origin;
let strictNoNonce: Origin;
let pinned: Origin;
let stalePin: Origin;
const NONCE = 'c3RyaWN0LWNsaW5pYw';

beforeAll(async () => {
  [partner, stranger, strict, strictNoNonce, pinned, stalePin] = await Promise.all([
    openOrigin(),
    openOrigin(),
    openOrigin(),
    openOrigin(),
    openOrigin(),
    openOrigin(),
  ]);
  [server, browser] = await Promise.all([
    startServer({
      env: {
        PARTNER_ORIGINS: [partner, strict, strictNoNonce, pinned].map((o) => o.url).join(','),
      },
    }),
    launchBrowser(),
  ]);
  const policy = { 'content-security-policy': strictPolicy(server.url, NONCE) };
  servePage(strict, strictPartnerPage(server.url, NONCE, true), policy);
  servePage(strictNoNonce, strictPartnerPage(server.url, NONCE, false), policy);
  // A release's single file, pinned by the manifest's hash, and by a stale one (the last release's).
  const releasePath = release.script.replace(/^\/embed\//, '');
  servePage(pinned, partnerPage(server.url, release.integrity, releasePath));
  const stale = `sha384-${'A'.repeat(64)}`;
  servePage(stalePin, partnerPage(server.url, stale, releasePath));
  const html = partnerPage(server.url, integrity);
  servePage(partner, html);
  servePage(stranger, html);
});
afterAll(async () => {
  await Promise.all(
    [partner, stranger, strict, strictNoNonce, pinned, stalePin].map((o) => o?.close()),
  );
  await browser?.close();
  await server?.stop();
});

type Logged = { type: string; detail: Record<string, unknown> };
const eventsOf = (page: Page) => page.evaluate(() => (window as any).petverseEvents as Logged[]);

const submissions = async () => {
  const res = await fetch(`${server.url}/api/dev/form-submissions?formKey=vetClinic`);
  return (
    (await res.json()) as {
      submissions: { _id: string; partnerOrigin: string | null; hidden: Record<string, string> }[];
    }
  ).submissions;
};

describe('given a plain HTML partner page on a listed origin', () => {
  let page: Page;
  const errors: string[] = [];

  it('shows live dog products with rupee prices, styled by us, in its own shadow root', async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('pageerror', (error) => errors.push(error.message));
    // The visitor came from the partner's newsletter.
    await page.goto(`${partner.url}/?utm_source=newsletter&utm_campaign=monsoon`);
    const grid = page.getByRole('list', { name: 'Petverse products' });
    await grid.waitFor();
    const cards = grid.getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(4);
    const text = (await grid.textContent()) ?? '';
    expect(text.match(/₹\d[\d,]*\.\d{2}/g)?.length).toBeGreaterThanOrEqual(4);
    // Every link opens the product on the Petverse site.
    const href = await cards.first().getByRole('link').getAttribute('href');
    expect(href).toMatch(new RegExp(`^${server.url}/pet-product-page/[0-9a-f-]{36}$`));
    // Products come from the API, in the element's shadow root.
    const inShadow = await page.evaluate(
      () => !!document.querySelector('petverse-product-grid')?.shadowRoot?.querySelector('ul'),
    );
    expect(inShadow).toBe(true);
  });

  it('keeps the host page its own styles and ours ours', async () => {
    const host = await page.evaluate(() => {
      const button = document.getElementById('host-button')!;
      const title = document.getElementById('host-title')!;
      return {
        buttonBackground: getComputedStyle(button).backgroundColor,
        titleFont: getComputedStyle(title).fontFamily,
        titleSize: getComputedStyle(title).fontSize,
        bodyMargin: getComputedStyle(document.body).margin,
      };
    });
    expect(host).toEqual({
      buttonBackground: 'rgb(0, 255, 0)',
      titleFont: 'serif',
      titleSize: '30px',
      bodyMargin: '8px',
    });
    const ours = await page.evaluate(() => {
      const root = document.querySelector('petverse-form')!.shadowRoot!;
      const button = root.querySelector('button')!;
      const style = getComputedStyle(button);
      return {
        background: style.backgroundColor,
        fontSize: style.fontSize,
        boxSizing: style.boxSizing,
      };
    });
    // Our button: the host's `--petverse-color-primary`, our 16 px type, border-box sizing.
    expect(ours).toEqual({
      background: 'rgb(11, 83, 148)',
      fontSize: '16px',
      boxSizing: 'border-box',
    });
  });

  it('opens the clinic form as a popup, shows mistakes, and submits once when fixed', async () => {
    await page.getByRole('button', { name: 'Register your clinic' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register Your Veterinary Clinic/Hospital' });
    await dialog.waitFor();
    const field = (label: string) => dialog.getByLabel(label, { exact: true });
    // The page prefilled the city (prefill-city).
    expect(await field('City').inputValue()).toBe('Pune');
    await field('Clinic Name').fill('Happy Paws Clinic');
    await field('Vet in Charge').fill('Dr. Meera Rao');
    await field('Qualification').fill('BVSc & AH');
    await field('Years of Experience').fill('8');
    await field('City').fill('Pune');
    await field('Clinic Address').fill('12 MG Road, Camp');
    await field('Pincode').fill('4110'); // the mistake
    await field('Registration Number').fill('MSVC-2291');
    await field('Consultation Fee').fill('500');
    const services = dialog.getByRole('combobox', { name: 'Services Offered' });
    await services.fill('Vacc');
    await dialog.getByRole('option', { name: 'Vaccination' }).click();
    const submit = dialog.getByRole('button', { name: 'Register Clinic/Hospital' });
    await submit.click();
    await dialog.getByText('Must be a valid 6-digit number').waitFor();
    expect(await submissions()).toHaveLength(0);

    await field('Pincode').fill('411001');
    await submit.click();
    await page.getByText('Clinic registered successfully!').waitFor();
    await expect
      .poll(async () => (await eventsOf(page)).filter((e) => e.type === 'petverse:submitted'))
      .toHaveLength(1);
    const [submitted] = (await eventsOf(page)).filter((e) => e.type === 'petverse:submitted');
    const stored = await submissions();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ partnerOrigin: partner.url });
    // What the page sent with it: its hidden field and the visit's UTM parameters.
    expect(stored[0]!.hidden).toEqual({
      branch: 'PN-02',
      utm_source: 'newsletter',
      utm_campaign: 'monsoon',
    });
    expect(submitted!.detail).toEqual({
      form: 'vet-clinic',
      formKey: 'vetClinic',
      submissionId: stored[0]!._id,
    });
    // The page was told which fields the visitor answered, in order, never what they typed.
    const changes = (await eventsOf(page)).filter((e) => e.type === 'petverse:change');
    const fields = changes.map((e) => e.detail.field);
    expect(fields.slice(0, 4)).toEqual([
      'clinicName',
      'vetInCharge',
      'qualification',
      'yearsOfExperience',
    ]);
    for (const name of [
      'clinicAddress',
      'registrationNumber',
      'consultationFee',
      'servicesOffered',
    ])
      expect(fields).toContain(name);
    // The pincode again, after the other fields: its mistake fixed.
    expect(fields.filter((name) => name === 'pincode')).toHaveLength(2);
    expect(fields.at(-1)).toBe('pincode');
    expect(changes.every((e) => e.detail.form === 'vet-clinic')).toBe(true);
    expect(JSON.stringify(changes)).not.toMatch(/Happy Paws|Meera|411001|MSVC/);
    // The popup closes after the success delay.
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    const ready = (await eventsOf(page)).filter((e) => e.type === 'petverse:ready');
    expect(ready.map((e) => e.detail.element).sort()).toEqual([
      'petverse-form',
      'petverse-product-grid',
    ]);
    expect(errors).toEqual([]);
  });
});

describe("given a partner page that pins a release's single file", () => {
  it('runs every element from the one file its hash covers', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(pinned.url);
    const grid = page.getByRole('list', { name: 'Petverse products' });
    await expect.poll(() => grid.getByRole('listitem').count()).toBe(4);
    await page.getByRole('button', { name: 'Register your clinic' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register Your Veterinary Clinic/Hospital' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('City', { exact: true }).inputValue()).toBe('Pune');
    // One script, nothing loaded beside it; the fallback text is not shown.
    expect(scripts).toEqual([release.script]);
    expect(await page.getByText(FALLBACK.products).isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows the snippet's own fallback when the pinned hash is stale", async () => {
    const page = await browser.newPage();
    const console: string[] = [];
    page.on('console', (message) => console.push(message.text()));
    await page.goto(stalePin.url);
    await page.waitForLoadState('load');
    // The browser refused the file: no element came alive, each says what the partner wrote.
    expect(await page.evaluate(() => !!customElements.get('petverse-form'))).toBe(false);
    expect(await page.getByRole('link', { name: FALLBACK.products }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: FALLBACK.form }).isVisible()).toBe(true);
    expect(console.join('\n')).toMatch(/integrity/i);
    await page.close();
  });
});

describe('given the same page on an origin that is not a partner', () => {
  it('shows a clear message in each element, and the API grants it nothing', async () => {
    const page = await browser.newPage();
    await page.goto(stranger.url);
    const message = `Petverse content can't be shown on ${stranger.url} yet`;
    await expect.poll(() => page.getByText(message).count()).toBe(2);
    // Each element says it as an event too, once it has rendered (an effect: it may come a
    // moment after the text shows).
    await expect
      .poll(async () => (await eventsOf(page)).filter((e) => e.type === 'petverse:error').length)
      .toBeGreaterThanOrEqual(2);

    const catalogue = await fetch(`${server.url}/api/product/getall-product`, {
      headers: { origin: stranger.url },
    });
    expect(catalogue.headers.get('access-control-allow-origin')).toBeNull();
    await page.close();
  });

  it('cannot use a stolen token on a per-user route, even from a partner page', async () => {
    const { token } = await registerUser(server, {
      name: 'Stolen Token',
      email: `stolen.${Date.now()}@example.com`,
      phone: '9876543210',
      password: 'Correct-Horse-9',
    });
    expect(token).toBeTruthy();
    for (const origin of [partner.url, stranger.url]) {
      const page = await browser.newPage();
      await page.goto(origin);
      const outcome = await page.evaluate(
        async ([api, stolen]) => {
          try {
            const res = await fetch(`${api}/api/auth/getuser`, {
              headers: { authorization: `Bearer ${stolen}` },
            });
            return `answered ${res.status}`;
          } catch {
            return 'refused';
          }
        },
        [server.url, token] as const,
      );
      expect(outcome, origin).toBe('refused');
      await page.close();
    }
  });
});

describe('given a partner page with a strict Content Security Policy', () => {
  it('shows the form styled and stores a submission when our script tag has the nonce', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(strict.url);
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await field('Clinic Name').waitFor();
    // Styled by us (the button has our colours, not the browser's grey).
    const submit = page.getByRole('button', { name: 'Register Clinic/Hospital' });
    const background = await submit.evaluate((b) => getComputedStyle(b).backgroundColor);
    expect(background).not.toBe('rgb(239, 239, 239)');
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    await field('Clinic Name').fill('Strict Paws Clinic');
    await field('Vet in Charge').fill('Dr. Meera Rao');
    await field('Qualification').fill('BVSc & AH');
    await field('Years of Experience').fill('8');
    await field('City').fill('Pune');
    await field('Clinic Address').fill('12 MG Road, Camp');
    await field('Pincode').fill('411001');
    await field('Registration Number').fill('MSVC-2292');
    await field('Consultation Fee').fill('500');
    const services = page.getByRole('combobox', { name: 'Services Offered' });
    await services.fill('Vacc');
    await page.getByRole('option', { name: 'Vaccination' }).click();
    await submit.click();
    await expect
      .poll(async () => (await eventsOf(page)).filter((e) => e.type === 'petverse:submitted'))
      .toHaveLength(1);
    expect((await submissions()).some((s) => s.partnerOrigin === strict.url)).toBe(true);
    expect((await eventsOf(page)).filter((e) => e.type === 'petverse:error')).toEqual([]);
    expect(violations).toEqual([]);
    await page.close();
  });

  it('says so, and sends petverse:error, when the page gave our script no nonce', async () => {
    const page = await browser.newPage();
    await page.goto(strictNoNonce.url);
    await page.getByText("this page's Content Security Policy blocks its styles").waitFor();
    await expect
      .poll(async () =>
        (await eventsOf(page))
          .filter((e) => e.type === 'petverse:error')
          .map((e) => e.detail.reason),
      )
      .toContain('styles-blocked');
    await page.close();
  });
});
