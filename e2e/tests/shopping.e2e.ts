import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiJson, registerUser } from '../support/api';
import { waitForHydration } from '../support/browser';
import { startsServerAndBrowser } from '../support/server';

/** A product as carts, orders and toasts name it: with its size (ADR 026). */
const lineOf = (p: { name: string; variantLabel?: string }) =>
  p.variantLabel ? `${p.name} — ${p.variantLabel}` : p.name;
/** The kibble as carts, orders, lists and toasts name it: with its size (ADR 026). */
const KIBBLE_LINE = 'Chicken & Rice Adult Dog Kibble — 3 kg';

const journey = startsServerAndBrowser();
let page: Page;
let token: string;
const email = `meera.${Date.now()}@example.com`;

/** The subjects of the mails sent to the shopper so far (the dev outbox), newest first. */
const mailSubjects = async () =>
  (
    await apiJson<{ messages: { subject: string }[] }>(
      journey.server,
      'GET',
      `/dev/outbox?email=${encodeURIComponent(email)}`,
    )
  ).messages.map((m) => m.subject);

interface Product {
  _id: string;
  name: string;
  variantLabel?: string;
  price: number;
}
let kibble: Product;
let toy: Product;

const path = () => new URL(page.url()).pathname;
const toast = (text: string) => page.getByText(text, { exact: true }).first().waitFor();
const rupees = (n: number) =>
  `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const api = <T>(method: string, url: string, body?: unknown) =>
  apiJson<T>(journey.server, method, url, { token, body });

const cartLine = (name: string) =>
  page.getByRole('list', { name: 'Cart items' }).getByRole('listitem').filter({ hasText: name });

beforeAll(async () => {
  // Sign up and save an address through the API: the journey starts signed in.
  ({ token } = await registerUser(journey.server, {
    name: 'Meera Shopper',
    email,
    phone: '9876543210',
    password: 'shopping-pass-1',
  }));
  await api('POST', '/user/address', {
    type: 'Home',
    name: 'Meera Shopper',
    phone: '9876543210',
    street: '12 FC Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411004',
    country: 'India',
    isDefault: true,
  });
  const { products } = await api<{ products: Product[] }>(
    'GET',
    '/product/getall-product?store=petstore',
  );
  kibble = products.find(
    (p) => p.name === 'Chicken & Rice Adult Dog Kibble' && p.variantLabel === '3 kg',
  )!;
  toy = products.find((p) => p._id !== kibble._id && p.price !== kibble.price)!;
  page = await journey.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${journey.server.url}/`);
  await page.evaluate((t) => localStorage.setItem('token', t), token);
});

