import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, type ProviderBooking, type Slot } from '@petverse/api/contract';
import { startTestServer, type TestServer } from '../../test/harness';
import { customer, type Customer } from '../../test/grooming.fixtures';
import { ownerOf, type StaffSession } from '../../test/staff.fixtures';
import { signUp, uniqueEmail } from '../../test/fixtures';
import {
  MONDAY,
  PASSWORD,
  TUESDAY,
  bookOn,
  groomerOn,
  invitationLinkOf,
  payOn,
  slotAt,
  slotsOf,
  submitGroomerTo,
  type Held,
  type Pro,
} from './testing';

let server: TestServer;
let staff: StaffSession;

beforeAll(async () => {
  server = await startTestServer();
  server.clock.set(MONDAY);
  staff = await ownerOf(server);
});
afterAll(() => server.close());

const submitGroomer = (name: string, email: string) => submitGroomerTo(server, name, email);
const invitationLink = (email: string) => invitationLinkOf(server, email);
const groomer = (name: string, capacity = 1) => groomerOn(server, staff, name, capacity);
const slots = (pro: Pro, date = TUESDAY) => slotsOf(server, pro, date);
const book = (who: Customer, pro: Pro, time: string, service = 'Full Grooming') =>
  bookOn(server, who, pro, time, service);
const pay = (who: Customer, held: Held) => payOn(server, who, held);

describe('from registration to provider', () => {
  it('an approved grooming centre is invited by mail; its link makes the owner once', async () => {
    const email = uniqueEmail('once');
    const id = await submitGroomer('Once Groomers', email);
    const approved = await server.api('POST', `/admin/registrations/${id}/status`, {
      token: staff.token,
      body: { status: 'approved' },
    });
    expect(approved.body.message).toBe(
      `Registration is now approved. ${email} was invited to the provider portal by mail.`,
    );
    const token = decodeURIComponent((await invitationLink(email))!);
    expect((await server.api('GET', `/pro/invite?token=${token}`)).body).toEqual({
      usable: true,
      providerName: 'Once Groomers',
      email,
    });
    const weak = await server.api('POST', '/pro/invite', {
      body: { token, name: 'Owner', password: 'password' },
    });
    expect(weak.status).toBe(400);
    const made = await server.api('POST', '/pro/invite', {
      body: { token, name: 'Owner', password: PASSWORD },
    });
    expect(made.status).toBe(201);
    expect(made.body.provider).toMatchObject({ kind: 'groomer', name: 'Once Groomers' });
    expect(made.body.member).toMatchObject({ email, role: 'owner' });
    const again = await server.api('POST', '/pro/invite', {
      body: { token, name: 'Someone', password: PASSWORD },
    });
    expect(again.status).toBe(410);
    expect((await server.api('GET', `/pro/invite?token=${token}`)).body).toEqual({
      usable: false,
    });
    const login = await server.api('POST', '/pro/auth/login', {
      body: { email, password: PASSWORD },
    });
    expect(login.status).toBe(200);
    expect(login.body.token).toMatch(/^pvp_/);
  });

  it('asks for the contact email when the form gave none, and changes nothing without it', async () => {
    const id = await submitGroomer('No Mail Groomers', uniqueEmail('x'));
    // The form's email is blanked as an older submission might have it.
    await server.database.db.execute(
      `update form_submissions set values = values - 'email' where id = '${id}'` as never,
    );
    const refused = await server.api('POST', `/admin/registrations/${id}/status`, {
      token: staff.token,
      body: { status: 'approved' },
    });
    expect(refused.status).toBe(400);
    const detail = await server.api('GET', `/admin/registrations/${id}`, { token: staff.token });
    expect(detail.body.registration.status).toBe('new');
    const email = uniqueEmail('given');
    const given = await server.api('POST', `/admin/registrations/${id}/status`, {
      token: staff.token,
      body: { status: 'approved', email },
    });
    expect(given.status).toBe(200);
    expect(await invitationLink(email)).toBeTruthy();
  });

  it('lists a provider once it has an owner, by the pincodes it serves', async () => {
    const pro = await groomer('Pincode Paws');
    const near = await server.api('GET', '/providers?kind=groomer&pincode=411001');
    const listing = (near.body.providers as { id: string }[]).find((p) => p.id === pro.id);
    expect(listing).toMatchObject({
      name: 'Pincode Paws',
      services: [
        { name: 'Full Grooming', price: 1200, minutes: 60 },
        { name: 'Spa Day', price: 2400, minutes: 120 },
      ],
    });
    const far = await server.api('GET', '/providers?kind=groomer&pincode=110001');
    expect((far.body.providers as { id: string }[]).map((p) => p.id)).not.toContain(pro.id);
    expect((await server.api('GET', '/providers?pincode=11')).status).toBe(400);
  });
});

