import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { registrationForms, teamApplicationForm } from '@petverse/forms/definitions';
import { wordsFor } from '@petverse/mail';
import {
  appointmentStart,
  shortId,
  type AppointmentsResponse,
  type Order,
  type Product,
} from '@petverse/api/contract';
import { buildApp } from '../app';
import { form, fromAddress, signUp, someAddress, type SignedUp } from '../../test/fixtures';
import { multipart, validParts } from '../../test/formParts';
import { pdfText } from '../../test/pdfText';
import { bookedAppointment, customer } from '../../test/grooming.fixtures';
import { startTestServer, type TestServer } from '../../test/harness';
import { addAddress, booking, deliver, payCart, someProducts } from '../../test/shopping.fixtures';
import { readInvitationsWith, staffMember } from '../../test/staff.fixtures';
import { recipient, startSmtpInbox, type InboxMail, type SmtpInbox } from '../../test/smtpInbox';
import { createJobQueue } from '../platform/jobs';
import { mailAddress, UnmailableAddress } from '../platform/mailAddress';
import { createMailer } from '../platform/mailer';

// Issue 32: every step of an order or an appointment mails its owner. The mail is a job written
// in the transaction of the change (exactly one per event), sent by the worker through SMTP to a
// real SMTP server on loopback; reminders wait for their time and go only while still wanted.

let inbox: SmtpInbox;
let server: TestServer;
let products: Product[];
beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startTestServer({ app: { smtpUrl: inbox.url, mailWorker: true } });
  readInvitationsWith(server, async (email) => {
    const [invitation] = await inbox.waitFor((m) => recipient(m).includes(email));
    return invitation!.text ?? '';
  });
  products = (await someProducts(server, 12)).filter((p) => p.price < 3000) as unknown as Product[];
});
afterAll(async () => {
  await server.close();
  await inbox.close();
});

interface QueuedJob {
  state: string;
  startAfter: Date | string;
  data: { mail: { kind: string; to: string } & Record<string, unknown>; attach?: unknown };
}

/** The mail jobs written for an address, oldest first (pg-boss's own table). */
async function queued(to: string, kind?: string): Promise<QueuedJob[]> {
  const result = await server.database.db.execute(
    sql`select state, start_after as "startAfter", data from pgboss.job
        where name = 'mail' and data->'mail'->>'to' = ${to}
        ${kind ? sql`and data->'mail'->>'kind' = ${kind}` : sql``}
        order by created_on, id`,
  );
  return (result as { rows: QueuedJob[] }).rows;
}

/** The kinds of mail queued, sorted (jobs written in one transaction share a time). */
const kinds = (jobs: QueuedJob[]) => jobs.map((j) => j.data.mail.kind).sort();

const mailTo = (who: { email: string }, subject: string | RegExp) =>
  inbox.waitFor(
    (m) =>
      recipient(m).includes(who.email) &&
      (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject ?? '')),
  );

/** A signed-up buyer with an address, who pays for one product by card (the sandbox). */
async function paidOrder(who: SignedUp, product: Product, address?: string): Promise<Order> {
  const to = address ?? (await addAddress(server, who.token))._id;
  await server.api('POST', '/product/cart', {
    token: who.token,
    body: { productId: product._id, quantity: 1 },
  });
  return payCart(server, who.token, to);
}

/** A cash-on-delivery order of one product. */
async function codOrder(
  who: SignedUp,
  product: Product,
  headers: Record<string, string> = {},
): Promise<Order> {
  const address = (await addAddress(server, who.token))._id;
  await server.api('POST', '/product/cart', {
    token: who.token,
    body: { productId: product._id, quantity: 1 },
  });
  const res = await server.api('POST', '/product/order', {
    token: who.token,
    body: { orderData: { shippingType: 'Economy', address } },
    headers,
  });
  expect(res.status).toBe(201);
  return res.body.order as Order;
}

