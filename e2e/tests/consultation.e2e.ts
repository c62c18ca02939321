import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../tooling/chromium.js';
import { apiJson, ownerToken, registerBruno, registerUser } from '../support/api';
import { startServer, type RunningServer } from '../support/server';
import { recordErrors } from '../support/browser';

// Issue 53 item 1: a pet parent's paid video consultation with a clinic. The clinic joins from
// the portal, the pet parent from the site; their browsers (Chromium's fake camera and
// microphone) connect peer to peer through the room's socket; the pet parent writes in the chat
// and the clinic reads it; the clinic ends the consultation and the room ends for both. The
// server's clock (PETVERSE_DEV_CLOCK) is moved to the slot's time, whatever today is.

const PHONE = { width: 390, height: 844 };
const stamp = Date.now().toString(36);
const clinicEmail = `clinic.${stamp}@vets.example`;
const clinicName = `Happy Paws Clinic ${stamp}`;
const PASSWORD = 'stethoscope and treats 7';

let server: RunningServer;
let browser: Browser;
let contexts: BrowserContext[] = [];
let parent: Page;
let clinic: Page;
let bookingId: string;
let petId: string;
let secondBookingId: string;
let parentToken: string;
let proToken: string;
let providerId: string;
let errors: string[][] = [];

/** The pet parent books the clinic's video consultation tomorrow at `time` and pays for it. */
async function bookPaid(time: string) {
  const held = await apiJson<{ booking: { id: string }; payment: { orderId: string } }>(
    server,
    'POST',
    `/providers/${providerId}/bookings`,
    {
      token: parentToken,
      body: { start: `${tomorrow()}T${time}:00+05:30`, service: 'Video consultation', petId },
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
  return held.booking.id;
}

/** Tomorrow in India, YYYY-MM-DD. */
const tomorrow = () => new Date(Date.now() + 330 * 60_000 + 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ env: { PETVERSE_DEV_CLOCK: '1' } }),
    chromium.launch({
      executablePath: chromiumPath,
      headless: true,
      args: [
        ...chromiumArgs,
        // A camera and a microphone that make a test picture and tone, allowed without asking.
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        // Both browsers are on this machine; CI's has no network but loopback, which WebRTC
        // leaves out of its candidates unless told (reproduced with `unshare -n`).
        '--allow-loopback-in-peer-connection',
      ],
    }),
  ]);

  // The clinic registers (the form has no email: the operator gives it as they approve).
  const form = new FormData();
  for (const [name, value] of Object.entries({
    clinicName,
    vetInCharge: 'Dr. Asha Mehta',
    qualification: 'BVSc & AH',
    yearsOfExperience: '9',
    servicesOffered: 'General Checkup',
    city: 'Lucknow',
    clinicAddress: '4 Hazratganj, Lucknow',
    pincode: '226001',
    registrationNumber: 'UPVC-1234',
    consultationFee: '500',
  }))
    form.append(name, value);
  const registered = await fetch(`${server.url}/api/forms/vetClinic`, {
    method: 'POST',
    body: form,
  });
  expect(registered.status).toBe(201);
  const { _id: registrationId } = (await registered.json()) as { _id: string };
  await apiJson(server, 'POST', `/admin/registrations/${registrationId}/status`, {
    token: await ownerToken(server),
    body: { status: 'approved', email: clinicEmail },
  });
  const { messages } = await apiJson<{ messages: { text: string }[] }>(
    server,
    'GET',
    `/dev/outbox?email=${encodeURIComponent(clinicEmail)}`,
  );
  const invitation = messages
    .map((m) => /\/pro\/invite\?token=([\w%-]+)/.exec(m.text)?.[1])
    .find(Boolean);
  expect(invitation, 'the approval mail carries the portal link').toBeTruthy();
  const made = await apiJson<{ token: string; provider: { id: string } }>(
    server,
    'POST',
    '/pro/invite',
    {
      body: { token: decodeURIComponent(invitation!), name: 'Dr. Asha Mehta', password: PASSWORD },
    },
  );
  proToken = made.token;
  providerId = made.provider.id;
  await apiJson(server, 'PUT', '/pro/profile', {
    token: proToken,
    body: {
      name: clinicName,
      city: 'Lucknow',
      address: '4 Hazratganj, Lucknow 226001',
      services: [{ name: 'Video consultation', price: 500, minutes: 30 }],
      // The doctor who signs its prescriptions (issue 53 item 2).
      people: [
        {
          name: 'Dr. Asha Mehta',
          qualification: 'BVSc & AH',
          registrationNumber: 'UPVC-1234',
          species: ['dog', 'cat'],
          experienceYears: 9,
        },
      ],
    },
  });
  // Every day and holiday, so tomorrow is always open.
  await apiJson(server, 'PUT', '/pro/availability', {
    token: proToken,
    body: {
      weekly: (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((day) => ({
        day,
        from: '09:00',
        to: '18:00',
      })),
      slotMinutes: 30,
      capacity: 1,
      leadHours: 2,
      openOnHolidays: true,
    },
  });

  // The pet parent books tomorrow 10:00 in India and pays in the sandbox.
  ({ token: parentToken } = await registerUser(server, {
    name: 'Priya Sharma',
    email: `priya.${stamp}@example.com`,
    phone: '9876501234',
    password: 'mango monsoon 42',
  }));
  await registerBruno(server, parentToken);
  const { pets } = await apiJson<{ pets: { _id: string }[] }>(server, 'GET', '/pet/register-pet', {
    token: parentToken,
  });
  petId = pets[0]!._id;
  bookingId = await bookPaid('10:00');
  secondBookingId = await bookPaid('10:30');

  // Five minutes before the slot: the room is open.
  await apiJson(server, 'PUT', '/dev/clock', {
    body: { at: new Date(`${tomorrow()}T09:55:00+05:30`).toISOString() },
  });

  const buyer = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const vet = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts = [buyer, vet];
  await Promise.all(contexts.map((c) => c.addInitScript(traceCalls)));
  [parent, clinic] = await Promise.all([buyer.newPage(), vet.newPage()]);
  errors = [recordErrors(parent), recordErrors(clinic)];
  await parent.goto(`${server.url}/thankyou`);
  await parent.evaluate((t) => localStorage.setItem('token', t), parentToken);
  await clinic.goto(`${server.url}/pro/login`);
  await clinic.evaluate((t) => localStorage.setItem('petverse_pro_token', t), proToken);
}, 120_000);

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
  await server?.stop();
});