describe('a provider’s realm', () => {
  it('refuses other realms’ tokens on its routes, and its token on theirs', async () => {
    const pro = await groomer('Realm Groomers');
    const parent = await signUp(server);
    for (const [method, path] of [
      ['GET', '/pro/profile'],
      ['GET', '/pro/availability'],
      ['GET', '/pro/bookings'],
      ['GET', '/pro/auth/me'],
    ] as const) {
      expect((await server.api(method, path)).status, path).toBe(401);
      expect((await server.api(method, path, { token: parent.token })).status, path).toBe(403);
      expect((await server.api(method, path, { token: staff.token })).status, path).toBe(403);
      expect((await server.api(method, path, { token: pro.token })).status, path).toBe(200);
    }
    expect((await server.api('GET', '/bookings', { token: pro.token })).status).toBe(403);
    expect((await server.api('GET', '/user/address', { token: pro.token })).status).toBe(403);
    expect((await server.api('GET', '/admin/auth/me', { token: pro.token })).status).toBe(403);
  });

  it('never shows or changes another provider’s bookings', async () => {
    const a = await groomer('Alpha Groomers');
    const b = await groomer('Beta Groomers');
    const who = await customer(server, 'Ira Shah');
    const held = await book(who, a, '10:00');
    expect(held.status).toBe(201);
    expect((await pay(who, held.body)).status).toBe(200);
    const id = held.body.booking.id as string;
    const mine = await server.api('GET', `/pro/bookings?from=${TUESDAY}&to=${TUESDAY}`, {
      token: a.token,
    });
    expect((mine.body.bookings as ProviderBooking[]).map((x) => x.id)).toEqual([id]);
    expect(mine.body.bookings[0]).toMatchObject({
      service: 'Full Grooming',
      start: slotAt('10:00'),
      end: slotAt('11:00'),
      status: 'confirmed',
      pet: { name: 'Bruno', species: 'dog' },
      address: { pincode: '411001' },
      customer: { name: 'Ira Shah' },
    });
    const theirs = await server.api('GET', `/pro/bookings?from=${TUESDAY}&to=${TUESDAY}`, {
      token: b.token,
    });
    expect(theirs.body.bookings).toEqual([]);
    const poke = await server.api('POST', `/pro/bookings/${id}/status`, {
      token: b.token,
      body: { status: 'declined', reason: 'not mine' },
    });
    expect(poke.status).toBe(404);
    // And another pet parent cannot pay or see it.
    const other = await customer(server, 'Other Parent');
    expect((await server.api('GET', '/bookings', { token: other.token })).body.bookings).toEqual(
      [],
    );
  });
});

