import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSULTATION_MESSAGES,
  DOCTOR_ABSENT_AFTER_MINUTES,
  type ConsultationRoom,
  type ProviderBooking,
} from '@petverse/api/contract';
import { startTestServer, type TestServer } from '../../test/harness';
import { customer, type Customer } from '../../test/grooming.fixtures';
import { ownerOf, type StaffSession } from '../../test/staff.fixtures';
import { recipient, startSmtpInbox, type SmtpInbox } from '../../test/smtpInbox';
import { MONDAY, PASSWORD, bookOn, clinicOn, payOn, slotAt, type Pro } from '../providers/testing';

/*
 * A doctor who never comes (issue 53 item 4): the pet parent may ask for their money back once the
 * doctor is DOCTOR_ABSENT_AFTER_MINUTES late, never when the doctor came; a room that closes with
 * no doctor in it is refunded by the instance's sweep. Both sides are mailed, through SMTP.
 */

let server: TestServer;
let inbox: SmtpInbox;
let staff: StaffSession;
let clinic: Pro;
let parent: Customer;
let stranger: Customer;
const booked: Record<string, string> = {};

beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startTestServer({
    app: { smtpUrl: inbox.url, mailWorker: true, absenceSweepMs: 50 },
  });
  server.clock.set(MONDAY);
  staff = await ownerOf(server);
  clinic = await clinicOn(server, staff, 'Absent Doctor Clinic', async (email) => {
    const [mail] = await inbox.waitFor(
      (m) => recipient(m).includes(email) && /\/pro\/invite\?token=/.test(m.text ?? ''),
    );
    return /\/pro\/invite\?token=([\w%-]+)/.exec(mail!.text ?? '')?.[1] ?? null;
  });
  parent = await customer(server, 'Waiting Parent');
  stranger = await customer(server, 'Other Parent');
  for (const time of ['10:00', '11:00', '12:00']) {
    const held = await bookOn(server, parent, clinic, time, 'Video consultation');
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    expect((await payOn(server, parent, held.body)).status).toBe(200);
    booked[time] = held.body.booking.id as string;
  }
});
afterAll(async () => {
  await server.close();
  await inbox.close();
});

/** The clock at `minutes` after a slot's start, and the clinic signed in again (idle sessions end). */
async function at(time: string, minutes: number) {
  server.clock.set(new Date(new Date(slotAt(time)).getTime() + minutes * 60_000));
  const login = await server.api('POST', '/pro/auth/login', {
    body: { email: clinic.email, password: PASSWORD },
  });
  expect(login.status).toBe(200);
  clinic = { ...clinic, token: login.body.token as string };
}
const absent = (id: string, token = parent.token) =>
  server.api('POST', `/consultations/${id}/doctor-absent`, { token });
const room = async (id: string) =>
  (await server.api('GET', `/consultations/${id}/room`, { token: parent.token }))
    .body as ConsultationRoom;
const statusOf = async (id: string) => {
  const { bookings } = (await server.api('GET', '/bookings', { token: parent.token })).body as {
    bookings: ProviderBooking[];
  };
  return bookings.find((b) => b.id === id);
};