const room = (page: Page) => page.locator('[data-ui="ConsultationRoom"]');

/**
 * Runs in each page: keeps what its peer connections went through (states, descriptions and
 * candidates set, with their failures) in `window.__calls`, printed when a call does not connect.
 */
function traceCalls() {
  const log: string[] = [];
  (window as unknown as { __calls: string[] }).__calls = log;
  const t0 = performance.now();
  const note = (what: string) => log.push(`${Math.round(performance.now() - t0)} ms ${what}`);
  const Native = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends Native {
    constructor(config?: RTCConfiguration) {
      super(config);
      note('new connection');
      for (const event of [
        'signalingstatechange',
        'iceconnectionstatechange',
        'connectionstatechange',
        'icegatheringstatechange',
      ])
        this.addEventListener(event, () =>
          note(
            `${event}: ${this.signalingState} ice=${this.iceConnectionState} conn=${this.connectionState} gathering=${this.iceGatheringState}`,
          ),
        );
      this.addEventListener('icecandidate', ({ candidate }) =>
        note(`local candidate ${candidate?.candidate ?? 'end'}`),
      );
      // Each step that can fail notes itself and its failure (the page's calls are unchanged).
      const traced = <A extends unknown[]>(
        name: string,
        step: (...args: A) => Promise<void>,
        what: (...args: A) => string,
      ) =>
        ((...args: A) => {
          note(`${what(...args)} (${this.signalingState})`);
          return step(...args).catch((error: Error) => {
            note(`${name} failed: ${error.message}`);
            throw error;
          });
        }) as never;
      this.setLocalDescription = traced(
        'setLocalDescription',
        (d?: RTCLocalSessionDescriptionInit) => super.setLocalDescription(d),
        () => 'setLocalDescription',
      );
      this.setRemoteDescription = traced(
        'setRemoteDescription',
        (d: RTCSessionDescriptionInit) => super.setRemoteDescription(d),
        (d) => `setRemoteDescription ${d.type}`,
      );
      this.addIceCandidate = traced(
        'addIceCandidate',
        (c?: RTCIceCandidateInit) => super.addIceCandidate(c),
        (c) => `remote candidate ${c?.candidate ?? 'end'}`,
      );
    }
  };
}

/** What each page's calls went through (traceCalls). */
const callTraces = async (pages: Page[]) =>
  (
    await Promise.all(
      pages.map(async (page) => {
        const log = await page
          .evaluate(() => (window as unknown as { __calls?: string[] }).__calls ?? [])
          .catch(() => ['(page gone)']);
        return `${page.url()}\n  ${log.join('\n  ')}`;
      }),
    )
  ).join('\n');

