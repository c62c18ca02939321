import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { apiJson, registerUser } from '../support/api';
import { startsServerAndBrowser } from '../support/server';

// Issue 31: a new operator creates the owner from the start-up log's link, invites a colleague,
// ships a pet parent's order (which the pet parent sees at once) and takes a product off sale
// when it runs out (which the store shows at once). Two browsers: staff and a pet parent.

// Issue 55: the morning's orders are selected, confirmed and booked with the (sandbox) courier in
// a few clicks, the labels download as one PDF, and the courier's signed tracking webhook moves
// them on without anyone typing; the pet parent follows the parcel by its link.
const COURIER_SECRET = 'e2e-courier-webhook-secret-0123456789abcdef';
const journey = startsServerAndBrowser({ env: { COURIER_WEBHOOK_SECRET: COURIER_SECRET } });
const DESKTOP = { width: 1280, height: 900 };
let staff: BrowserContext;
let office: Page;
let buyerToken: string;
let orderId: string;
let productId: string;
let productName: string;

const outbox = (email: string) =>
  apiJson<{ messages: { subject: string; text: string }[] }>(
    journey.server,
    'GET',
    `/dev/outbox?email=${encodeURIComponent(email)}`,
  );

beforeAll(async () => {
  // A pet parent with a cash-on-delivery order of one product.
  ({ token: buyerToken } = await registerUser(journey.server, {
    name: 'Asha Rao',
    email: `asha.${Date.now()}@example.com`,
    phone: '9876543210',
    password: 'mango monsoon 42',
  }));
  const api = <T>(method: string, url: string, body?: unknown) =>
    apiJson<T>(journey.server, method, url, { token: buyerToken, body });
  const address = await api<{ data: { _id: string } }>('POST', '/user/address', {
    name: 'Asha Rao',
    phone: '9876543210',
    street: '12 MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
  });
  const { products } = await api<{ products: { _id: string; name: string }[] }>(
    'GET',
    '/product/getall-product',
  );
  ({ _id: productId, name: productName } = products[2]!);
  await api('POST', '/product/cart', { productId, quantity: 1 });
  const placed = await api<{ order: { _id: string } }>('POST', '/product/order', {
    orderData: { shippingType: 'Economy', address: address.data._id },
  });
  orderId = placed.order._id;
  staff = await journey.browser.newContext({ viewport: DESKTOP });
  office = await staff.newPage();
});

