import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiJson, markDelivered, newBuyer, registerBruno, type Buyer } from '../support/api';
import { launchBrowser, recordErrors, waitForHydration } from '../support/browser';
import { openOrigin, servePage, type Origin } from '../support/partner/page';
import { startServer, type RunningServer } from '../support/server';

/** The built server (with a partner's origin allowed), a browser, and a partner's Hindi page. */
const journey = {} as {
  server: RunningServer;
  browser: Browser;
  partner: Origin;
};
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { integrity } = JSON.parse(
  readFileSync(path.join(root, 'packages/embed/dist/v1/manifest.json'), 'utf8'),
) as { integrity: string };

/**
 * A clinic's page in Hindi with our form and our products, as a partner in a Hindi-speaking state
 * pastes them.
 */
const hindiPartnerPage = (petverse: string) => `<!doctype html>
<html lang="hi"><head><meta charset="utf-8"><title>हैप्पी पॉज़ क्लिनिक</title></head>
<body>
  <h1>हैप्पी पॉज़ क्लिनिक</h1>
  <petverse-form form="vet-clinic" lang="hi"></petverse-form>
  <petverse-product-grid species="dog" limit="2" lang="hi"></petverse-product-grid>
  <script src="${petverse}/embed/v1/petverse.js" integrity="${integrity}" crossorigin="anonymous"></script>
</body></html>`;

beforeAll(async () => {
  journey.partner = await openOrigin();
  [journey.server, journey.browser] = await Promise.all([
    startServer({ env: { PARTNER_ORIGINS: journey.partner.url } }),
    launchBrowser(),
  ]);
  servePage(journey.partner, hindiPartnerPage(journey.server.url));
});
afterAll(async () => {
  await journey.partner?.close();
  await journey.browser?.close();
  await journey.server?.stop();
});

const siteDist = path.join(root, 'apps/site/dist');
/** Every page of the built site (its list of address patterns), Hindi ones under /hi. */
const sitePaths = (
  JSON.parse(readFileSync(path.join(siteDist, 'site-routes.json'), 'utf8')) as { paths: string[] }
).paths;

/**
 * Words that stay in Latin letters on a Hindi page, as Hindi readers write them: our brands,
 * the payment and document names people know, units, the e-mail address, and the time of day
 * as CLDR's Hindi writes it (Intl's hi-IN: '5:48 pm').
 */
const KEPT = new Set(
  'English Petverse Zib UPI OTP GST PDF PNG JPEG WebP GIF MB KB kg ID CEO CTO KCI IRDA BVSc AH Razorpay Instagram Facebook YouTube LinkedIn pdf jpg jpeg png webp gif am pm'.split(
    ' ',
  ),
);

/**
 * Gives a buyer what their pages show: a delivered order paid in the sandbox checkout, a pet, and
 * a toy in the cart.
 */
async function withOrderPetAndCart(server: RunningServer, buyer: Buyer): Promise<void> {
  const { products } = await buyer.api<{
    products: { _id: string; price: number; category: string; stock?: number }[];
  }>('GET', '/product/getall-product?store=petstore');
  const toys = products.filter((p) => p.category === 'toys' && (p.stock ?? 1) > 0);
  const [toy, other] = [toys[0]!, toys[1] ?? toys[0]!];
  await buyer.api('POST', '/product/cart', { productId: toy._id, quantity: 1 });
  const created = await buyer.api<{ orderId: string }>('POST', '/product/razorpay/order', {
    amount: Math.round(toy.price + 50) * 100,
    currency: 'INR',
    address: buyer.addressId,
    shippingType: 'Economy',
  });
  const paid = await buyer.api<Record<string, string>>('POST', '/payments/sandbox/pay', {
    order_id: created.orderId,
  });
  const { order } = await buyer.api<{ order: { _id: string } }>(
    'POST',
    '/product/razorpay/verify',
    { ...paid, orderData: {} },
  );
  await markDelivered(server, order._id);
  await registerBruno(server, buyer.token);
  await buyer.api('POST', '/product/cart', { productId: other._id, quantity: 2 });
}

/**
 * The page's English left on a Hindi page: every text and every text an assistive technology
 * reads (aria-label, placeholder, alt, title) with a Latin word that is not kept, outside the
 * parts marked as another language (`lang="en"`: catalogue data such as a product's name).
 */