describe('booking a slot', () => {
  it('shows only the slots of the day’s hours, and takes a taken one out', async () => {
    const pro = await groomer('Slot Groomers');
    expect((await slots(pro)).map((s) => s.start)).toEqual(
      ['10:00', '11:00', '12:00', '14:00', '15:00', '16:00'].map(slotAt),
    );
    expect(await slots(pro, '2026-12-09')).toEqual([]); // a Wednesday: no hours
    const who = await customer(server, 'Slot Parent');
    const spa = await book(who, pro, '12:00', 'Spa Day');
    // Two hours from 12:00 would run into the lunch break.
    expect(spa.status).toBe(409);
    expect(spa.body.message).toBe(BOOKING_MESSAGES.notASlot);
    expect((await book(who, pro, '14:00', 'Spa Day')).status).toBe(201);
    const after = await slots(pro);
    expect(after.filter((s) => !s.available).map((s) => s.start)).toEqual(
      ['14:00', '15:00'].map(slotAt),
    );
  });

  it('fits a named service into the day, refuses an unknown one, and revalidates a day', async () => {
    const pro = await groomer('Service Groomers');
    const day = (query: string, headers?: Record<string, string>) =>
      server.api('GET', `/providers/${pro.id}/slots?date=${TUESDAY}${query}`, { headers });
    // Spa Day takes two hours: it neither runs into the lunch break nor past closing.
    const spa = await day(`&service=${encodeURIComponent('Spa Day')}`);
    expect((spa.body.slots as Slot[]).map((s) => s.start)).toEqual(
      ['10:00', '11:00', '14:00', '15:00'].map(slotAt),
    );
    const unknown = await day('&service=Moonwalk');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(BOOKING_MESSAGES.unknownService);
    // A day read again is answered 304 until a booking changes it.
    const first = await day('');
    const etag = first.headers.get('etag')!;
    expect((await day('', { 'if-none-match': etag })).status).toBe(304);
    const who = await customer(server, 'Service Parent');
    expect((await book(who, pro, '10:00')).status).toBe(201);
    const changed = await day('', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    const [before] = first.body.slots as Slot[];
    const [after] = changed.body.slots as Slot[];
    expect(after).toMatchObject({ start: slotAt('10:00'), left: before!.left - 1 });
  });

  it('gives ten pet parents racing for the last place one hold and nine clear 409s', async () => {
    const pro = await groomer('Race Groomers');
    const parents = await Promise.all(
      Array.from({ length: 10 }, (_, i) => customer(server, `Racer ${i}`)),
    );
    const answers = await Promise.all(parents.map((p) => book(p, pro, '11:00')));
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.body.message).toBe(BOOKING_MESSAGES.slotTaken);
    const slot = (await slots(pro)).find((s) => s.start === slotAt('11:00'))!;
    expect(slot).toMatchObject({ available: false, left: 0 });
  });

  it('frees a slot when its hold lapses unpaid; paying after someone else took it refunds', async () => {
    const pro = await groomer('Lapse Groomers');
    const slow = await customer(server, 'Slow Payer');
    const quick = await customer(server, 'Quick Payer');
    const held = await book(slow, pro, '16:00');
    expect(held.status).toBe(201);
    expect((await book(quick, pro, '16:00')).status).toBe(409);
    server.clock.advance(16 * 60_000);
    try {
      expect((await slots(pro)).find((s) => s.start === slotAt('16:00'))!.available).toBe(true);
      const taken = await book(quick, pro, '16:00');
      expect(taken.status).toBe(201);
      expect((await pay(quick, taken.body)).status).toBe(200);
      const late = await pay(slow, held.body);
      expect(late.status).toBe(409);
      expect(late.body.message).toBe(BOOKING_MESSAGES.holdLapsedRefunded);
      const [mine] = (await server.api('GET', '/bookings', { token: slow.token })).body.bookings;
      expect(mine).toMatchObject({ status: 'lapsed', refund: { status: 'processed' } });
    } finally {
      server.clock.set(MONDAY);
    }
  });

  it('is declined with a reason and refunded once; done waits for its time', async () => {
    const pro = await groomer('Decline Groomers');
    const who = await customer(server, 'Declined Parent');
    const held = await book(who, pro, '10:00');
    expect((await pay(who, held.body)).status).toBe(200);
    const id = held.body.booking.id as string;
    const status = (body: Record<string, unknown>) =>
      server.api('POST', `/pro/bookings/${id}/status`, { token: pro.token, body });
    expect((await status({ status: 'done' })).status).toBe(409);
    const noReason = await status({ status: 'declined' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe(BOOKING_MESSAGES.declineReason);
    const declined = await status({ status: 'declined', reason: 'The van is in the workshop.' });
    expect(declined.status).toBe(200);
    expect(declined.body.booking).toMatchObject({
      status: 'declined',
      reason: 'The van is in the workshop.',
      refund: { status: 'processed' },
    });
    expect((await status({ status: 'declined', reason: 'again' })).status).toBe(409);
    // The slot is free again.
    expect((await slots(pro)).find((s) => s.start === slotAt('10:00'))!.available).toBe(true);
  });
});

describe('moving a booking', () => {
  it('moves a paid booking to a free slot of its own; its pet parent may refuse it for a full refund', async () => {
    const pro = await groomer('Moving Groomers');
    const other = await groomer('Other Movers');
    const who = await customer(server, 'Moved Parent');
    const stranger = await customer(server, 'Stranger Parent');
    const held = await book(who, pro, '10:00');
    expect((await pay(who, held.body)).status).toBe(200);
    const taken = await book(stranger, pro, '14:00');
    expect((await pay(stranger, taken.body)).status).toBe(200);
    const id = held.body.booking.id as string;
    const move = (token: string, start: string) =>
      server.api('POST', `/pro/bookings/${id}/reschedule`, {
        token,
        body: { start, reason: 'The van is booked for servicing at 10.' },
      });

    expect((await move(other.token, slotAt('11:00'))).status).toBe(404);
    const full = await move(pro.token, slotAt('14:00'));
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(BOOKING_MESSAGES.slotTaken);
    expect((await move(pro.token, slotAt('10:00'))).body.message).toBe(BOOKING_MESSAGES.sameTime);
    expect((await move(pro.token, slotAt('13:00'))).body.message).toBe(BOOKING_MESSAGES.notASlot);
    expect((await move(pro.token, 'tomorrow')).status).toBe(400);
    // Nothing moved so far.
    expect(
      (await slots(pro)).filter((s) => !s.available).map((s) => s.start.slice(11, 16)),
    ).toEqual(['10:00', '14:00']);

    const moved = await move(pro.token, slotAt('11:00'));
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe(BOOKING_MESSAGES.moved);
    expect(moved.body.booking).toMatchObject({
      start: slotAt('11:00'),
      end: slotAt('12:00'),
      movedFrom: slotAt('10:00'),
      reason: 'The van is booked for servicing at 10.',
    });
    expect(
      (await slots(pro)).filter((s) => !s.available).map((s) => s.start.slice(11, 16)),
    ).toEqual(['11:00', '14:00']);

    // Only the owner of the booking refuses, and only a moved one; within the 24 hours too.
    const refuse = (as: Customer, bookingId = id) =>
      server.api('POST', `/bookings/${bookingId}/refuse`, { token: as.token });
    expect((await refuse(stranger)).status).toBe(404);
    const notMoved = await refuse(stranger, taken.body.booking.id as string);
    expect(notMoved.status).toBe(409);
    expect(notMoved.body.message).toBe(BOOKING_MESSAGES.notMoved);
    server.clock.set(new Date('2026-12-08T00:30:00Z')); // Tuesday 06:00, five hours before
    try {
      const refused = await refuse(who);
      expect(refused.status).toBe(200);
      expect(refused.body.message).toBe(BOOKING_MESSAGES.refused);
      expect(refused.body.booking).toMatchObject({
        status: 'cancelled',
        refund: { status: 'processed' },
      });
      expect((await refuse(who)).status).toBe(409);
      expect((await move(pro.token, slotAt('12:00'))).body.message).toBe(
        BOOKING_MESSAGES.notMovable,
      );
    } finally {
      server.clock.set(MONDAY);
    }
    expect(
      (await slots(pro)).filter((s) => !s.available).map((s) => s.start.slice(11, 16)),
    ).toEqual(['14:00']);
  });
});

describe('after the visit', () => {
  it('is marked done once its time has come, reviewed once by its own pet parent, and rated on the listing', async () => {
    const pro = await groomer('Review Groomers');
    const who = await customer(server, 'Reviewing Parent');
    const other = await customer(server, 'Other Reviewer');
    const held = await book(who, pro, '11:00');
    expect((await pay(who, held.body)).status).toBe(200);
    const id = held.body.booking.id as string;
    const review = (as: Customer, body: Record<string, unknown>) =>
      server.api('POST', `/bookings/${id}/review`, { token: as.token, body });
    expect((await review(who, { rating: 5 })).status).toBe(409); // not done yet
    server.clock.set(new Date('2026-12-08T07:00:00Z')); // Tuesday 12:30 in India
    try {
      const done = await server.api('POST', `/pro/bookings/${id}/status`, {
        token: pro.token,
        body: { status: 'done' },
      });
      expect(done.status).toBe(200);
      expect((await review(other, { rating: 1 })).status).toBe(404);
      expect((await review(who, { rating: 6 })).status).toBe(400);
      const first = await review(who, { rating: 4, comment: 'Gentle with Bruno.' });
      expect(first.status).toBe(201);
      expect((await review(who, { rating: 5 })).status).toBe(409);
      const listing = await server.api('GET', `/providers/${pro.id}`);
      expect(listing.body.provider).toMatchObject({ rating: 4, ratingCount: 1 });
      const reviews = await server.api('GET', `/providers/${pro.id}/reviews`);
      expect(reviews.body.reviews).toEqual([
        expect.objectContaining({ rating: 4, comment: 'Gentle with Bruno.', author: 'Reviewing' }),
      ]);
    } finally {
      server.clock.set(MONDAY);
    }
  });

  it('states the month: done bookings, commission, GST on it, net; as CSV too', async () => {
    const pro = await groomer('Statement Groomers', 2);
    const a = await customer(server, 'Statement One');
    const b = await customer(server, 'Statement Two');
    const ids: string[] = [];
    for (const [who, time, service] of [
      [a, '10:00', 'Full Grooming'],
      [b, '10:00', 'Spa Day'],
      [a, '14:00', 'Full Grooming'],
    ] as const) {
      const held = await book(who, pro, time, service);
      expect(held.status).toBe(201);
      expect((await pay(who, held.body)).status).toBe(200);
      ids.push(held.body.booking.id as string);
    }
    server.clock.set(new Date('2026-12-08T12:00:00Z')); // Tuesday 17:30 in India
    try {
      for (const id of ids.slice(0, 2))
        expect(
          (
            await server.api('POST', `/pro/bookings/${id}/status`, {
              token: pro.token,
              body: { status: 'done' },
            })
          ).status,
        ).toBe(200);
      await server.api('POST', `/pro/bookings/${ids[2]}/status`, {
        token: pro.token,
        body: { status: 'no-show' },
      });
      const res = await server.api('GET', '/pro/statement?month=2026-12', { token: pro.token });
      // 1,200 + 2,400 at the default 15 %: 540 commission, 97.20 GST on it.
      expect(res.body).toMatchObject({
        month: '2026-12',
        commissionPercent: 15,
        gross: 3600,
        commission: 540,
        gstOnCommission: 97.2,
        net: 2962.8,
        payout: null,
      });
      expect(res.body.bookings).toHaveLength(2);
      const csv = await fetch(`${server.url}/api/pro/statement?month=2026-12&format=csv`, {
        headers: { authorization: `Bearer ${pro.token}` },
      });
      expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
      const text = await csv.text();
      expect(text).toContain('"Net payable (₹)","2962.80"');
      expect(
        (await server.api('GET', '/pro/statement?month=2026-13', { token: pro.token })).status,
      ).toBe(400);
    } finally {
      server.clock.set(MONDAY);
    }
    // Back at Monday's clock (a staff session ends after 12 idle hours of the moved clock).
    // The operator records the month as paid, once.
    const payout = (body: Record<string, unknown>) =>
      server.api('POST', `/admin/providers/${pro.id}/payouts`, { token: staff.token, body });
    expect((await payout({ month: '2026-12', bankReference: 'UTR/2026/0042' })).status).toBe(201);
    expect((await payout({ month: '2026-12', bankReference: 'UTR/2026/0043' })).status).toBe(409);
    const again = await server.api('GET', '/pro/statement?month=2026-12', { token: pro.token });
    expect(again.body.payout).toMatchObject({ bankReference: 'UTR/2026/0042', amount: 2962.8 });
  });
});

describe('the back office’s providers', () => {
  it('lists them, sets commission, and a suspended one leaves every list and takes no booking', async () => {
    const pro = await groomer('Suspended Groomers');
    const list = await server.api('GET', '/admin/providers', { token: staff.token });
    expect(list.body.providers).toContainEqual(
      expect.objectContaining({
        id: pro.id,
        status: 'active',
        commissionPercent: 15,
        owner: pro.email,
      }),
    );
    const change = (body: Record<string, unknown>) =>
      server.api('PATCH', `/admin/providers/${pro.id}`, { token: staff.token, body });
    expect((await change({ commissionPercent: 12.5 })).status).toBe(200);
    expect((await change({ commissionPercent: 90 })).status).toBe(400);
    expect((await change({ status: 'suspended' })).status).toBe(200);
    const listed = await server.api('GET', '/providers?kind=groomer&pincode=411001');
    expect((listed.body.providers as { id: string }[]).map((p) => p.id)).not.toContain(pro.id);
    expect((await server.api('GET', `/providers/${pro.id}/slots?date=${TUESDAY}`)).status).toBe(
      404,
    );
    const who = await customer(server, 'Suspended Parent');
    expect((await book(who, pro, '10:00')).status).toBe(409);
    expect((await change({ status: 'active' })).status).toBe(200);
    expect((await book(who, pro, '10:00')).status).toBe(201);
    const audit = await server.api('GET', '/admin/audit?action=provider.update', {
      token: staff.token,
    });
    expect(JSON.stringify(audit.body)).toContain('provider.update');
  });
});