describe('a doctor who does not join', () => {
  it('may be reported only once they are late, by the booking’s pet parent', async () => {
    const id = booked['10:00']!;
    await at('10:00', DOCTOR_ABSENT_AFTER_MINUTES - 1);
    expect((await room(id)).doctorAbsent).toBe(false);
    const early = await absent(id);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(CONSULTATION_MESSAGES.absentTooEarly);
    await at('10:00', DOCTOR_ABSENT_AFTER_MINUTES);
    expect((await room(id)).doctorAbsent).toBe(true);
    expect((await absent(id, stranger.token)).status).toBe(404);
    // A provider's session is another realm; no session is none.
    expect((await absent(id, clinic.token)).status).toBe(403);
    expect((await server.api('POST', `/consultations/${id}/doctor-absent`)).status).toBe(401);
    expect((await statusOf(id))?.status).toBe('confirmed');
  });

  it('refunds the pet parent in full once, and tells both sides by mail', async () => {
    const id = booked['10:00']!;
    const refunded = await absent(id);
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({
      message: CONSULTATION_MESSAGES.absentRefunded,
      refund: { amount: 500, status: 'processed' },
    });
    expect(await statusOf(id)).toMatchObject({
      status: 'missed-by-provider',
      reason: CONSULTATION_MESSAGES.absentReason,
    });
    const again = await absent(id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(CONSULTATION_MESSAGES.absentNotPaid);
    // The clinic can no longer mark it done: nothing is earned for it.
    const done = await server.api('POST', `/pro/bookings/${id}/status`, {
      token: clinic.token,
      body: { status: 'done' },
    });
    expect(done.status).toBe(409);
    const [sorry] = await inbox.waitFor(
      (m) => recipient(m).includes(parent.email) && /did not join/.test(m.subject ?? ''),
    );
    expect(sorry!.subject).toBe(
      'Absent Doctor Clinic did not join your consultation on Tue, 8 Dec, 2026',
    );
    expect(sorry!.text).toContain('₹500.00 is refunded');
    const [missed] = await inbox.waitFor(
      (m) => recipient(m).includes(clinic.email) && /^Consultation missed/.test(m.subject ?? ''),
    );
    expect(missed!.text).toContain('Waiting Parent');
  });

  it('is never refunded as missed when the doctor came to the room', async () => {
    const id = booked['11:00']!;
    await at('11:00', -5);
    expect(
      (await server.api('GET', `/pro/consultations/${id}/room`, { token: clinic.token })).status,
    ).toBe(200);
    await at('11:00', DOCTOR_ABSENT_AFTER_MINUTES + 5);
    expect((await room(id)).doctorAbsent).toBe(false);
    const refused = await absent(id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(CONSULTATION_MESSAGES.absentJoined);
    // Nor by the sweep once its room has closed.
    await at('11:00', 30 + 61);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await statusOf(id))?.status).toBe('confirmed');
  });

  it('is refunded by itself when the room closes with no doctor in it', async () => {
    const id = booked['12:00']!;
    // The pet parent waited in the room; nobody came; they did not ask.
    await at('12:00', 5);
    expect((await room(id)).state).toBe('open');
    await at('12:00', 30 + 59);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await statusOf(id))?.status).toBe('confirmed');
    await at('12:00', 30 + 61);
    for (let i = 0; i < 100 && (await statusOf(id))?.status !== 'missed-by-provider'; i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await statusOf(id)).toMatchObject({ status: 'missed-by-provider' });
    expect((await statusOf(id))?.refund).toBeTruthy();
  });

  it('leaves a consultation that took place a free follow-up chat for a week, over HTTP', async () => {
    const id = booked['11:00']!;
    await at('11:00', 30 + 62);
    const done = await server.api('POST', `/pro/bookings/${id}/status`, {
      token: clinic.token,
      body: { status: 'done' },
    });
    expect(done.status).toBe(200);
    const after = await room(id);
    expect(after).toMatchObject({
      state: 'ended',
      socketUrl: null,
      followUpUntil: '2026-12-15T11:30:00+05:30',
    });
    const ask = await server.api('POST', `/consultations/${id}/messages`, {
      token: parent.token,
      body: { text: 'Can he have his walk today?' },
    });
    expect(ask.status).toBe(201);
    const answer = await server.api('POST', `/pro/consultations/${id}/messages`, {
      token: clinic.token,
      body: { text: 'A short one on the leash, yes.' },
    });
    expect(answer.status).toBe(201);
    expect((await room(id)).chat.map((m) => m.text)).toEqual([
      'Can he have his walk today?',
      'A short one on the leash, yes.',
    ]);
    await at('11:00', 30 + 7 * 24 * 60 + 1);
    // A week on: the pet parent signs in again.
    const login = await server.api('POST', '/auth/login', {
      body: { email: parent.email, password: parent.password },
    });
    parent = { ...parent, token: login.body.token as string };
    expect((await room(id)).followUpUntil).toBeNull();
    const late = await server.api('POST', `/consultations/${id}/messages`, {
      token: parent.token,
      body: { text: 'One more question.' },
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(CONSULTATION_MESSAGES.notOpen);
  });
});