function englishOn(page: Page, kept: string[]): Promise<string[]> {
  return page.evaluate((keptWords) => {
    const keep = new Set(keptWords);
    const found = new Set<string>();
    const words = (text: string) =>
      // An e-mail address or a web address is written as it is in any language.
      // A code with digits (an order's number, an invoice's) is not a word of any language.
      (
        text.replace(/\S+@\S+|https?:\/\/\S*|[^\s#]*\d[^\s]*/g, '').match(/[A-Za-z][A-Za-z’']*/g) ??
        []
      ).map((word) => word.replace(/[’']s?$/, ''));
    // The data on the page (marked with its own language) may be quoted in a label or the title:
    // 'मेरा अकाउंट: Asha Verma', a product's name in its wishlist button's label.
    for (const element of document.body.querySelectorAll('[lang]:not([lang^="hi"])'))
      for (const word of words(element.textContent ?? '')) keep.add(word);
    const english = (text: string) => words(text).some((word) => !keep.has(word));
    const inHindi = (element: Element) => {
      const marked = element.closest('[lang]');
      return !marked || marked.getAttribute('lang')!.startsWith('hi');
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template')) continue;
      const text = node.textContent?.trim() ?? '';
      if (text && inHindi(parent) && english(text)) found.add(text);
    }
    for (const element of document.body.querySelectorAll(
      '[aria-label], [placeholder], [alt], [title]',
    )) {
      // What no one reads aloud (aria-hidden) is not checked.
      if (!inHindi(element) || element.closest('[aria-hidden="true"]')) continue;
      for (const name of ['aria-label', 'placeholder', 'alt', 'title']) {
        const value = element.getAttribute(name);
        if (value && english(value)) found.add(`${name}="${value}"`);
      }
    }
    if (english(document.title)) found.add(`<title>${document.title}`);
    return [...found];
  }, kept);
}

/** A booking id nobody has: the consultation room's page answers it with its Not found. */
const NO_BOOKING = '00000000-0000-4000-8000-000000000000';

describe('given a pet parent who reads Hindi', () => {
  it('lands on Hindi from the browser’s language, switches to English and back, and is remembered', async () => {
    const context = await journey.browser.newContext({ locale: 'hi-IN' });
    await context.addInitScript(() => window.sessionStorage.setItem('videoPlayed', 'true'));
    const page = await context.newPage();
    const errors = recordErrors(page);
    await page.goto(`${journey.server.url}/about-us`);
    expect(new URL(page.url()).pathname).toBe('/hi/about-us');
    expect(await page.getAttribute('html', 'lang')).toBe('hi-IN');
    await page.getByRole('heading', { level: 1, name: 'हमारे बारे में' }).waitFor();
    // The switch, in the header, names the other language in that language.
    const toEnglish = page.getByRole('link', { name: 'यह पेज English में पढ़ें' });
    expect(await toEnglish.getAttribute('hreflang')).toBe('en');
    await toEnglish.click();
    await page.waitForURL(`${journey.server.url}/about-us`);
    await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en-IN');
    // Remembered: an English address stays English though the browser prefers Hindi.
    await page.goto(`${journey.server.url}/pet-store`);
    expect(new URL(page.url()).pathname).toBe('/pet-store');
    await page.getByRole('link', { name: 'Read this page in हिंदी' }).click();
    await page.waitForURL(`${journey.server.url}/hi/pet-store`);
    await page.getByRole('heading', { level: 1, name: 'पेट स्टोर' }).waitFor();
    // And Hindi is remembered in turn.
    await page.goto(`${journey.server.url}/`);
    expect(new URL(page.url()).pathname).toBe('/hi');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('finds dog food by searching “kutta khana” on a Hindi page', async () => {
    const context = await journey.browser.newContext({ locale: 'hi-IN' });
    const page = await context.newPage();
    await page.goto(`${journey.server.url}/hi/pet-store`);
    await waitForHydration(page, 'input[name="q"]');
    await page.getByRole('searchbox', { name: 'प्रोडक्ट खोजें' }).fill('kutta khana');
    await page.getByRole('search').getByRole('button', { name: 'खोजें', exact: true }).click();
    await page.waitForURL(/[?&]q=kutta(\+|%20)khana/);
    // The answer for these words has come (the count names them).
    await page.getByRole('status').filter({ hasText: 'kutta khana' }).first().waitFor();
    // Each card's name, in the catalogue's own words.
    const names = page.locator('[data-ui="ProductCard"] [lang="en"]');
    await names.first().waitFor();
    const found = await names.allTextContents();
    expect(found.length).toBeGreaterThan(0);
    expect(
      found.every((name) => /Dog Food/i.test(name)),
      found.join(' | '),
    ).toBe(true);
    // The count says it in Hindi.
    await page
      .getByText(/प्रोडक्ट/)
      .first()
      .waitFor();
    // How the words were read, in Hindi with the words themselves as values (issue 35).
    const note = page.locator('[data-ui="SearchNotes"]');
    await note.getByText(/इनके नतीजे दिखा रहे हैं: .*\(kutta\)/).waitFor();
    expect(await note.textContent()).not.toMatch(/Showing results/);
    await context.close();
  });

  it('sends a registration form in Hindi and reads its checks in Hindi', async () => {
    const context = await journey.browser.newContext({ locale: 'hi-IN' });
    const page = await context.newPage();
    await page.goto(`${journey.server.url}/hi/VetClinicRegistrationForm`);
    await waitForHydration(page, 'form button[type="submit"]');
    await page.getByRole('heading', { name: 'अपना पशु क्लिनिक/अस्पताल रजिस्टर करें' }).waitFor();
    await page.getByLabel('क्लिनिक का नाम').fill('हैप्पी पॉज़');
    await page.getByLabel('अनुभव (साल)').fill('पाँच');
    await page.getByRole('button', { name: 'क्लिनिक/अस्पताल रजिस्टर करें' }).click();
    await page.getByText('अनुभव के साल संख्या में होने चाहिए').waitFor();
    await page.getByText('कम से कम एक सेवा चुनें').waitFor();
    expect(await page.getByText('यह जानकारी ज़रूरी है').count()).toBeGreaterThan(3);
    // Nothing English among the messages.
    expect(await page.getByText('This field is required').count()).toBe(0);
    await context.close();
  });

  it('shows every page in Hindi, with no English left outside the catalogue’s own data', async () => {
    const { server, browser } = journey;
    // Real ids for the addresses that name one.
    const { products } = await apiJson<{ products: Array<{ _id: string }> }>(
      server,
      'GET',
      '/product/search?q=dog',
    );
    const { doctors } = await apiJson<{ doctors: Array<{ _id: string }> }>(
      server,
      'GET',
      '/admin/getAllDoctors',
    );
    const buyer = await newBuyer(server, 'Asha Verma');
    // Pages with something on them: a delivered order (its details, its return), a pet, a cart
    // (the checkout and payment pages with their options).
    await withOrderPetAndCart(server, buyer);
    // Bruno's health record, with a vaccination, and its share link (read without a session).
    const { pets } = await apiJson<{ pets: Array<{ _id: string }> }>(
      server,
      'GET',
      '/pet/register-pet',
      { token: buyer.token },
    );
    const petId = pets[0]!._id;
    await apiJson(server, 'POST', `/pets/${petId}/vaccinations`, {
      token: buyer.token,
      body: { name: 'Anti-rabies', givenOn: '2026-01-10', nextDueOn: '2027-01-10' },
    });
    const shared = await apiJson<{ url: string }>(server, 'POST', `/pets/${petId}/share`, {
      token: buyer.token,
      body: {},
    });
    const ids: Record<string, string> = {
      ':id': products[0]!._id,
      ':profileId': 'none',
      // An address that names no provider: the page says so, in Hindi.
      ':providerId': 'none',
      // A consultation that is not the buyer's: the room's page says so, in Hindi.
      ':bookingId': NO_BOOKING,
      ':petId': petId,
      ':token': shared.url.split('/').at(-1)!,
    };
    const context = await browser.newContext({ locale: 'hi-IN' });
    await context.addInitScript((token) => {
      window.sessionStorage.setItem('videoPlayed', 'true');
      window.localStorage.setItem('token', token);
    }, buyer.token);
    const page = await context.newPage();
    const errors = recordErrors(page);
    const left: Record<string, string[]> = {};
    for (const pattern of sitePaths.filter((p) => p === '/hi' || p.startsWith('/hi/'))) {
      const address = pattern
        .replace('/vet-clinic/doctor/:id', `/vet-clinic/doctor/${doctors[0]!._id}`)
        .replace(/:\w+/g, (param) => ids[param] ?? '1');
      await page.goto(`${server.url}${address}`);
      await waitForHydration(page, '#root > *');
      await page.waitForLoadState('networkidle');
      expect(await page.getAttribute('html', 'lang'), address).toBe('hi-IN');
      // The visitor's own name, address and pet are theirs, quoted as they wrote them.
      const english = await englishOn(page, [
        ...KEPT,
        'Asha',
        'Verma',
        'Bruno',
        'Beagle',
        'Maharashtra',
        'India',
        'Linking',
        'Road',
        'Mumbai',
      ]);
      if (english.length) left[address] = english;
    }
    await context.close();
    if (process.env.HINDI_REPORT)
      writeFileSync(process.env.HINDI_REPORT, JSON.stringify(left, null, 1));
    expect(left).toEqual({});
    // The profile named 'none' is missing on purpose: its page says so, after the API's 404.
    expect(
      errors.filter(
        (error) =>
          !error.includes('/mating-profile/none') &&
          !error.includes('/book/none') &&
          !error.includes(`/consult/${NO_BOOKING}:`),
      ),
    ).toEqual([]);
  }, 600_000);
});

describe('given a partner page in Hindi', () => {
  it('shows <petverse-form lang="hi"> in Hindi, with its checks in Hindi', async () => {
    const page = await journey.browser.newPage();
    const errors = recordErrors(page);
    await page.goto(journey.partner.url);
    const form = page.locator('petverse-form');
    await form.getByRole('heading', { name: 'अपना पशु क्लिनिक/अस्पताल रजिस्टर करें' }).waitFor();
    await form.getByRole('button', { name: 'क्लिनिक/अस्पताल रजिस्टर करें' }).click();
    await expect.poll(() => form.getByText('यह जानकारी ज़रूरी है').count()).toBeGreaterThan(5);
    await form.getByText('कम से कम एक सेवा चुनें').waitFor();
    expect(await form.getByText('This field is required').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows <petverse-product-grid lang="hi"> in Hindi', async () => {
    const page = await journey.browser.newPage();
    const errors = recordErrors(page);
    await page.goto(journey.partner.url);
    const grid = page.locator('petverse-product-grid');
    // The list is named in Hindi for a screen reader.
    const list = grid.getByRole('list', { name: 'Petverse के प्रोडक्ट' });
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(2);
    expect(errors).toEqual([]);
    await page.close();
  });
});