describe('given a shop started for the first time', () => {
  it('makes the owner from the one-time link in the start-up log, and the link dies', async () => {
    const link = /(http:\/\/localhost:\d+)(\/admin\/setup\?token=[\w-]+)/.exec(
      journey.server.output(),
    );
    expect(link, 'the start-up log names the setup link').not.toBeNull();
    // The log names the address it will be reached at; this server listens on its own port.
    await office.goto(`${journey.server.url}${link![2]}`);
    await office.getByLabel('Email').fill('nisha@petverse.in');
    await office.getByLabel('Your name').fill('Nisha Kapoor');
    await office.getByLabel('Choose a password').fill('night shift ledger 7');
    await office.getByRole('button', { name: 'Create the owner and sign in' }).click();
    await office.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await office.getByText('Nisha Kapoor').first().waitFor();

    const again = await staff.newPage();
    await again.goto(`${journey.server.url}${link![2]}`);
    await again.getByRole('heading', { name: 'This setup link no longer works' }).waitFor();
    await again.close();
  });

  it('invites a colleague by mail, who joins through the link and signs in as catalogue', async () => {
    await office.getByRole('link', { name: 'Staff' }).click();
    await office.getByRole('heading', { name: 'Staff' }).waitFor();
    await office.getByLabel('Email', { exact: true }).fill('farah@petverse.in');
    await office.getByLabel('Role', { exact: true }).selectOption('catalogue');
    await office.getByRole('button', { name: 'Send invitation' }).click();
    await office.getByText('Invitation sent to farah@petverse.in.').first().waitFor();

    const [mail] = (await outbox('farah@petverse.in')).messages;
    expect(mail!.subject).toBe('You are invited to the Petverse back office');
    const invite = /\/admin\/invite\?token=[\w-]+/.exec(mail!.text)![0];
    const colleague = await journey.browser.newContext({ viewport: DESKTOP });
    const page = await colleague.newPage();
    await page.goto(`${journey.server.url}${invite}`);
    await page.getByText(/invited as catalogue/).waitFor();
    await page.getByLabel('Your name').fill('Farah Khan');
    await page.getByLabel('Choose a password').fill('saffron ledger 19');
    await page.getByRole('button', { name: 'Join and sign in' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await nav.getByRole('link', { name: 'Catalogue' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Orders' }).count()).toBe(0);
    await colleague.close();

    await office.reload();
    await office.getByRole('row', { name: /Farah Khan/ }).waitFor();
  });
});

describe('given a pet parent’s order in the queue', () => {
  it('ships it with a courier and tracking number, and the pet parent sees it in Orders at once', async () => {
    await office.getByRole('link', { name: 'Orders' }).click();
    const number = `#${orderId.slice(-8)}`;
    await office.getByRole('link', { name: number }).click();
    await office.getByRole('heading', { name: new RegExp(`Order ${number}`) }).waitFor();
    await office.getByRole('button', { name: 'Confirm' }).click();
    await office.getByRole('button', { name: 'Mark packed' }).waitFor();
    await office.getByRole('button', { name: 'Mark packed' }).click();
    await office.getByRole('button', { name: 'Ship' }).waitFor();
    await office.getByRole('button', { name: 'Ship' }).click();
    const dialog = office.getByRole('alertdialog');
    await dialog.getByLabel('Courier').fill('Delhivery');
    await dialog.getByLabel('Tracking number').fill('DLV 1234-5678');
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await office.getByText('Shipped with Delhivery, tracking number DLV 1234-5678').waitFor();

    const buyer = await journey.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await buyer.newPage();
    await page.goto(`${journey.server.url}/`);
    await page.evaluate((t) => localStorage.setItem('token', t), buyerToken);
    await page.goto(`${journey.server.url}/auth/orders`);
    const card = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').first();
    await card.waitFor();
    await card.getByText('Order: shipped').waitFor();
    expect(await card.textContent()).toContain('Delhivery, tracking number DLV 1234-5678');
    await buyer.close();

    // Every step is on the audit log, by name.
    await office.getByRole('link', { name: 'Audit log' }).click();
    const row = office.getByRole('row', { name: /order\.status/ }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain('Nisha Kapoor');
    expect(await row.textContent()).toContain('trackingNumber: DLV 1234-5678');
  });
});

describe('given the morning’s orders', () => {
  /** Another cash-on-delivery order of the pet parent's, placed through the API. */
  const anotherOrder = async () => {
    const api = <T>(method: string, url: string, body?: unknown) =>
      apiJson<T>(journey.server, method, url, { token: buyerToken, body });
    const { data } = await api<{ data: { _id: string }[] }>('GET', '/user/address');
    await api('POST', '/product/cart', { productId, quantity: 1 });
    const placed = await api<{ order: { _id: string } }>('POST', '/product/order', {
      orderData: { shippingType: 'Economy', address: data[0]!._id },
    });
    return placed.order._id;
  };
  /** The courier posts a tracking event, signed as ADR 038 says. */
  const track = async (awb: string, status: string, at: string) => {
    const body = JSON.stringify({ awb, current_status: status, current_timestamp: at });
    const res = await fetch(`${journey.server.url}/api/shipping/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-courier-signature': createHmac('sha256', COURIER_SECRET).update(body).digest('hex'),
      },
      body,
    });
    expect(res.status).toBe(200);
  };

  it('confirms and books a courier for the selected orders, and tracking delivers them', async () => {
    const ids = [await anotherOrder(), await anotherOrder()];
    await office.getByRole('link', { name: 'Orders' }).click();
    await office.getByRole('heading', { name: 'Orders' }).waitFor();
    await office.reload();
    for (const id of ids)
      await office.getByRole('checkbox', { name: `Select order #${id.slice(-8)}` }).check();
    await office.getByRole('heading', { name: '2 selected' }).waitFor();
    await office.getByRole('button', { name: 'Confirm', exact: true }).click();
    await office.getByText('2 confirmed, 0 failed.').waitFor();
    for (const id of ids)
      await office.getByRole('checkbox', { name: `Select order #${id.slice(-8)}` }).check();
    await office.getByRole('button', { name: 'Book courier' }).click();
    await office.getByText('2 booked, 0 failed.').waitFor();
    const [labels] = await Promise.all([
      office.waitForEvent('download'),
      office.getByRole('button', { name: 'Download labels (PDF)' }).click(),
    ]);
    expect(labels.suggestedFilename()).toMatch(/^petverse-labels-\d{4}-\d{2}-\d{2}\.pdf$/);

    const orders = await apiJson<{
      data: { data: { orders: { _id: string; trackingNumber: string; status: string }[] } };
    }>(journey.server, 'GET', '/product/user-orders', { token: buyerToken });
    const awbOf = (id: string) => orders.data.data.orders.find((o) => o._id === id)!.trackingNumber;
    await track(awbOf(ids[0]!), 'OUT FOR DELIVERY', '2026-12-08 09:10:00');
    await track(awbOf(ids[0]!), 'OUT FOR DELIVERY', '2026-12-08 09:10:00');
    await track(awbOf(ids[1]!), 'OUT FOR DELIVERY', '2026-12-08 09:20:00');
    await track(awbOf(ids[1]!), 'DELIVERED', '2026-12-08 13:05:00');

    const buyer = await journey.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await buyer.newPage();
    await page.goto(`${journey.server.url}/`);
    await page.evaluate((t) => localStorage.setItem('token', t), buyerToken);
    await page.goto(`${journey.server.url}/auth/orders`);
    const cards = page.getByRole('list', { name: 'Orders' }).getByRole('listitem');
    const outCard = cards.filter({ hasText: `#${ids[0]!.slice(-8)}` });
    await outCard.getByText('Order: out for delivery').waitFor();
    const link = outCard.getByRole('link', { name: /Track your parcel/ });
    expect(await link.getAttribute('href')).toContain(
      `/api/shipping/sandbox/track/${awbOf(ids[0]!)}`,
    );
    await cards
      .filter({ hasText: `#${ids[1]!.slice(-8)}` })
      .getByText('Order: delivered')
      .waitFor();
    // The courier's page lists the event once, however often it was posted.
    const tracking = await buyer.newPage();
    await tracking.goto(
      (await link.getAttribute('href'))!.replace(/^https?:\/\/[^/]+/, journey.server.url),
    );
    await tracking.getByRole('heading', { name: `Parcel ${awbOf(ids[0]!)}` }).waitFor();
    expect(await tracking.getByRole('listitem').count()).toBe(1);
    await buyer.close();
  });
});

describe('given a product that ran out', () => {
  it('writes off its last units, and the store says Out of stock with Add to Cart off', async () => {
    await office.getByRole('link', { name: 'Catalogue' }).click();
    await office.getByLabel('Search').fill(productName);
    await office.getByLabel('Search').press('Enter');
    await office.getByRole('link', { name: productName }).first().click();
    const stock = office.getByRole('region', { name: 'In stock' });
    await stock.waitFor();
    const units = Number((await stock.textContent())!.replace(/\D/g, ''));
    expect(units).toBeGreaterThan(0);
    await office.getByRole('button', { name: 'Write off units' }).click();
    const dialog = office.getByRole('alertdialog');
    await dialog.getByLabel('Units to write off').fill(String(units));
    await dialog.getByLabel('Why').fill('Damaged in the monsoon');
    await dialog.getByRole('button', { name: 'Write off units' }).click();
    await stock.getByText(/out of stock/i).waitFor();

    const shopper = await journey.browser.newPage({ viewport: { width: 390, height: 844 } });
    await shopper.goto(`${journey.server.url}/pet-product-page/${productId}`);
    await shopper.getByRole('heading', { name: productName }).waitFor();
    await shopper.getByText('Out of stock', { exact: true }).first().waitFor();
    const button = shopper.getByRole('button', { name: 'Out of stock' });
    expect(await button.isDisabled()).toBe(true);
    // The wishlist still takes it: a shopper can wait for it to come back.
    expect(
      await shopper
        .getByRole('button', { name: new RegExp(`wishlist`, 'i') })
        .first()
        .isDisabled(),
    ).toBe(false);
    await shopper.close();
  });
});