describe('given a signed-in pet parent with a saved address', () => {
  it('hearts a product into the wishlist and adds another to the cart', async () => {
    await page.goto(`${journey.server.url}/pet-product-page/${kibble._id}`);
    const heart = page.getByRole('button', { name: `Wishlist ${KIBBLE_LINE}`, exact: true });
    await heart.click();
    await toast(`${KIBBLE_LINE} added to wishlist!`);
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

    await page.goto(`${journey.server.url}/pet-product-page/${toy._id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await toast(`${lineOf(toy)} added to cart!`);
  });

  it('moves the wishlisted product to the cart', async () => {
    await page.goto(`${journey.server.url}/auth/wishlist`);
    await page.getByRole('heading', { level: 1, name: 'Product Wishlist' }).waitFor();
    await page.getByRole('button', { name: 'Move to Cart' }).click();
    await toast('Item moved to cart!');
    await page.getByText('No products in your wishlist').waitFor();
  });

  it('changes quantities and removes a line in the cart', async () => {
    await page.goto(`${journey.server.url}/pet-cart`);
    await page.getByRole('heading', { level: 2, name: 'Product Cart' }).waitFor();
    await cartLine(KIBBLE_LINE).waitFor();
    expect(await page.getByRole('list', { name: 'Cart items' }).getByRole('listitem').count()).toBe(
      2,
    );
    const more = page.getByRole('button', { name: `Increase quantity of ${KIBBLE_LINE}` });
    await more.click();
    await toast('Quantity updated!');
    await expect.poll(() => more.isEnabled()).toBe(true);
    await more.click();
    await expect
      .poll(() =>
        page
          .getByRole('spinbutton', { name: `Quantity of ${KIBBLE_LINE}` })
          .getAttribute('aria-valuenow'),
      )
      .toBe('3');
    await page.getByRole('button', { name: `Remove ${lineOf(toy)}` }).click();
    await toast('Item removed from cart!');
    await expect.poll(() => cartLine(lineOf(toy)).count()).toBe(0);
    await expect
      .poll(() => page.getByTestId('cart-total').textContent())
      .toBe(rupees(kibble.price * 3));
    // The server agrees once the calls are done.
    await expect
      .poll(async () => (await api<{ cart: { quantity: number }[] }>('GET', '/product/cart')).cart)
      .toMatchObject([{ quantity: 3 }]);
  });

  it('checks out with Express shipping', async () => {
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    expect(path()).toBe('/auth/pet-checkout');
    await page.getByText('12 FC Road').first().waitFor();
    await page.getByRole('radio', { name: /Express/ }).check();
    await toast('Shipping changed to Express');
    await expect
      .poll(() => page.getByTestId('order-total').textContent())
      .toBe(rupees(kibble.price * 3 + 100));
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
    expect(path()).toBe('/auth/pet-payment');
  });

  it('leaves the cart intact when the payment fails', async () => {
    // The only method is already chosen.
    expect(await page.getByRole('radio', { name: /Razorpay/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Pay with Razorpay' }).click();
    const checkout = page.getByTestId('sandbox-checkout');
    await checkout.waitFor();
    await checkout.getByRole('button', { name: 'Fail payment' }).click();
    await toast('Failed to process payment');
    await checkout.getByRole('button', { name: 'Close' }).click();
    await checkout.waitFor({ state: 'detached' });
    const { cart } = await api<{ cart: { productId: string; quantity: number }[] }>(
      'GET',
      '/product/cart',
    );
    expect(cart).toMatchObject([{ productId: kibble._id, quantity: 3 }]);
    // The server was told, as Razorpay's payment.failed webhook would tell it.
    const failed = await api<{ data: { amount: number; itemCount: number }[] }>(
      'GET',
      '/product/failed-payments',
    );
    expect(failed.data).toMatchObject([{ amount: kibble.price * 3 + 100, itemCount: 3 }]);
  });

  it('pays in the sandbox checkout and sees the order', async () => {
    const total = kibble.price * 3 + 100;
    await page.getByRole('button', { name: 'Pay with Razorpay' }).click();
    const checkout = page.getByTestId('sandbox-checkout');
    await checkout.getByRole('button', { name: `Pay ${rupees(total)}` }).click();
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    await toast('Order created successfully with Razorpay!');
    expect(path()).toBe('/auth/pet-payment-confirm');

    await page.getByRole('button', { name: 'View Order' }).click();
    await expect.poll(path).toBe('/auth/profile');
    await page.getByRole('link', { name: 'Orders' }).first().click();
    await page.getByRole('heading', { name: 'Your Orders' }).waitFor();
    const orders = page.getByRole('list', { name: 'Orders' }).getByRole('listitem');
    await orders.first().waitFor();
    expect(await orders.count()).toBe(1);

    // The failed attempt before it is told apart: no order, and why.
    await page.getByRole('region', { name: 'Payments that did not go through' }).waitFor();
    const card = orders.first();
    // Paid in the sandbox: shown as a test payment, never as Razorpay.
    await card.getByText('test payment', { exact: true }).waitFor();
    expect(await card.getByRole('heading', { name: /^Order #/ }).textContent()).toMatch(
      /^Order #[0-9a-z-]{8}$/i,
    );
    expect(await card.textContent()).toContain(rupees(total));
    expect(await card.textContent()).toContain('Pune');
    await card.getByRole('button', { name: 'View details' }).click();
    expect(
      await card
        .getByRole('listitem')
        .filter({ hasText: `${KIBBLE_LINE} × 3` })
        .count(),
    ).toBe(1);

    const { cart } = await api<{ cart: unknown[] }>('GET', '/product/cart');
    expect(cart).toEqual([]);

    // The confirmation opened again by its address claims no payment: it shows the orders.
    await page.goto(`${journey.server.url}/auth/pet-payment-confirm`);
    await expect.poll(path).toBe('/auth/orders');
    expect(await page.getByRole('heading', { name: 'Payment Successful!' }).count()).toBe(0);
  });

  it('orders medicines with a prescription on /pet-pharmacy: a Pharmacy Order line at the shown price', async () => {
    await page.goto(`${journey.server.url}/pet-pharmacy`);
    const panel = page.getByRole('region', { name: 'Order with a prescription' });
    await panel.getByText(rupees(199)).first().waitFor();
    // A file that is not a prescription is refused before anything is sent.
    await panel.getByLabel('Prescription', { exact: true }).setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a prescription'),
    });
    await panel.getByRole('button', { name: 'Add to Cart' }).click();
    await panel.getByText('The prescription must be a PDF, JPEG or PNG file.').waitFor();

    await panel.getByLabel('Prescription', { exact: true }).setInputFiles({
      name: 'prescription.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1'),
    });
    await panel.getByRole('button', { name: 'Increase packs' }).click();
    await panel.getByText(rupees(398)).waitFor();
    await panel.getByRole('button', { name: 'Add to Cart' }).click();
    await toast('Pharmacy order added to cart');
    await panel.getByRole('link', { name: 'Go to your cart' }).click();
    await cartLine('Pharmacy Order').waitFor();
    expect(await cartLine('Pharmacy Order').textContent()).toContain(`2 × ${rupees(199)}`);
    // The prescription is fetched with the session's token and linked as a file of this page.
    const file = cartLine('Pharmacy Order').getByRole('link', { name: 'Prescription' });
    await expect.poll(() => file.getAttribute('href')).toMatch(/^blob:/);
    const { carts } = await api<{ carts: { quantity: number; price: number }[] }>(
      'GET',
      '/user/getAllVetCarts',
    );
    expect(carts).toEqual([expect.objectContaining({ quantity: 2, price: 199 })]);
  });

  it('keeps a paid order when the page closes before it could verify the payment', async () => {
    const before = await api<{ data: { data: { pagination: { totalOrders: number } } } }>(
      'GET',
      '/product/user-orders',
    );
    // The pharmacy order from the previous step is in the cart.
    await page.goto(`${journey.server.url}/pet-cart`);
    await cartLine('Pharmacy Order').waitFor();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
    // The network drops as the page calls verify; the buyer closes the tab.
    await page.route('**/api/product/razorpay/verify', (route) => route.abort());
    const paid = page.waitForResponse((r) => r.url().endsWith('/api/payments/sandbox/pay'));
    await page.getByRole('button', { name: 'Pay with Razorpay' }).click();
    await page.getByTestId('sandbox-checkout').getByRole('button', { name: /^Pay / }).click();
    expect((await paid).status()).toBe(200);
    // The buyer leaves before the page could verify anything.
    await page.goto('about:blank');
    await page.unroute('**/api/product/razorpay/verify');

    // The payment was settled as Razorpay's webhook would: the order is there.
    await expect
      .poll(
        async () =>
          (
            await api<{ data: { data: { pagination: { totalOrders: number } } } }>(
              'GET',
              '/product/user-orders',
            )
          ).data.data.pagination.totalOrders,
      )
      .toBe(before.data.data.pagination.totalOrders + 1);
    await page.goto(`${journey.server.url}/auth/profile`);
    await page.getByRole('link', { name: 'Orders' }).first().click();
    const orders = page.getByRole('list', { name: 'Orders' }).getByRole('listitem');
    await expect.poll(() => orders.count()).toBe(before.data.data.pagination.totalOrders + 1);
  });

  it('cancels a paid order after confirming, and sees it refunded', async () => {
    // On the Orders tab from the previous step; the newest order is the one just paid.
    const newest = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').first();
    await newest.getByRole('button', { name: 'View details' }).click();
    // Paid, so invoiced: its GST invoice downloads as a PDF, with the session.
    const invoice = page.waitForEvent('download');
    await newest
      .getByRole('button', { name: /^Download GST invoice PV\/\d{4}-\d{2}\/\d{6} \(PDF\)$/ })
      .click();
    const file = await invoice;
    expect(file.suggestedFilename()).toMatch(/^invoice-PV-\d{4}-\d{2}-\d{6}\.pdf$/);
    const pdf = readFileSync(await file.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // What the buyer reads in it (pdftotext): the seller's GSTIN, the order's number, the total.
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
    const paid = (
      await api<{ data: { data: { orders: { _id: string; totalPrice: number }[] } } }>(
        'GET',
        '/product/user-orders',
      )
    ).data.data.orders[0]!;
    expect(text).toContain('GSTIN: 27AAKCP1234F1Z5');
    expect(text).toContain(`Order: #${paid._id.slice(-8)}`);
    expect(text).toContain(`Total: ₹${paid.totalPrice.toLocaleString('en-IN')}.00`);
    await newest.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('alertdialog', { name: /^Cancel order #/ });
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await toast('Order cancelled. Your refund is on its way.');
    await newest.getByText(/^Refund(ed| pending) ₹/).waitFor();
    const { data } = await api<{
      data: { data: { orders: { status: string; refund: unknown }[] } };
    }>('GET', '/product/user-orders');
    expect(data.data.orders[0]).toMatchObject({
      status: 'cancelled',
      refund: { status: 'processed' },
    });
    // A credit note cancels the invoice; the mail says so.
    await newest.getByRole('button', { name: /^Download Credit note PVCN\// }).waitFor();
    await expect
      .poll(mailSubjects, { timeout: 20_000 })
      .toContainEqual(expect.stringMatching(/^Your Petverse order #\w{8} is cancelled$/));
  });

  it('pays cash on delivery: the order is placed, nothing charged, and a mail confirms it', async () => {
    await api('POST', '/product/cart', { productId: kibble._id, quantity: 1 });
    await page.goto(`${journey.server.url}/pet-cart`);
    await cartLine(KIBBLE_LINE).waitFor();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    // Pune (411004): the dates are the metro's.
    await page.getByRole('radio', { name: /Economy.*Delivered by/ }).waitFor();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
    await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
    await page.getByRole('button', { name: /^Place order: pay ₹[\d,.]+ on delivery$/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Order Placed!' }).waitFor();
    const { data } = await api<{
      data: { data: { orders: { _id: string; paymentMethod: string; invoice: string | null }[] } };
    }>('GET', '/product/user-orders');
    expect(data.data.orders[0]).toMatchObject({ paymentMethod: 'Cash on Delivery', invoice: null });
    const number = data.data.orders[0]!._id.slice(-8);
    await expect
      .poll(mailSubjects, { timeout: 20_000 })
      .toContain(`Your Petverse order #${number} is placed`);
  });

  it('says when a product would arrive at a pincode, and remembers the pincode', async () => {
    await page.goto(`${journey.server.url}/pet-product-page/${kibble._id}`);
    const delivery = page.getByRole('region', { name: 'Delivery' });
    // Typing before hydration is firstpaint.e2e's subject; here, the check itself.
    await waitForHydration(page, '[data-ui="DeliveryEstimate"] button[type="submit"]');
    await delivery.getByRole('textbox', { name: 'Pincode' }).fill('411004');
    await delivery.getByRole('button', { name: 'Check' }).click();
    await delivery.getByText('Delivering to Pune, Maharashtra').waitFor();
    expect(await delivery.getByText(/Economy .*: Delivered by \w{3}, \d{1,2} \w{3}/).count()).toBe(
      1,
    );
    expect(await delivery.getByText(/Express .*: Delivered by/).count()).toBe(1);
    // The next product page of the session already knows it.
    await page.goto(`${journey.server.url}/pet-product-page/${toy._id}`);
    await page
      .getByRole('region', { name: 'Delivery' })
      .getByText('Delivering to Pune, Maharashtra')
      .waitFor();
  });
});
