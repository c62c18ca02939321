import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registerBruno, registerUser } from '../support/api';
import { startsServerAndBrowser } from '../support/server';

/** The first seeded doctor (apps/server/src/seed/services.ts). */
const DOCTOR_ID = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';

const journey = startsServerAndBrowser();
let page: Page;
let token: string;
let userId: string;
const email = `services.${Date.now().toString(36)}@example.com`;

/** Today plus `days` in India, YYYY-MM-DD. */
const dayInIndia = (days: number) =>
  new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

async function api(method: string, path: string, body?: unknown) {
  const isForm = body instanceof FormData;
  const res = await fetch(`${journey.server.url}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body && !isForm ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

beforeAll(async () => {
  const registered = await registerUser(journey.server, {
    name: 'Grooming Parent',
    email,
    phone: '9876543210',
    password: 'correct horse 1',
  });
  token = registered.token;
  userId = registered.user._id;
  const address = await api('POST', '/user/address', {
    name: 'Grooming Parent',
    phone: '9876543210',
    email: 'parent@example.com',
    street: '12 MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
    isDefault: true,
  });
  expect(address.status).toBe(201);
  await registerBruno(journey.server, token);

  page = await journey.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${journey.server.url}/thankyou`);
  await page.evaluate((t) => localStorage.setItem('token', t), token);
});