describe('mail at every step', () => {
  it('welcomes a new account with one mail', async () => {
    const who = await signUp(server);
    expect((await queued(who.email)).map((j) => j.data.mail.kind)).toEqual(['welcome']);
    const [mail] = await mailTo(who, 'Welcome to Petverse');
    expect(mail!.text).toContain('Your Petverse account is ready.');
    expect(mail!.html).toContain('Visit the pet store');
  });

  it('confirms a card payment with the order, its number and amount, and its GST invoice attached', async () => {
    const who = await signUp(server);
    const order = await paidOrder(who, products[0]!);
    const placed = await queued(who.email, 'order-placed');
    expect(placed).toHaveLength(1);
    const number = `#${shortId(order._id)}`;
    const [mail] = await mailTo(who, `Your Petverse order ${number} is placed`);
    expect(mail!.text).toContain(number);
    expect(mail!.text).toContain(`₹${order.totalPrice.toLocaleString('en-IN')}.00`);
    expect(mail!.text).toContain(products[0]!.name);
    expect(mail!.text).toContain('12 MG Road');
    expect(mail!.text).toContain(`Your GST tax invoice ${order.invoice} is attached.`);
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments[0]).toMatchObject({
      contentType: 'application/pdf',
      filename: `invoice-${order.invoice!.replace(/\//g, '-')}.pdf`,
    });
    expect(mail!.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    // What the buyer reads in it (pdftotext, from Debian's poppler-utils).
    const text = pdfText(mail!.attachments[0]!.content);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(`Invoice number: ${order.invoice}`);
    expect(text).toContain(`Order: ${number}`);
    expect(text).toContain('GSTIN: 27AAKCP1234F1Z5');
    expect(text).toContain('Place of supply: Maharashtra');
    expect(text).toMatch(
      new RegExp(`Total: (Rs\\.|₹) ?${order.totalPrice.toLocaleString('en-IN')}\\.00`),
    );
    expect(text).toMatch(/Total in words: Rupees [A-Z][a-z]+/);
  });

  it('mails a failed payment once, however often it is reported', async () => {
    const who = await signUp(server);
    const address = (await addAddress(server, who.token))._id;
    await server.api('POST', '/product/cart', {
      token: who.token,
      body: { productId: products[1]!._id, quantity: 1 },
    });
    const created = await server.api('POST', '/product/razorpay/order', {
      token: who.token,
      body: {
        amount: Math.round(products[1]!.price + 50) * 100,
        currency: 'INR',
        address,
        shippingType: 'Economy',
      },
    });
    for (let i = 0; i < 2; i++)
      await server.api('POST', '/payments/sandbox/fail', {
        token: who.token,
        body: { order_id: created.body.orderId },
      });
    expect(await queued(who.email, 'payment-failed')).toHaveLength(1);
    const [mail] = await mailTo(who, 'Your Petverse payment did not go through');
    expect(mail!.text).toContain(created.body.orderId as string);
  });

  it('follows a cash order: placed, confirmed, shipped with its tracking, delivered with its invoice', async () => {
    const who = await signUp(server);
    const order = await codOrder(who, products[2]!);
    const number = `#${shortId(order._id)}`;
    expect(order.invoice).toBeNull();
    const early = await server.api('GET', `/product/orders/${order._id}/invoice`, {
      token: who.token,
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      'The invoice of a cash-on-delivery order is made when it is delivered.',
    );
    const operator = await staffMember(server, 'operations');
    const step = (body: Record<string, string>) =>
      server.api('POST', `/admin/orders/${order._id}/status`, { token: operator.token, body });
    expect((await step({ status: 'confirmed' })).status).toBe(200);
    expect(
      (await step({ status: 'shipped', courier: 'Delhivery', trackingNumber: 'DLV123456789' }))
        .status,
    ).toBe(200);
    expect((await step({ status: 'delivered' })).status).toBe(200);
    expect((await queued(who.email)).map((j) => j.data.mail.kind)).toEqual([
      'welcome',
      'order-placed',
      'order-status',
      'order-status',
      'order-status',
    ]);
    await mailTo(who, `Your Petverse order ${number} is placed`);
    await mailTo(who, `Your Petverse order ${number} is confirmed`);
    const [shipped] = await mailTo(who, `Your Petverse order ${number} is on its way`);
    expect(shipped!.text).toContain('Courier: Delhivery. Tracking number: DLV123456789.');
    const [delivered] = await mailTo(who, `Your Petverse order ${number} was delivered`);
    expect(delivered!.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
    const invoice = await server.api('GET', `/product/orders/${order._id}/invoice`, {
      token: who.token,
    });
    expect(invoice.status).toBe(200);
    expect(invoice.headers.get('content-type')).toBe('application/pdf');
    expect(invoice.headers.get('content-disposition')).toMatch(
      /^attachment; filename="invoice-PV-\d{4}-\d{2}-\d{6}\.pdf"$/,
    );
  });

  it('tells of a cancellation: the refund, its id and amount, and a credit note for the invoice', async () => {
    const who = await signUp(server);
    const order = await paidOrder(who, products[3]!);
    const res = await server.api('POST', `/product/orders/${order._id}/cancel`, {
      token: who.token,
    });
    expect(res.status).toBe(200);
    const cancelled = res.body.order as Order;
    expect(cancelled.creditNote).toMatch(/^PVCN\/\d{4}-\d{2}\/\d{6}$/);
    expect(await queued(who.email, 'order-cancelled')).toHaveLength(1);
    const [mail] = await mailTo(who, `Your Petverse order #${shortId(order._id)} is cancelled`);
    expect(mail!.text).toContain(
      `We have refunded ₹${order.totalPrice.toLocaleString('en-IN')}.00 (refund ${cancelled.refund!.id})`,
    );
    expect(mail!.text).toContain(`Credit note ${cancelled.creditNote} cancels its tax invoice.`);
    expect(mail!.attachments[0]!.filename).toMatch(/^credit-note-PVCN-/);
    const note = await server.api('GET', `/product/orders/${order._id}/credit-note`, {
      token: who.token,
    });
    expect(note.status).toBe(200);
  });

  it('mails the buyer the message staff wrote for them, never the staff’s reason for cancelling', async () => {
    const ops = await staffMember(server, 'operations');
    const cancel = async (body: Record<string, string>) => {
      const who = await signUp(server);
      const order = await codOrder(who, products[0]!);
      const res = await server.api('POST', `/admin/orders/${order._id}/cancel`, {
        token: ops.token,
        body,
      });
      expect(res.status).toBe(200);
      const [mail] = await mailTo(who, `Your Petverse order #${shortId(order._id)} is cancelled`);
      return mail!.text;
    };
    const told = await cancel({
      reason: 'Buyer not reachable on phone for COD confirmation',
      toBuyer: 'We tried to call you twice to confirm the delivery.',
    });
    expect(told).toContain('We tried to call you twice to confirm the delivery.');
    expect(told).not.toContain('Buyer not reachable');
    expect(await cancel({ reason: 'Suspected fake order' })).not.toContain('fake');
  });

  it('confirms a grooming booking and reminds a day before; a cancellation cancels the reminder', async () => {
    const who = await customer(server, 'Kavya Menon');
    const appointment = await bookedAppointment(server, who, { appointmentDate: dayAhead(5) });
    const jobs = await queued(who.email);
    expect(kinds(jobs)).toEqual(['appointment-reminder', 'grooming-booked', 'welcome']);
    const reminder = jobs.find((j) => j.data.mail.kind === 'appointment-reminder')!;
    expect(new Date(reminder.startAfter).getTime()).toBe(
      appointmentStart(appointment.appointmentDate, appointment.appointmentTime).getTime() -
        24 * 3_600_000,
    );
    expect(reminder.state).toBe('created');
    await mailTo(who, /^Your grooming appointment on .* is booked$/);

    const moved = await server.api('POST', `/grooming/orders/${appointment._id}/reschedule`, {
      token: who.token,
      body: { appointmentDate: dayAhead(6), appointmentTime: '12:00' },
    });
    expect(moved.status).toBe(200);
    const afterMove = await queued(who.email, 'appointment-reminder');
    expect(afterMove.map((j) => j.state)).toEqual(['cancelled', 'created']);
    expect(new Date(afterMove[1]!.startAfter).getTime()).toBe(
      appointmentStart(dayAhead(6), '12:00').getTime() - 24 * 3_600_000,
    );

    const cancelled = await server.api('POST', `/grooming/orders/${appointment._id}/cancel`, {
      token: who.token,
    });
    expect(cancelled.status).toBe(200);
    expect((await queued(who.email, 'appointment-reminder')).map((j) => j.state)).toEqual([
      'cancelled',
      'cancelled',
    ]);
  });

  it('tells the pet parent and the centre of a move, whoever made it', async () => {
    const who = await customer(server, 'Rohan Iyer');
    const appointment = await bookedAppointment(server, who, { appointmentDate: dayAhead(5) });
    const listed = await server.api('GET', `/admin/appointments?from=${dayAhead(5)}`, {
      token: (await staffMember(server, 'operations')).token,
    });
    const centre = (listed.body as AppointmentsResponse).appointments.find(
      (a) => a._id === appointment._id,
    )!;
    expect(centre).toBeTruthy();
    // The pet parent moves it: a line for them, and one for the centre.
    const moved = await server.api('POST', `/grooming/orders/${appointment._id}/reschedule`, {
      token: who.token,
      body: { appointmentDate: dayAhead(6), appointmentTime: '12:00' },
    });
    expect(moved.status).toBe(200);
    const [mine] = await mailTo(who, /^Your appointment with .* is now on /);
    expect(mine!.text).toContain('you moved your appointment to the time below.');
    expect(mine!.text).toMatch(/It was on .* at /);
    const partnerJobs = await server.database.db.execute(
      sql`select data from pgboss.job where name = 'mail'
          and data->'mail'->>'kind' = 'partner-appointment-moved'
          and data->'mail'->'appointment'->>'provider' = ${'Rohan Iyer'}`,
    );
    const [partnerMail] = (partnerJobs as { rows: { data: QueuedJob['data'] }[] }).rows;
    expect(partnerMail?.data.mail).toMatchObject({
      by: 'pet-parent',
      name: centre.provider.name,
      appointment: { date: dayAhead(6), time: '12:00' },
    });

    // The shop moves it: the pet parent hears it was the team.
    const ops = await staffMember(server, 'operations');
    const byShop = await server.api(
      'POST',
      `/admin/appointments/grooming/${appointment._id}/reschedule`,
      { token: ops.token, body: { date: dayAhead(7), time: '15:00' } },
    );
    expect(byShop.status).toBe(200);
    await inbox.waitFor(
      (m) =>
        recipient(m).includes(who.email) && /our team moved your appointment/.test(m.text ?? ''),
    );
    const both = await queued(who.email, 'appointment-moved');
    expect(both.map((j) => j.data.mail.by)).toEqual(['you', 'shop']);
  });

  it('confirms each consultation of an order, with its reminder', async () => {
    const who = await signUp(server);
    const address = (await addAddress(server, who.token))._id;
    const added = await server.api('POST', '/user/addDoctorInCart', {
      token: who.token,
      body: booking({ selectedDate: dayAhead(4) }),
    });
    expect(added.status).toBe(201);
    const res = await server.api('POST', '/product/order', {
      token: who.token,
      body: { orderData: { shippingType: 'Economy', address } },
    });
    expect(res.status).toBe(201);
    expect(kinds(await queued(who.email))).toEqual([
      'appointment-reminder',
      'consultation-booked',
      'order-placed',
      'welcome',
    ]);
    const [mail] = await mailTo(who, /^Your consultation on .* is booked$/);
    expect(mail!.text).toContain('Meera Iyer');
    expect(mail!.text).toContain('11:00 am');
  });

  it('tells the owner their password changed', async () => {
    const who = await signUp(server);
    await server.api('POST', '/auth/forgot-password', {
      body: { email: who.email },
      headers: fromAddress(someAddress()),
    });
    const sent = await mailTo(who, /code/i);
    const otp = /\b(\d{6})\b/.exec(sent[0]!.text ?? '')![1]!;
    const reset = await server.api('POST', '/auth/reset-password', {
      body: { email: who.email, otp, newPassword: 'a brand new kennel 42' },
      headers: fromAddress(someAddress()),
    });
    expect(reset.status).toBe(200);
    expect(await queued(who.email, 'password-changed')).toHaveLength(1);
    await mailTo(who, 'Your Petverse password was changed');
  });

  it('tells a provider their registration arrived', async () => {
    const parts = validParts(registrationForms.groomingCenter);
    const email = `groomers-${Date.now()}@example.com`;
    const res = await server.api('POST', '/forms/groomingCenter', {
      body: multipart({ ...parts, email }),
      headers: fromAddress(someAddress()),
    });
    expect(res.status).toBe(201);
    expect(await queued(email, 'registration-received')).toHaveLength(1);
    await mailTo({ email }, `We received your form: ${registrationForms.groomingCenter.title}`);
  });
});

// Issue 54 item 3: every address the server mails passed one rule (platform/mailAddress.ts) and goes
// to nodemailer as `{ name, address }`; the mailer refuses any other, and the worker drops a
// queued mail whose address would not pass (a row older than the rule) instead of sending it.
describe('addresses', () => {
  /** A mail delivered to the attacker, or to a second address smuggled in. */
  const evil = (m: InboxMail) => m.envelopeTo.some((to) => /evil|^b@/.test(to));

  it('the mailer refuses an address that did not pass the rule, and sends nothing', async () => {
    const mailer = createMailer({ db: server.database.db, smtpUrl: inbox.url });
    const quiet = { info() {}, warn() {}, error() {} } as never;
    for (const to of [
      'a@x.in,b@x.in',
      { address: 'a@x.in\r\nBcc: evil@x.in' },
      { address: 'a@x.in,evil@x.in' },
      { address: 'Eve <evil@x.in>' },
      { name: 'Eve', address: 'evil@x.in\n' },
    ])
      await expect(
        mailer.send({ to: to as never, subject: 'Unchecked', text: 'never sent' }, quiet),
      ).rejects.toBeInstanceOf(UnmailableAddress);
    // The same mailer's next mail arrives; nothing sent before it went anywhere.
    const marker = `marker-${Date.now()}@example.com`;
    await mailer.send({ to: mailAddress(marker)!, subject: 'Checked', text: 'sent' }, quiet);
    await inbox.waitFor((m) => m.envelopeTo.includes(marker));
    expect(inbox.messages.filter((m) => m.subject === 'Unchecked')).toEqual([]);
    expect(inbox.messages.filter(evil)).toEqual([]);
  });

  it("puts a sender's name with a line break in it on one line, to the one address given", async () => {
    const email = `groomers-${Date.now()}@example.com`;
    const res = await server.api('POST', '/forms/groomingCenter', {
      body: multipart({
        ...validParts(registrationForms.groomingCenter),
        businessName: 'Fur Bath\r\nBcc: evil@x.in',
        email,
      }),
      headers: fromAddress(someAddress()),
    });
    expect(res.status).toBe(201);
    const [mail] = await inbox.waitFor((m) => m.envelopeTo.includes(email));
    expect(mail!.envelopeTo).toEqual([email]);
    expect(mail!.to).toMatchObject({
      value: [{ address: email, name: 'Fur Bath Bcc: evil@x.in' }],
    });
    expect(mail!.bcc).toBeUndefined();
    expect(inbox.messages.filter(evil)).toEqual([]);
  });

  it('a queued mail whose address would not pass is completed unsent, not retried', async () => {
    const queue = createJobQueue(server.database.db);
    try {
      const id = await queue.send(server.database.db, 'mail', {
        mail: {
          kind: 'welcome',
          to: 'old@x.in,evil@x.in',
          name: 'Old Row',
          locale: 'en',
        },
      });
      let state = '';
      for (let i = 0; i < 300 && state !== 'completed' && state !== 'failed'; i++) {
        state = (await queue.job('mail', id!))?.state ?? '';
        if (state !== 'completed') await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(state).toBe('completed');
      expect((await queue.job('mail', id!))?.retryCount).toBe(0);
      expect(inbox.messages.filter(evil)).toEqual([]);
      expect(inbox.messages.filter((m) => m.envelopeTo.includes('old@x.in'))).toEqual([]);
    } finally {
      await queue.stop();
    }
  });
});

// Issue 35: a pet parent who uses the site in Hindi reads their mails in Hindi. The site's pages
// write their language into a cookie its calls carry; the account keeps the language last used
// to sign up, log in, order or book, and each mail is written in it when it is queued.
describe("mail in the pet parent's language", () => {
  const hindiPage = { cookie: 'petverse_lang=hi' };
  const englishPage = { cookie: 'petverse_lang=en' };
  const localeOf = async (email: string) => {
    const result = await server.database.db.execute(
      sql`select locale from users where lower(email) = ${email.toLowerCase()}`,
    );
    return (result as { rows: { locale: string }[] }).rows[0]?.locale;
  };

  it('welcomes an account made on a Hindi page in Hindi, and one made on an English page in English', async () => {
    const hindi = await signUp(server, {}, hindiPage);
    const english = await signUp(server, {}, englishPage);
    const [welcome] = await mailTo(hindi, 'Petverse में आपका स्वागत है');
    expect(welcome!.html).toContain('lang="hi-IN"');
    expect(welcome!.text).toContain('आपका Petverse खाता तैयार है।');
    expect(welcome!.text).toContain('पेट स्टोर देखें');
    const [english1] = await mailTo(english, 'Welcome to Petverse');
    expect(english1!.html).toContain('lang="en-IN"');
    expect(await localeOf(hindi.email)).toBe('hi');
    expect(await localeOf(english.email)).toBe('en');
  });

  it("takes the browser's language when the page set none (a first call)", async () => {
    const who = await signUp(server, {}, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    await mailTo(who, 'Petverse में आपका स्वागत है');
    const other = await signUp(server, {}, { 'accept-language': 'en-IN,en;q=0.9' });
    await mailTo(other, 'Welcome to Petverse');
  });

  it('follows the language of the last login or order: one buyer in Hindi, the other in English', async () => {
    const asha = await signUp(server, {}, englishPage);
    const ravi = await signUp(server, {}, englishPage);
    // Asha logs in from a Hindi page; Ravi stays in English.
    const login = await server.api('POST', '/auth/login', {
      body: { email: asha.email, password: asha.password },
      headers: { ...fromAddress(someAddress()), ...hindiPage },
    });
    expect(login.status).toBe(200);
    expect(await localeOf(asha.email)).toBe('hi');
    expect(await localeOf(ravi.email)).toBe('en');
    const ashas = await codOrder(asha, products[0]!);
    const ravis = await codOrder(ravi, products[1]!);
    const [hindi] = await mailTo(asha, `आपका Petverse ऑर्डर #${shortId(ashas._id)} हो गया है`);
    expect(hindi!.text).toContain('कैश ऑन डिलीवरी');
    expect(hindi!.text).toContain('कुल');
    // What the catalogue and the buyer wrote stays as written.
    expect(hindi!.text).toContain(products[0]!.name);
    expect(hindi!.text).toContain('12 MG Road');
    const [english] = await mailTo(ravi, `Your Petverse order #${shortId(ravis._id)} is placed`);
    expect(english!.text).toContain('Cash on Delivery');
    expect(english!.text).not.toMatch(/[\u0900-\u097F]/);
  });

  it('goes back to English when the buyer orders from an English page', async () => {
    const who = await signUp(server, {}, hindiPage);
    const order = await codOrder(who, products[2]!, englishPage);
    expect(await localeOf(who.email)).toBe('en');
    await mailTo(who, `Your Petverse order #${shortId(order._id)} is placed`);
  });

  it("leaves the language as it was when a call carries none (an API client's)", async () => {
    const who = await signUp(server, {}, hindiPage);
    const login = await server.api('POST', '/auth/login', {
      body: { email: who.email, password: who.password },
      headers: fromAddress(someAddress()),
    });
    expect(login.status).toBe(200);
    const order = await codOrder(who, products[3]!);
    expect(await localeOf(who.email)).toBe('hi');
    await mailTo(who, `आपका Petverse ऑर्डर #${shortId(order._id)} हो गया है`);
  });

  it('answers a registration sent from a Hindi page in Hindi', async () => {
    const parts = validParts(registrationForms.groomingCenter);
    const email = `groomers-hi-${Date.now()}@example.com`;
    const res = await server.api('POST', '/forms/groomingCenter', {
      body: multipart({ ...parts, email }),
      headers: { ...fromAddress(someAddress()), ...hindiPage },
    });
    expect(res.status).toBe(201);
    const [mail] = await mailTo({ email }, 'हमें आपका फ़ॉर्म मिल गया: अपना ग्रूमिंग सेंटर रजिस्टर करें');
    expect(mail!.text).toContain('हमारी टीम हर फ़ॉर्म पढ़ती है');
    expect(mail!.text).not.toContain(registrationForms.groomingCenter.title);
  });

  it("names every form by its title in the mail's language", () => {
    const hindi = wordsFor('hi');
    for (const { title } of [...Object.values(registrationForms), teamApplicationForm])
      expect(hindi.t(title), title).toMatch(/[\u0900-\u097F]/);
  });

  it("answers a partner page's Hindi form in Hindi: no cookie of ours, the form names its language", async () => {
    const parts = validParts(registrationForms.groomingCenter);
    const email = `partner-hi-${Date.now()}@example.com`;
    const res = await server.api('POST', '/forms/groomingCenter', {
      body: multipart({ ...parts, email }),
      // What @petverse/forms' adapter sends for a form shown with lang="hi".
      headers: { ...fromAddress(someAddress()), 'accept-language': 'hi-IN' },
    });
    expect(res.status).toBe(201);
    await mailTo({ email }, 'हमें आपका फ़ॉर्म मिल गया: अपना ग्रूमिंग सेंटर रजिस्टर करें');
  });
});

/** YYYY-MM-DD `days` from now in India. */
const dayAhead = (days: number) =>
  new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

/** Makes a queued job due now: what waiting until its time would do (pg-boss reads the database's clock). */
async function dueNow(to: string, kind: string) {
  await server.database.db.execute(
    sql`update pgboss.job set start_after = now()
        where name = 'mail' and state = 'created' and data->'mail'->>'to' = ${to}
          and data->'mail'->>'kind' = ${kind}`,
  );
}

describe('reminders', () => {
  it('go when due, with a one-click unsubscribe header, and stop once turned off', async () => {
    const who = await customer(server, 'Rohan Das');
    await bookedAppointment(server, who, { appointmentDate: dayAhead(7) });
    await dueNow(who.email, 'appointment-reminder');
    const [reminder] = await mailTo(who, 'Reminder: Bruno has an appointment tomorrow');
    // The raw header lines (mailparser folds List-* headers into one parsed 'list' object).
    const line = (name: string) =>
      reminder!.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, '');
    const header = line('list-unsubscribe') ?? '';
    expect(line('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const link = /<([^>]+)>/.exec(header)![1]!;
    expect(link).toMatch(/\/api\/mail\/reminders-off\?user=[0-9a-f-]{36}&token=/);
    const path = link.replace(/^https?:\/\/[^/]+\/api/, '');

    // Opening the link asks; it changes nothing (a link scanner must not unsubscribe anyone).
    const page = await server.api('GET', path);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Stop appointment reminders?');
    expect(
      (await server.api('GET', '/auth/getuser', { token: who.token })).body.user.reminders,
    ).toBe(true);
    const forged = await server.api('POST', path.replace(/token=[^&]+/, 'token=forged'), {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.status).toBe(400);
    // The mail app's one-click POST (RFC 8058).
    const off = await server.api('POST', path, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(off.status).toBe(200);
    expect(off.body).toContain('Reminders are off');
    expect(
      (await server.api('GET', '/auth/getuser', { token: who.token })).body.user.reminders,
    ).toBe(false);

    // A second appointment's reminder is due, and is not sent.
    await bookedAppointment(server, who, {
      appointmentDate: dayAhead(8),
      appointmentTime: '15:00',
    });
    await dueNow(who.email, 'appointment-reminder');
    await waitUntil(async () =>
      (await queued(who.email, 'appointment-reminder')).every((j) => j.state === 'completed'),
    );
    expect(
      inbox.messages.filter(
        (m) => recipient(m).includes(who.email) && /^Reminder/.test(m.subject ?? ''),
      ),
    ).toHaveLength(1);

    // The profile turns them back on.
    const on = await server.api('PUT', '/auth/update', {
      token: who.token,
      body: { reminders: true },
    });
    expect(on.status).toBe(200);
    expect(on.body.user.reminders).toBe(true);
    // As the profile sends it: a multipart form, where a boolean is text.
    const viaForm = await server.api('PUT', '/auth/update', {
      token: who.token,
      body: form({ reminders: 'false' }),
    });
    expect(viaForm.status).toBe(200);
    expect(viaForm.body.user.reminders).toBe(false);
    const nonsense = await server.api('PUT', '/auth/update', {
      token: who.token,
      body: form({ reminders: 'maybe' }),
    });
    expect(nonsense.status).toBe(400);
    expect(nonsense.body.message).toBe('reminders must be true or false.');
  });
});

async function waitUntil(done: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('not done in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('two instances on one database', () => {
  it('send each mail once', async () => {
    const second = await buildApp({
      db: server.database.db,
      dataDir: server.dataDir,
      logLevel: false,
      smtpUrl: inbox.url,
      clock: server.clock.now,
    });
    try {
      const people = await Promise.all(Array.from({ length: 12 }, () => signUp(server)));
      for (const who of people) await mailTo(who, 'Welcome to Petverse');
      // Time for a second copy to arrive, if either instance sent one.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      for (const who of people)
        expect(inbox.messages.filter((m) => recipient(m).includes(who.email))).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

describe('GST invoices', () => {
  it('charge CGST and SGST within the seller’s state, IGST across states', async () => {
    const who = await signUp(server);
    const inMaharashtra = await paidOrder(who, products[4]!);
    const bengaluru = await server.api('POST', '/user/address', {
      token: who.token,
      body: {
        name: 'Asha Rao',
        phone: '9876543210',
        street: '5 Church Street',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560001',
      },
    });
    expect(bengaluru.status).toBe(201);
    const inKarnataka = await paidOrder(who, products[5]!, bengaluru.body.data._id as string);
    const documents = await server.database.db.execute(
      sql`select order_id as "orderId", document from invoices
          where order_id in (${inMaharashtra._id}, ${inKarnataka._id})`,
    );
    const byOrder = new Map(
      (documents as { rows: { orderId: string; document: InvoiceLike }[] }).rows.map((r) => [
        r.orderId,
        r.document,
      ]),
    );
    const intra = byOrder.get(inMaharashtra._id)!;
    const inter = byOrder.get(inKarnataka._id)!;
    expect(intra.kind).toBe('intra');
    expect(intra.placeOfSupply).toBe('Maharashtra');
    expect(intra.totals.igstPaise).toBe(0);
    expect(intra.totals.cgstPaise + intra.totals.sgstPaise).toBeGreaterThan(0);
    // Each line's tax is halved, an odd paisa going to SGST.
    for (const line of intra.lines) expect(line.sgstPaise - line.cgstPaise).toBeOneOf([0, 1]);
    expect(inter.kind).toBe('inter');
    expect(inter.placeOfSupply).toBe('Karnataka');
    expect(inter.totals.cgstPaise + inter.totals.sgstPaise).toBe(0);
    expect(inter.totals.igstPaise).toBeGreaterThan(0);
    for (const d of [intra, inter]) {
      // Every line: the taxable value and its taxes make its amount; shipping is a line too.
      for (const line of d.lines)
        expect(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(
          line.amountPaise,
        );
      expect(d.lines.at(-1)!.description).toBe('Shipping (Economy)');
      expect(d.seller.gstin).toBe('27AAKCP1234F1Z5');
    }
  });

  it('are numbered without gaps or repeats when 50 payments arrive at once', async () => {
    const buyers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const who = await signUp(server);
        const product = products[i % products.length]!;
        const address = (await addAddress(server, who.token))._id;
        await server.api('POST', '/product/cart', {
          token: who.token,
          body: { productId: product._id, quantity: 1 },
        });
        const created = await server.api('POST', '/product/razorpay/order', {
          token: who.token,
          body: {
            amount: Math.round(product.price + 50) * 100,
            currency: 'INR',
            address,
            shippingType: 'Economy',
          },
        });
        expect(created.status).toBe(201);
        return { who, orderId: created.body.orderId as string };
      }),
    );
    const before = await invoiceNumbers();
    await Promise.all(
      buyers.map(({ who, orderId }) =>
        server.api('POST', '/payments/sandbox/pay', {
          token: who.token,
          body: { order_id: orderId },
        }),
      ),
    );
    const numbers = (await invoiceNumbers()).filter((n) => !before.includes(n));
    expect(numbers).toHaveLength(50);
    const all = await invoiceNumbers();
    const seqs = all.map((n) => Number(n.split('/').at(-1)));
    // The whole series so far: 1, 2, 3, … with none missing and none twice.
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
  });
});

interface InvoiceLike {
  kind: 'intra' | 'inter';
  placeOfSupply: string;
  seller: { gstin: string };
  lines: {
    description: string;
    amountPaise: number;
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
  }[];
  totals: { cgstPaise: number; sgstPaise: number; igstPaise: number };
}

/** This financial year's invoice numbers, in order. */
async function invoiceNumbers(): Promise<string[]> {
  const result = await server.database.db.execute(
    sql`select number from invoices where kind = 'invoice' order by seq`,
  );
  return (result as { rows: { number: string }[] }).rows.map((r) => r.number);
}

describe('the invoice download', () => {
  it('is its owner’s only: anyone else’s order is not found', async () => {
    const owner = await signUp(server);
    const other = await signUp(server);
    const order = await paidOrder(owner, products[6]!);
    const mine = await server.api('GET', `/product/orders/${order._id}/invoice`, {
      token: owner.token,
    });
    expect(mine.status).toBe(200);
    const theirs = await server.api('GET', `/product/orders/${order._id}/invoice`, {
      token: other.token,
    });
    expect(theirs.status).toBe(404);
    expect((await server.api('GET', `/product/orders/${order._id}/invoice`)).status).toBe(401);
    const noNote = await server.api('GET', `/product/orders/${order._id}/credit-note`, {
      token: owner.token,
    });
    expect(noNote.status).toBe(409);
  });

  it('reads a delivered order’s invoice from what was issued, also after it was delivered', async () => {
    const who = await signUp(server);
    const order = await paidOrder(who, products[7]!);
    await deliver(server, order._id);
    const res = await server.api('GET', `/product/orders/${order._id}/invoice`, {
      token: who.token,
    });
    expect(res.status).toBe(200);
  });
});
