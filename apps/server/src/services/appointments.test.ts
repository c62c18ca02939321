import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_MESSAGES, appointmentStart, type GroomingOrder } from '@petverse/api/contract';
import { signUp } from '../../test/fixtures';
import {
  bookedAppointment,
  customer,
  partnerIn,
  type Customer,
} from '../../test/grooming.fixtures';
import { startTestServer, type TestServer } from '../../test/harness';
import { dayInIndia } from '../../test/shopping.fixtures';

/** Grooming appointments change as the FAQ allows: up to 24 hours before the slot. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  server.clock.set(new Date());
});

const HOUR = 3_600_000;

const cancel = (who: Customer | null, id: string) =>
  server.api('POST', `/grooming/orders/${id}/cancel`, who ? { token: who.token } : {});
const reschedule = (who: Customer | null, id: string, date: string, time: string) =>
  server.api('POST', `/grooming/orders/${id}/reschedule`, {
    ...(who ? { token: who.token } : {}),
    body: { appointmentDate: date, appointmentTime: time },
  });
const listed = async (who: Customer) =>
  (await server.api('GET', '/grooming/getGroomingOrdersByUser', { token: who.token })).body
    .data as GroomingOrder[];

describe('cancelling a grooming appointment', () => {
  it('cancels more than 24 hours ahead and refunds in full, once', async () => {
    const who = await customer(server, 'Canceller');
    const booked = await bookedAppointment(server, who);
    const [a, b] = await Promise.all([cancel(who, booked._id), cancel(who, booked._id)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const done = a.status === 200 ? a : b;
    expect(done.body.message).toBe(APPOINTMENT_MESSAGES.cancelled);
    expect(done.body.data).toMatchObject({
      _id: booked._id,
      status: 'cancelled',
      refund: { id: expect.stringMatching(/^rfnd_/), status: 'processed' },
    });
    expect((a.status === 409 ? a : b).body.message).toBe('This appointment is already cancelled.');
    expect((await listed(who))[0]).toMatchObject({
      status: 'cancelled',
      refund: { status: 'processed' },
    });
  });

  it('refuses within 24 hours of the slot: the booking is then non-refundable', async () => {
    const who = await customer(server, 'Late');
    const booked = await bookedAppointment(server, who);
    const start = appointmentStart(booked.appointmentDate, booked.appointmentTime);
    server.clock.set(new Date(start.getTime() - 23 * HOUR));
    const res = await cancel(who, booked._id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(APPOINTMENT_MESSAGES.tooLate);
    const moved = await reschedule(who, booked._id, dayInIndia(10), '11:00');
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe(APPOINTMENT_MESSAGES.tooLate);
    expect((await listed(who))[0]).toMatchObject({ status: 'confirmed', refund: null });
  });

  it('lets only the owner change an appointment, and only when signed in', async () => {
    const owner = await customer(server, 'Owner');
    const other = await customer(server, 'Other');
    const booked = await bookedAppointment(server, owner);
    expect((await cancel(other, booked._id)).status).toBe(404);
    expect((await reschedule(other, booked._id, dayInIndia(9), '12:00')).status).toBe(404);
    expect((await cancel(null, booked._id)).status).toBe(401);
    expect((await reschedule(null, booked._id, dayInIndia(9), '12:00')).status).toBe(401);
    expect((await listed(owner))[0]).toMatchObject({
      status: 'confirmed',
      appointmentDate: booked.appointmentDate,
      appointmentTime: booked.appointmentTime,
    });
    expect(await listed(other)).toEqual([]);
  });

  it('answers a malformed id with 400 and an unknown one with 404', async () => {
    const who = await customer(server, 'Prober');
    const bad = await cancel(who, 'not-an-id');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(expect.any(String));
    const missing = await cancel(who, '00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Appointment not found' });
  });
});

describe('rescheduling a grooming appointment', () => {
  it('moves to a free slot at least 24 hours away, free of charge', async () => {
    const who = await customer(server, 'Mover');
    const booked = await bookedAppointment(server, who, { appointmentDate: dayInIndia(4) });
    const res = await reschedule(who, booked._id, dayInIndia(6), '15:00');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(APPOINTMENT_MESSAGES.rescheduled);
    expect(res.body.data).toMatchObject({
      appointmentDate: dayInIndia(6),
      appointmentTime: '15:00',
      status: 'confirmed',
      price: booked.price,
      refund: null,
    });
    const same = await reschedule(who, booked._id, dayInIndia(6), '15:00');
    expect(same.status).toBe(409);
    expect(same.body.message).toBe(APPOINTMENT_MESSAGES.sameSlot);
  });

  it('refuses a slot the partner already has, and says which times are taken', async () => {
    const [a, b] = [await customer(server, 'First'), await customer(server, 'Second')];
    const day = dayInIndia(7);
    const first = await bookedAppointment(server, a, {
      appointmentDate: day,
      appointmentTime: '11:00',
    });
    const second = await bookedAppointment(server, b, { appointmentDate: dayInIndia(8) });
    const clash = await reschedule(b, second._id, day, '11:30');
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(APPOINTMENT_MESSAGES.slotTaken);
    const partner = await partnerIn(server, 'Pune');
    const busy = await server.api('GET', `/grooming/partners/${partner._id}/busy?date=${day}`, {
      token: b.token,
    });
    expect(busy.status).toBe(200);
    expect(busy.body).toEqual({ data: { date: day, busy: ['11:00'] } });
    // An hour later is free; once the first is cancelled, its slot is free too.
    expect((await reschedule(b, second._id, day, '12:00')).status).toBe(200);
    expect((await cancel(a, first._id)).status).toBe(200);
    expect((await reschedule(b, second._id, day, '11:00')).status).toBe(200);
    const after = await server.api('GET', `/grooming/partners/${partner._id}/busy?date=${day}`, {
      token: a.token,
    });
    expect(after.body.data.busy).toEqual(['11:00']);
  });

  it('gives one slot to one of two people asking at the same moment', async () => {
    const [a, b] = [await customer(server, 'Racer A'), await customer(server, 'Racer B')];
    const one = await bookedAppointment(server, a, { appointmentDate: dayInIndia(5) });
    const two = await bookedAppointment(server, b, {
      appointmentDate: dayInIndia(5),
      appointmentTime: '16:00',
    });
    const day = dayInIndia(12);
    const results = await Promise.all([
      reschedule(a, one._id, day, '09:00'),
      reschedule(b, two._id, day, '09:30'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('refuses a new slot too soon, too far, or not a date, and changes nothing', async () => {
    const who = await customer(server, 'Picky');
    const booked = await bookedAppointment(server, who);
    const cases: [string, string, string][] = [
      [dayInIndia(0), '23:59', APPOINTMENT_MESSAGES.newSlotTooSoon],
      [dayInIndia(120), '10:00', 'Appointments can be booked at most 90 days ahead.'],
      ['2027-02-30', '10:00', 'Select appointment date'],
      ['tomorrow', '10:00', 'Select appointment date'],
      [dayInIndia(5), '25:00', 'Select appointment time'],
    ];
    for (const [date, time, message] of cases) {
      const res = await reschedule(who, booked._id, date, time);
      expect(res.status, `${date} ${time}`).toBe(400);
      expect(res.body).toEqual({ message });
    }
    expect((await listed(who))[0]).toMatchObject({
      appointmentDate: booked.appointmentDate,
      appointmentTime: booked.appointmentTime,
    });
  });

  it('cannot move a cancelled appointment', async () => {
    const who = await customer(server, 'Gone');
    const booked = await bookedAppointment(server, who);
    await cancel(who, booked._id);
    const res = await reschedule(who, booked._id, dayInIndia(9), '10:00');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This appointment is already cancelled.');
  });
});

describe("a partner's busy times", () => {
  it('needs a session, a known partner and a real date', async () => {
    const partner = await partnerIn(server, 'Pune');
    const who = await signUp(server);
    const path = `/grooming/partners/${partner._id}/busy?date=${dayInIndia(2)}`;
    expect((await server.api('GET', path)).status).toBe(401);
    expect((await server.api('GET', path, { token: who.token })).status).toBe(200);
    const unknown = await server.api(
      'GET',
      `/grooming/partners/00000000-0000-4000-8000-000000000000/busy?date=${dayInIndia(2)}`,
      { token: who.token },
    );
    expect(unknown.status).toBe(404);
    const bad = await server.api('GET', `/grooming/partners/${partner._id}/busy?date=soon`, {
      token: who.token,
    });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Select appointment date' } });
  });
});