describe('given a signed-in pet parent', () => {
  it('books a consultation with a seeded doctor into the consultation cart', async () => {
    await page.goto(`${journey.server.url}/vet-clinic/doctor/${DOCTOR_ID}`);
    await page.getByRole('heading', { name: 'Dr. Meera Iyer' }).waitFor();
    await page.getByRole('button', { name: 'Book a Consult' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Date/).fill(dayInIndia(2));
    await dialog.getByLabel(/^Time/).selectOption('11:00 AM');
    await dialog.getByLabel(/^Consultation Mode/).selectOption('Online');
    await dialog.getByLabel(/^Pet Name/).fill('Bruno');
    await dialog.getByLabel(/^Pet Type/).fill('Dog');
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(/\/pet-cart$/);
    // The date as a person reads it ('10 Dec 2026'), never the form's YYYY-MM-DD.
    await page
      .getByText(
        /^Booked with Dr\. Meera Iyer on \d{1,2} [A-Z][a-z]{2,3} \d{4} at 11:00 am via Online for Bruno \(Dog\)\.$/,
      )
      .waitFor();
    const cart = await api('GET', `/user/getAllDoctorsCart/${userId}`);
    expect(cart.body.bookings).toHaveLength(1);
    expect(cart.body.bookings[0]).toMatchObject({ doctorName: 'Meera Iyer', petName: 'Bruno' });
  });

  it('pays for the consultation at checkout and finds it in Your Orders', async () => {
    // The cart shows the consultation line at the fixed 500 rupees.
    await page.getByRole('heading', { name: 'Consultation with Dr. Meera Iyer' }).waitFor();
    await expect.poll(() => page.getByTestId('cart-total').textContent()).toBe('₹500.00');
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await page.getByText('12 MG Road').first().waitFor();
    // A consultation is a service: nothing ships, so no shipping line (issue 52 item 7).
    await page.getByText('A consultation is a service: nothing is shipped').waitFor();
    await expect.poll(() => page.getByTestId('order-total').textContent()).toBe('₹500.00');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
    await page.getByRole('radio', { name: /Razorpay/ }).check();
    await page.getByRole('button', { name: 'Pay with Razorpay' }).click();
    const checkout = page.getByTestId('sandbox-checkout');
    await checkout.getByRole('button', { name: 'Pay ₹500.00' }).click();
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();

    const orders = await api('GET', '/product/user-orders?page=1&limit=10');
    const [order] = orders.body.data.data.orders as {
      totalPrice: number;
      items: { itemType: string; price: number }[];
    }[];
    expect(order).toMatchObject({ totalPrice: 500, items: [{ itemType: 'booking', price: 500 }] });
    expect((await api('GET', `/user/getAllDoctorsCart/${userId}`)).body.bookings).toEqual([]);
  });

  it('books a grooming appointment in Pune, pays in the sandbox and sees it in the profile', async () => {
    await page.goto(`${journey.server.url}/grooming-registration`);
    await page.getByRole('heading', { name: 'Book Grooming Appointment' }).waitFor();
    await page.getByText('12 MG Road').waitFor();
    await page.getByRole('combobox', { name: /^Pet/ }).click();
    await page.getByRole('option', { name: 'Bruno' }).click();
    await page.getByRole('combobox', { name: /^Service/ }).click();
    await page.getByRole('option', { name: 'Full Grooming Package - ₹2499' }).click();
    await page.getByLabel(/^Appointment Date/).fill(dayInIndia(3));
    await page.getByLabel(/^Appointment Time/).fill('10:30');
    await page.getByRole('button', { name: 'Book Appointment (₹2499)' }).click();
    const checkout = page.locator('[data-sandbox-checkout]');
    await checkout.waitFor();
    await checkout.getByRole('button', { name: /^Pay/ }).click();
    await page.getByText('Payment successful and appointment booked!').waitFor();
    await page.waitForURL(/\/thankyou$/, { timeout: 10_000 });

    await page.goto(`${journey.server.url}/auth/profile/grooming-appointments`);
    const list = page.getByRole('list', { name: 'Grooming appointments' });
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(1);
    await list.getByRole('heading', { name: /^Appointment #/ }).waitFor();
    await list.getByRole('button', { name: /Show details/ }).click();
    await list.getByText(/^Order ID: order_/).waitFor();
    expect(await list.getByText('Pawfect Mobile Grooming').isVisible()).toBe(true);
  });

  it('reschedules the appointment for free, then cancels it with a full refund', async () => {
    const card = page.getByRole('list', { name: 'Grooming appointments' }).getByRole('listitem');
    await card.getByRole('button', { name: 'Reschedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reschedule appointment' });
    await dialog.getByLabel(/^New date/).fill(dayInIndia(5));
    await dialog.getByLabel(/^New time/).fill('15:00');
    await dialog.getByText(/has no other bookings that day/).waitFor();
    await dialog.getByRole('button', { name: 'Reschedule' }).click();
    await page.getByText('Appointment rescheduled.').first().waitFor();
    await card.getByText('3:00 pm', { exact: true }).waitFor();

    await card.getByRole('button', { name: 'Cancel appointment' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel appointment' });
    await confirm.getByText(/the full ₹2,499.00 is refunded/).waitFor();
    await confirm.getByRole('button', { name: 'Cancel appointment' }).click();
    await page.getByText('Appointment cancelled. Your refund is on its way.').first().waitFor();
    await card.getByText('refunded', { exact: true }).waitFor();
    const { body } = await api('GET', '/grooming/getGroomingOrdersByUser');
    expect(body.data[0]).toMatchObject({
      status: 'cancelled',
      appointmentDate: dayInIndia(5),
      appointmentTime: '15:00',
      refund: { status: 'processed' },
    });
  });
});

describe('given a visitor', () => {
  it('opens a mating profile, and a missing one says Pet not found.', async () => {
    const visitor = await journey.browser.newPage();
    await visitor.goto(`${journey.server.url}/mating-profile`);
    await visitor
      .getByRole('list', { name: 'Mating profiles', exact: true })
      .getByRole('link', { name: 'Bruno' })
      .click();
    await visitor.waitForURL(/\/mating-profile\/MP-1001$/);
    await visitor.getByRole('heading', { level: 1, name: 'Bruno' }).waitFor();
    await visitor.goto(`${journey.server.url}/mating-profile/MP-NOPE`);
    await visitor.getByRole('heading', { name: 'Pet not found.' }).waitFor();
    await visitor.close();
  });

  it('creates a mating profile after logging in, and sees it listed at once', async () => {
    const visitor = await journey.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await visitor.goto(`${journey.server.url}/mating-profile`);
    await visitor.getByRole('button', { name: 'Create Mating Profile' }).click();
    await visitor.waitForURL(/\/login$/);
    const login = visitor.getByRole('dialog', { name: 'Login' });
    await login.getByLabel('Email', { exact: true }).fill(email);
    await login.getByLabel('Password', { exact: true }).fill('correct horse 1');
    await login.getByRole('button', { name: 'Login' }).click();
    // Back on the list, with the form open.
    const dialog = visitor.getByRole('dialog', { name: 'Create Mating Profile' });
    await dialog.waitFor();
    expect(new URL(visitor.url()).pathname).toBe('/mating-profile');
    await dialog.getByRole('button', { name: 'Create Profile' }).click();
    await dialog.getByText('Enter the breed').waitFor();
    await dialog.getByLabel(/^Category/).selectOption('Cat');
    await dialog.getByLabel(/^Breed/).fill('Persian');
    await dialog.getByLabel(/^Pet Name/).fill('Mochi');
    await dialog.getByLabel(/^Location/).fill('Pune');
    await dialog.getByRole('button', { name: 'Create Profile' }).click();
    await visitor.getByText('Mating profile created!').first().waitFor();
    await visitor
      .getByRole('list', { name: 'Mating profiles', exact: true })
      .getByRole('link', { name: 'Mochi' })
      .waitFor();
    // The owner can delete it again, after confirming; it leaves both lists.
    const mine = visitor.getByRole('list', { name: 'Your mating profiles' });
    await mine.getByRole('button', { name: 'Delete Mochi' }).click();
    const confirm = visitor.getByRole('alertdialog', { name: 'Delete Mochi' });
    await confirm.getByText('This action cannot be undone.', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await visitor.getByText('Mating profile deleted successfully.').first().waitFor();
    await visitor
      .getByRole('list', { name: 'Mating profiles', exact: true })
      .getByRole('link', { name: 'Mochi' })
      .waitFor({ state: 'detached' });
    expect(await mine.count()).toBe(0);
    await visitor.close();
  });
});