describe('a video consultation', () => {
  it('connects the pet parent and the clinic, browser to browser', async () => {
    await parent.goto(`${server.url}/consult/${bookingId}`);
    await parent
      .getByRole('heading', { level: 1, name: `Consultation with ${clinicName}` })
      .waitFor();
    await clinic.goto(`${server.url}/pro/consult/${bookingId}`);
    await clinic
      .getByRole('heading', { level: 1, name: 'Consultation with Priya Sharma' })
      .waitFor();
    try {
      for (const page of [parent, clinic])
        await room(page).and(page.locator('[data-phase="connected"]')).waitFor({ timeout: 30_000 });
    } catch (error) {
      throw new Error(`The call did not connect.\n${await callTraces([parent, clinic])}`, {
        cause: error,
      });
    }
    // The other side's picture is playing.
    const playing = (page: Page) =>
      page.waitForFunction(() => {
        const video = document.querySelector<HTMLVideoElement>('video[data-part="remote"]');
        return Boolean(video && video.videoWidth > 0 && !video.paused);
      });
    await Promise.all([playing(parent), playing(clinic)]);
  });

  it('carries the chat and a photo both ways, and keeps them', async () => {
    const box = parent.getByRole('textbox', { name: 'Message' });
    await box.fill('Bruno has been limping on his left hind leg since yesterday.');
    await box.press('Enter');
    await clinic
      .getByRole('log')
      .getByText('Bruno has been limping on his left hind leg since yesterday.')
      .waitFor();
    await clinic.getByRole('textbox', { name: 'Message' }).fill('Please show me the paw.');
    await clinic.getByRole('button', { name: 'Send' }).click();
    await parent.getByRole('log').getByText('Please show me the paw.').waitFor();
    // A photo from the phone's gallery: the clinic sees it, fetched with its own session.
    await parent.locator('input[type="file"]').setInputFiles({
      name: 'paw.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await clinic.getByRole('img', { name: 'Sent by Priya Sharma' }).waitFor();
    expect(
      await clinic
        .getByRole('img', { name: 'Sent by Priya Sharma' })
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    const { chat } = await apiJson<{ chat: { text: string; photo: string | null }[] }>(
      server,
      'GET',
      `/consultations/${bookingId}/room`,
      { token: parentToken },
    );
    expect(chat.map((m) => m.text || m.photo?.replace(/^[0-9a-f]{32}/, 'photo'))).toEqual([
      'Bruno has been limping on his left hind leg since yesterday.',
      'Please show me the paw.',
      'photo.png',
    ]);
  });

  it('ends for both when the clinic ends it', async () => {
    // The slot has begun.
    await apiJson(server, 'PUT', '/dev/clock', {
      body: { at: new Date(`${tomorrow()}T10:20:00+05:30`).toISOString() },
    });
    await clinic.getByRole('button', { name: 'End consultation' }).click();
    for (const page of [clinic, parent])
      await room(page).and(page.locator('[data-phase="ended"]')).waitFor();
    // The call is over; a week of questions in the chat follows, free (issue 53 item 2).
    await parent
      .getByText(
        /^The call has ended\. Questions about it are free in the chat until \d+ \w+ \d{4}\.$/,
      )
      .waitFor();
    await parent.getByRole('textbox', { name: 'Message' }).fill('Can he have a short walk today?');
    await parent.getByRole('button', { name: 'Send' }).click();
    await clinic.reload();
    await clinic.getByRole('log').getByText('Can he have a short walk today?').waitFor();
    // No sideways scroll on the pet parent's phone.
    expect(
      await parent.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    expect(errors.flat()).toEqual([]);
  });

  it('lets the clinic write the notes and prescription, which the pet parent reads and keeps', async () => {
    await clinic.getByRole('button', { name: 'Write notes and prescription' }).click();
    const form = clinic.getByRole('form', { name: 'Notes and prescription' });
    await form.getByLabel('Diagnosis').fill('Soft-tissue sprain, left stifle.');
    await form.getByLabel('Medicine', { exact: true }).fill('Meloxicam oral suspension');
    await form.getByLabel('Strength').fill('1.5 mg/ml');
    await form.getByLabel('Dose').fill('0.5 ml');
    await form.getByLabel('How often').fill('once a day');
    await form.getByLabel('Days').fill('5');
    await form.getByRole('button', { name: 'Sign and send to the pet parent' }).click();
    const written = clinic.getByRole('region', { name: /^Prescription RX-/ });
    await written.waitFor();
    expect(await written.textContent()).toContain('Registration UPVC-1234');
    // The pet parent finds it on the consultation's page, with its PDF.
    await parent.reload();
    const card = parent.getByRole('region', { name: /^Prescription RX-/ });
    await card.waitFor();
    expect(await card.textContent()).toContain('Meloxicam oral suspension 1.5 mg/ml');
    const [download] = await Promise.all([
      parent.waitForEvent('download'),
      card.getByRole('button', { name: 'Download the prescription (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^prescription-RX-[0-9A-F]{8}\.pdf$/);
    expect(
      await parent.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });

  it('lets the pet parent order the medicines in one tap and pay; a pharmacist approves them before they ship', async () => {
    // Issue 53 item 2: the prescription goes into the cart with no upload.
    await apiJson(server, 'POST', '/user/address', {
      token: parentToken,
      body: {
        name: 'Priya Sharma',
        phone: '9876501234',
        email: `priya.${stamp}@example.com`,
        street: '4 Hazratganj',
        city: 'Lucknow',
        state: 'Uttar Pradesh',
        pincode: '226001',
      },
    });
    const card = parent.getByRole('region', { name: /^Prescription RX-/ });
    await card.getByRole('button', { name: 'Order these medicines' }).click();
    await parent.getByText('The prescribed medicines are in your cart.').first().waitFor();
    await card.getByRole('link', { name: 'Go to your cart' }).click();
    await parent.waitForURL(/\/pet-cart$/);
    await parent.getByText('Pharmacy Order').first().waitFor();
    await parent.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await parent.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await parent.getByText('4 Hazratganj').first().waitFor();
    await parent.getByRole('button', { name: 'Continue to Payment' }).click();
    await parent.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
    await parent.getByRole('radio', { name: /Razorpay/ }).check();
    await parent.getByRole('button', { name: 'Pay with Razorpay' }).click();
    await parent
      .getByTestId('sandbox-checkout')
      .getByRole('button', { name: /^Pay ₹/ })
      .click();
    await parent.getByRole('heading', { name: 'Payment Successful!' }).waitFor();

    // The order waits for a pharmacist: it cannot ship until the line is approved.
    const staff = await apiJson<{ token: string }>(server, 'POST', '/admin/auth/login', {
      body: { email: 'owner@petverse.example', password: 'night shift ledger 7' },
    });
    const { checks } = await apiJson<{ checks: { _id: string; orderId: string }[] }>(
      server,
      'GET',
      '/admin/pharmacy',
      { token: staff.token },
    );
    const [check] = checks;
    expect(check).toBeTruthy();
    const ship = () =>
      fetch(`${server.url}/api/admin/orders/${check!.orderId}/status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${staff.token}` },
        body: JSON.stringify({ status: 'shipped', courier: 'Delhivery', trackingNumber: 'DL1' }),
      });
    expect((await ship()).status).toBe(409);
    // The pharmacist's desk in the back office: the doctor's medicines, and Approve.
    const desk = await clinic.context().newPage();
    await desk.goto(`${server.url}/admin/login`);
    await desk.evaluate((t) => localStorage.setItem('petverse.staffToken', t), staff.token);
    await desk.goto(`${server.url}/admin/pharmacy`);
    const row = desk.getByRole('row', { name: /Priya Sharma/ });
    await row.getByText('Meloxicam oral suspension 1.5 mg/ml').waitFor();
    await row.getByRole('button', { name: 'Approve' }).click();
    await desk.getByText('Nothing to check').waitFor();
    expect((await ship()).status).toBe(200);
    await desk.close();
    expect(errors.flat()).toEqual([]);
  });

  it('offers the chat alone, and the video again, on a network with no way through', async () => {
    // The pet parent's second consultation, from a phone whose WebRTC may only go through a relay
    // (as behind a strict firewall) and has none: it finds no way to the clinic.
    const blocked = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    contexts.push(blocked);
    await blocked.addInitScript(() => {
      const Native = window.RTCPeerConnection;
      window.RTCPeerConnection = class extends Native {
        constructor(config?: RTCConfiguration) {
          super({ ...config, iceTransportPolicy: 'relay' });
        }
      };
    });
    await apiJson(server, 'PUT', '/dev/clock', {
      body: { at: new Date(`${tomorrow()}T10:25:00+05:30`).toISOString() },
    });
    const phone = await blocked.newPage();
    const phoneErrors = recordErrors(phone);
    await phone.goto(`${server.url}/thankyou`);
    await phone.evaluate((t) => localStorage.setItem('token', t), parentToken);
    await phone.goto(`${server.url}/consult/${secondBookingId}`);
    await clinic.goto(`${server.url}/pro/consult/${secondBookingId}`);
    for (const page of [phone, clinic])
      await room(page).and(page.locator('[data-phase="chat-only"]')).waitFor({ timeout: 40_000 });
    await phone
      .getByText(
        'The video could not connect on this network. Keep talking in the chat, or try the video again.',
      )
      .waitFor();
    // The chat goes on.
    const box = phone.getByRole('textbox', { name: 'Message' });
    await box.fill('The video will not start here. Can we talk in the chat?');
    await box.press('Enter');
    await clinic
      .getByRole('log')
      .getByText('The video will not start here. Can we talk in the chat?')
      .waitFor();
    // And the video can be tried again.
    await phone.getByRole('button', { name: 'Try the video again' }).click();
    await room(phone).and(phone.locator('[data-phase="connecting"]')).waitFor();
    expect(phoneErrors).toEqual([]);
  }, 90_000);
});
