import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { apiJson, ownerToken, registerBruno, registerUser } from '../support/api';
import { startsServerAndBrowser } from '../support/server';
import { recordErrors } from '../support/browser';

// Issue 52: a grooming centre in Pune registers, the operator approves it in the back office,
// the centre makes its account from the mailed link on a phone, lists its service and the
// pincodes it comes to and opens every day; a pet parent in one of those pincodes books and
// pays for tomorrow's first slot; the centre finds the booking and accepts it, moves it, and the
// pet parent refuses the move; booked again, it takes place: the centre marks it done and the pet
// parent reviews it (the server's clock and the browsers' moved to after it). Three browsers.

const journey = startsServerAndBrowser({ env: { PETVERSE_DEV_CLOCK: '1' } });
const PHONE = { width: 390, height: 844 };
const stamp = Date.now().toString(36);
const centreEmail = `paws.${stamp}@groomers.example`;
const centreName = `Paws on Wheels ${stamp}`;
let operator: Page;
let centre: Page;
let parent: Page;
let contexts: BrowserContext[] = [];
let registrationId: string;
let pageErrors: string[] = [];

/** Tomorrow in India, YYYY-MM-DD. */
const tomorrow = () => new Date(Date.now() + 330 * 60_000 + 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  const { server, browser } = journey;
  // The centre's registration, as the site's form sends it (multipart, a list as repeated parts).
  const form = new FormData();
  for (const [name, value] of Object.entries({
    businessName: centreName,
    contactPerson: 'Ravi Kulkarni',
    city: 'Pune',
    pinCode: '411001',
    availableServices: 'Bathing',
    mobileNumber: '9876543210',
    email: centreEmail,
    pricingList: 'Full grooming ₹1,200',
  }))
    form.append(name, value);
  form.append(
    'portfolio',
    new Blob([Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1')]),
    'portfolio.pdf',
  );
  const registration = await fetch(`${server.url}/api/forms/groomingCenter`, {
    method: 'POST',
    body: form,
  });
  expect(registration.status).toBe(201);
  registrationId = ((await registration.json()) as { _id: string })._id;

  // A pet parent with Bruno and a default address in Pune 411001.
  const { token } = await registerUser(server, {
    name: 'Asha Rao',
    email: `asha.${stamp}@example.com`,
    phone: '9876543210',
    password: 'mango monsoon 42',
  });
  await apiJson(server, 'POST', '/user/address', {
    token,
    body: {
      name: 'Asha Rao',
      phone: '9876543210',
      street: '12 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
      isDefault: true,
    },
  });
  await registerBruno(server, token);

  const staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const provider = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const buyer = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  contexts = [staff, provider, buyer];
  [operator, centre, parent] = (await Promise.all(contexts.map((c) => c.newPage()))) as [
    Page,
    Page,
    Page,
  ];
  pageErrors = recordErrors(centre);
  await operator.goto(`${server.url}/admin/login`);
  await operator.evaluate(
    (t) => localStorage.setItem('petverse.staffToken', t),
    await ownerToken(server),
  );
  await parent.goto(`${server.url}/thankyou`);
  await parent.evaluate((t) => localStorage.setItem('token', t), token);
});

describe('a grooming centre joins Petverse and takes its first booking', () => {
  it('is approved in the back office, which invites it by mail', async () => {
    await operator.goto(`${journey.server.url}/admin/registrations/${registrationId}`);
    await operator.getByRole('heading', { name: new RegExp(centreName) }).waitFor();
    await operator.getByRole('button', { name: 'Approve' }).click();
    await operator.getByRole('heading', { name: `Approve ${centreName}` }).waitFor();
    await operator.getByText(`${centreEmail} is invited by mail to the provider portal`).waitFor();
    // The dialog's own Approve, after the page's.
    await operator.getByRole('button', { name: 'Approve' }).last().click();
    await operator.getByText('was invited to the provider portal by mail').first().waitFor();
  });

  it('makes its account from the mailed link on a phone and lists its service and pincodes', async () => {
    const { messages } = await apiJson<{ messages: { text: string }[] }>(
      journey.server,
      'GET',
      `/dev/outbox?email=${encodeURIComponent(centreEmail)}`,
    );
    // The approval, among the mails to that address (the registration's receipt is another).
    const link = messages
      .map((m) => /\/pro\/invite\?token=[\w%-]+/.exec(m.text)?.[0])
      .find(Boolean);
    expect(link, 'the approval mail carries the portal link').toBeTruthy();
    await centre.goto(`${journey.server.url}${link}`);
    await centre.getByText(`You are invited to run ${centreName} on Petverse`).waitFor();
    await centre.getByLabel('Your name').fill('Ravi Kulkarni');
    await centre.getByLabel('Choose a password').fill('grooming van on wheels 9');
    await centre.getByRole('button', { name: 'Create your account' }).click();

    // Hours: Monday to Saturday come set; Sunday and holidays too, so tomorrow is always open.
    await centre.getByRole('heading', { name: 'Hours', exact: true }).waitFor();
    await centre.getByRole('button', { name: 'Add hours on Sunday' }).click();
    await centre.getByLabel('Open on national holidays').check();
    await centre.getByRole('button', { name: 'Save hours' }).click();
    await centre.getByText('Your hours are saved.').waitFor();

    await centre.getByRole('link', { name: 'Listing' }).click();
    await centre.getByRole('button', { name: 'Add a service' }).click();
    await centre.getByLabel('Service', { exact: true }).fill('Full Grooming');
    await centre.getByLabel('Price (₹)').fill('1200');
    await centre.getByLabel('Pincodes you come to').fill('411001, 411002');
    await centre.getByRole('button', { name: 'Save listing' }).click();
    await centre.getByText('Your listing is saved.').waitFor();
  });

  it('is offered to a pet parent in 411001, who books and pays for tomorrow’s first slot', async () => {
    await parent.goto(`${journey.server.url}/grooming-registration`);
    await parent.getByRole('heading', { name: 'Groomers who come to 411001' }).waitFor();
    await parent.getByRole('link', { name: centreName }).click();
    await parent.getByRole('heading', { name: `Book ${centreName}` }).waitFor();
    // The second day offered is tomorrow.
    await parent.getByRole('heading', { name: 'Day' }).waitFor();
    await parent.locator('section[aria-labelledby="day-title"] button').nth(1).click();
    await parent.getByRole('button', { name: '10:00 am', exact: true }).click();
    await parent.getByRole('button', { name: /^Pay ₹1,200\.00 and book 10:00 am$/ }).click();
    const checkout = parent.locator('[data-sandbox-checkout]');
    await checkout.waitFor();
    await checkout.getByRole('button', { name: /^Pay/ }).click();
    await parent.getByText('Payment successful and booking confirmed!').waitFor();
    await parent.waitForURL(/\/thankyou$/, { timeout: 10_000 });
  });

  it('shows the booking on the centre’s phone, which accepts it', async () => {
    await centre.getByRole('link', { name: 'Bookings' }).click();
    await centre.getByRole('button', { name: 'Next day' }).click();
    const card = centre.getByRole('article').filter({ hasText: 'Full Grooming' });
    await card.waitFor();
    expect(await card.textContent()).toContain('Bruno (dog, Beagle');
    expect(await card.textContent()).toContain('12 MG Road, Pune, 411001');
    await card.getByRole('button', { name: 'Accept' }).click();
    await centre.getByText('Booking marked accepted.').waitFor();
    // Nothing on a 390 px phone scrolls sideways.
    const wide = await centre.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(wide).toBe(false);
    const [booking] = (
      await apiJson<{ bookings: { status: string; start: string }[] }>(
        journey.server,
        'GET',
        '/pro/bookings?from=' + tomorrow() + '&to=' + tomorrow(),
        { token: (await centre.evaluate(() => localStorage.getItem('petverse_pro_token')))! },
      )
    ).bookings;
    expect(booking).toMatchObject({ status: 'accepted', start: `${tomorrow()}T10:00:00+05:30` });
  });

  it('moves it to the afternoon; the pet parent sees why in Bookings and refuses it for a full refund', async () => {
    const card = centre.getByRole('article').filter({ hasText: 'Full Grooming' });
    await card.getByRole('button', { name: 'Move' }).click();
    const dialog = centre.getByRole('dialog', { name: 'Move this booking' });
    await dialog.getByRole('radio', { name: '2:00 pm – 3:00 pm' }).check();
    await dialog
      .getByLabel('Why it moves (the pet parent reads it)')
      .fill('Our van is at the workshop in the morning.');
    await dialog.getByRole('button', { name: 'Move and tell the pet parent' }).click();
    await centre
      .getByText(/^Booking moved\./)
      .first()
      .waitFor();
    await card.getByText('Moved from').waitFor();

    await parent.goto(`${journey.server.url}/auth/profile/bookings`);
    const coming = parent.getByRole('list', { name: 'Coming up' });
    await coming.waitFor();
    const item = coming.getByRole('listitem').filter({ hasText: centreName });
    await item.getByRole('button', { name: /Show details/ }).click();
    await item.getByText('Their reason: Our van is at the workshop in the morning.').waitFor();
    await item.getByRole('button', { name: 'Refuse the new time' }).click();
    await parent
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Refuse and refund' })
      .click();
    await parent.getByText('You refused the new time. Your payment is refunded in full.').waitFor();
    await parent
      .getByRole('list', { name: 'Earlier' })
      .getByRole('listitem')
      .filter({ hasText: centreName })
      .waitFor();
    // The provider is told by the mail worker, soon after.
    await expect
      .poll(
        async () =>
          (
            await apiJson<{ messages: { subject: string }[] }>(
              journey.server,
              'GET',
              `/dev/outbox?email=${encodeURIComponent(centreEmail)}`,
            )
          ).messages
            .map((m) => m.subject)
            .join('\n'),
        { timeout: 15_000 },
      )
      .toMatch(/New time refused on/);
  });

  it('is booked again, takes place, is marked done by the centre and reviewed by the pet parent', async () => {
    const { server } = journey;
    const parentToken = (await parent.evaluate(() => localStorage.getItem('token')))!;
    const { providers } = await apiJson<{ providers: { id: string; name: string }[] }>(
      server,
      'GET',
      '/providers?kind=groomer&pincode=411001',
    );
    const centreId = providers.find((p) => p.name === centreName)!.id;
    const { pets } = await apiJson<{ pets: { _id: string }[] }>(
      server,
      'GET',
      '/pet/register-pet',
      {
        token: parentToken,
      },
    );
    const { data: addresses } = await apiJson<{ data: { _id: string }[] }>(
      server,
      'GET',
      '/user/address',
      { token: parentToken },
    );
    const held = await apiJson<{ booking: { id: string }; payment: { orderId: string } }>(
      server,
      'POST',
      `/providers/${centreId}/bookings`,
      {
        token: parentToken,
        body: {
          start: `${tomorrow()}T11:00:00+05:30`,
          service: 'Full Grooming',
          petId: pets[0]!._id,
          addressId: addresses[0]!._id,
        },
      },
    );
    const paid = await apiJson(server, 'POST', '/payments/sandbox/pay', {
      token: parentToken,
      body: { order_id: held.payment.orderId },
    });
    await apiJson(server, 'POST', `/bookings/${held.booking.id}/pay`, {
      token: parentToken,
      body: paid,
    });
    // Tomorrow, 12:30 in India: the grooming has taken place — for the server and both phones.
    const after = new Date(`${tomorrow()}T12:30:00+05:30`);
    await apiJson(server, 'PUT', '/dev/clock', { body: { at: after.toISOString() } });
    await centre.clock.setFixedTime(after);
    await parent.clock.setFixedTime(after);

    await centre.goto(`${server.url}/pro`);
    const card = centre
      .getByRole('article')
      .filter({ hasText: 'Full Grooming' })
      .filter({ hasText: '11:00' });
    await card.getByRole('button', { name: 'Mark done' }).click();
    await centre.getByText('Booking marked done.').waitFor();

    await parent.goto(`${server.url}/auth/profile/bookings`);
    const item = parent
      .getByRole('list', { name: 'Earlier' })
      .getByRole('listitem')
      .filter({ hasText: centreName })
      .filter({ hasText: /done/i });
    await item.getByRole('button', { name: /Show details/ }).click();
    await item.getByLabel(/5 stars/).check();
    await item
      .getByLabel('A few words for other pet parents (optional)')
      .fill('Gentle with Bruno, and on time.');
    await item.getByRole('button', { name: 'Send review' }).click();
    await parent.getByText('Thank you for your review.').waitFor();
    // The listing shows it.
    const listed = await apiJson<{ providers: { name: string; rating: number | null }[] }>(
      server,
      'GET',
      '/providers?kind=groomer&pincode=411001',
    );
    expect(listed.providers.find((p) => p.name === centreName)?.rating).toBe(5);
    expect(pageErrors).toEqual([]);
    await Promise.all(contexts.map((c) => c.close()));
  });
});
