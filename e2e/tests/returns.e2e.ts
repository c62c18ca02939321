import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { markDelivered, newBuyer, ownerToken, rupees, type Buyer } from '../support/api';
import { startsServerAndBrowser } from '../support/server';

/**
 * Issue 38, item 5 as a buyer and an operator meet it: a delivered toy arrives damaged; the buyer
 * asks for its return with a picture from the order; the operator approves it, marks it picked up
 * and received in the back office; the buyer sees the refund and the credit note on the order.
 */
const journey = startsServerAndBrowser();
let buyer: Page;
let office: Page;
let token: string;
let orderId: string;
let toy: { _id: string; name: string; price: number };

/** A 1×1 PNG: the picture of the damage. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
let api: Buyer['api'];

beforeAll(async () => {
  const meera = await newBuyer(journey.server, 'Meera Buyer');
  ({ token, api } = meera);
  const { products } = await api<{
    products: { _id: string; name: string; price: number; category: string; stock?: number }[];
  }>('GET', '/product/getall-product?store=petstore');
  toy = products.find((p) => p.category === 'toys')!;
  await api('POST', '/product/cart', { productId: toy._id, quantity: 1 });
  // Paid in the sandbox checkout (Economy, ₹50), as the checkout page does it.
  const created = await api<{ orderId: string }>('POST', '/product/razorpay/order', {
    amount: Math.round(toy.price + 50) * 100,
    currency: 'INR',
    address: meera.addressId,
    shippingType: 'Economy',
  });
  const paid = await api<Record<string, string>>('POST', '/payments/sandbox/pay', {
    order_id: created.orderId,
  });
  const verified = await api<{ order: { _id: string } }>('POST', '/product/razorpay/verify', {
    ...paid,
    orderData: {},
  });
  orderId = verified.order._id;
  await markDelivered(journey.server, orderId);

  buyer = await journey.browser.newPage({ viewport: { width: 390, height: 844 } });
  await buyer.goto(`${journey.server.url}/`);
  await buyer.evaluate((t) => localStorage.setItem('token', t), token);
  office = await journey.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await office.goto(`${journey.server.url}/admin/login`);
  const staffToken = await ownerToken(journey.server);
  await office.evaluate((t) => localStorage.setItem('petverse.staffToken', t), staffToken);
});

describe('given a delivered order with a damaged toy', () => {
  it('lets the buyer ask for its return with a picture', async () => {
    await buyer.goto(`${journey.server.url}/auth/profile/orders`);
    const card = buyer.getByRole('list', { name: 'Orders' }).getByRole('listitem').first();
    await card.getByRole('button', { name: 'View details' }).click();
    await card.getByRole('button', { name: 'Return items' }).click();
    const dialog = buyer.getByRole('dialog', { name: /Return items from order/ });
    await dialog
      .getByLabel(new RegExp(toy.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .selectOption('1');
    await dialog.getByLabel('Reason').selectOption('damaged');
    await dialog.getByRole('button', { name: 'Ask for the return' }).click();
    await dialog.getByText('Please add a picture of the damage.').first().waitFor();
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'damage.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByLabel('Note (optional)').fill('The squeaker is torn out.');
    await dialog.getByRole('button', { name: 'Ask for the return' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByRole('list', { name: /^Steps of return 1/ }).waitFor();
    expect(await card.textContent()).toContain('Return requested');
  });

  it('lets the operator approve it, mark it picked up and received, which refunds it', async () => {
    await office.goto(`${journey.server.url}/admin/returns`);
    const table = office.getByRole('table', { name: 'Returns, newest first' });
    await table.getByText('Arrived damaged').waitFor();
    await table.getByRole('link', { name: `#${orderId.slice(-8)}` }).click();
    const panel = office.getByRole('region', { name: /Return 1/ });
    await panel.getByText('The squeaker is torn out.').waitFor();
    await panel.getByRole('img', { name: /picture of return 1/ }).waitFor();
    await panel.getByRole('button', { name: 'Approve' }).click();
    await panel.getByRole('button', { name: 'Mark picked up' }).click();
    await panel.getByRole('button', { name: 'Mark received and refund' }).click();
    const confirm = office.getByRole('alertdialog');
    // The whole order came back for our fault: shipping is refunded too.
    await confirm.getByText(/shipping included/).waitFor();
    await confirm.getByRole('button', { name: 'Received: refund it' }).click();
    await panel
      .getByText(/CN\/\d{4}-\d{2}\/\d+/)
      .first()
      .waitFor();
    expect(await panel.textContent()).toContain(rupees(Math.round(toy.price + 50)));
  });

  it('shows the buyer the refund and the credit note on the order', async () => {
    await buyer.reload();
    const card = buyer.getByRole('list', { name: 'Orders' }).getByRole('listitem').first();
    await card.getByRole('button', { name: 'View details' }).click();
    await card
      .getByText(`Refunded ${rupees(Math.round(toy.price + 50))}`, { exact: false })
      .waitFor();
    const steps = card.getByRole('list', { name: /^Steps of return 1/ }).getByRole('listitem');
    expect(await steps.count()).toBe(4);
    expect(await card.textContent()).toMatch(/credit note \S+CN/);
  });
});
