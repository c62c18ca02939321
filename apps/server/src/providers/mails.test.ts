import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { customer } from '../../test/grooming.fixtures';
import { ownerOf, type StaffSession } from '../../test/staff.fixtures';
import { recipient, startSmtpInbox, type SmtpInbox } from '../../test/smtpInbox';
import { MONDAY, bookOn, groomerOn, payOn } from './testing';

/** A booking's mails through SMTP, sent by the mail worker from the jobs of each change. */
let server: TestServer;
let staff: StaffSession;
let inbox: SmtpInbox;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startTestServer({ app: { smtpUrl: inbox.url, mailWorker: true } });
  server.clock.set(MONDAY);
  staff = await ownerOf(server);
});
afterAll(async () => {
  await server.close();
  await inbox.close();
});

const linkFromInbox = async (email: string) => {
  const [mail] = await inbox.waitFor(
    (m) => recipient(m).includes(email) && /\/pro\/invite\?token=/.test(m.text ?? ''),
  );
  return /\/pro\/invite\?token=([\w%-]+)/.exec(mail!.text ?? '')?.[1] ?? null;
};

describe('a booking’s mails', () => {
  it('tell the pet parent it is confirmed and the provider it is new; a decline tells why and refunds', async () => {
    const pro = await groomerOn(server, staff, 'Mailing Groomers', 1, linkFromInbox);
    const who = await customer(server, 'Mailed Parent');
    const held = await bookOn(server, who, pro, '10:00');
    expect((await payOn(server, who, held.body)).status).toBe(200);
    const [confirmed] = await inbox.waitFor(
      (m) => recipient(m).includes(who.email) && /is confirmed/.test(m.subject ?? ''),
    );
    expect(confirmed!.subject).toBe('Your booking on Tue, 8 Dec, 2026 is confirmed');
    const [fresh] = await inbox.waitFor(
      (m) => recipient(m).includes(pro.email) && /^New booking/.test(m.subject ?? ''),
    );
    expect(fresh!.subject).toBe('New booking on Tue, 8 Dec, 2026: Full Grooming');
    expect(fresh!.text).toContain('Mailed Parent');
    expect(fresh!.text).toContain('10:00 am');

    const declined = await server.api('POST', `/pro/bookings/${held.body.booking.id}/status`, {
      token: pro.token,
      body: { status: 'declined', reason: 'The van is in the workshop.' },
    });
    expect(declined.status).toBe(200);
    const [sorry] = await inbox.waitFor(
      (m) => recipient(m).includes(who.email) && /cannot take your booking/.test(m.subject ?? ''),
    );
    expect(sorry!.text).toContain('The van is in the workshop.');
    expect(sorry!.text).toContain('₹1,200.00 is refunded');
  });

  it('tell the provider when a pet parent cancels in time, refunded in full', async () => {
    const pro = await groomerOn(server, staff, 'Cancelled Groomers', 1, linkFromInbox);
    const who = await customer(server, 'Cancelling Parent');
    const held = await bookOn(server, who, pro, '16:00');
    expect((await payOn(server, who, held.body)).status).toBe(200);
    const cancel = () =>
      server.api('POST', `/bookings/${held.body.booking.id}/cancel`, { token: who.token });
    const other = await customer(server, 'Not The Owner');
    expect(
      (await server.api('POST', `/bookings/${held.body.booking.id}/cancel`, { token: other.token }))
        .status,
    ).toBe(404);
    const done = await cancel();
    expect(done.status).toBe(200);
    expect(done.body.booking).toMatchObject({
      status: 'cancelled',
      refund: { status: 'processed' },
    });
    expect((await cancel()).status).toBe(409);
    const [told] = await inbox.waitFor(
      (m) => recipient(m).includes(pro.email) && /cancelled/.test(m.subject ?? ''),
    );
    expect(told!.subject).toBe('Booking on Tue, 8 Dec, 2026 cancelled: Full Grooming');
  });

  it('tell the pet parent of a new time, and the provider when it is refused', async () => {
    const pro = await groomerOn(server, staff, 'Moving Mail Groomers', 1, linkFromInbox);
    const who = await customer(server, 'Moved Mail Parent');
    const held = await bookOn(server, who, pro, '10:00');
    expect((await payOn(server, who, held.body)).status).toBe(200);
    const id = held.body.booking.id as string;
    const moved = await server.api('POST', `/pro/bookings/${id}/reschedule`, {
      token: pro.token,
      body: { start: '2026-12-08T15:00:00+05:30', reason: 'Our groomer is ill in the morning.' },
    });
    expect(moved.status).toBe(200);
    const [told] = await inbox.waitFor(
      (m) => recipient(m).includes(who.email) && /moved your booking/.test(m.subject ?? ''),
    );
    expect(told!.subject).toBe('Moving Mail Groomers moved your booking to Tue, 8 Dec, 2026');
    expect(told!.text).toContain('3:00 pm');
    expect(told!.text).toContain('It was on Tue, 8 Dec, 2026 at 10:00 am.');
    expect(told!.text).toContain('Our groomer is ill in the morning.');
    expect(told!.text).toContain('/auth/profile/bookings');
    const [team] = await inbox.waitFor(
      (m) => recipient(m).includes(pro.email) && /^Booking moved/.test(m.subject ?? ''),
    );
    expect(team!.subject).toBe('Booking moved to Tue, 8 Dec, 2026: Full Grooming');

    expect((await server.api('POST', `/bookings/${id}/refuse`, { token: who.token })).status).toBe(
      200,
    );
    const [refused] = await inbox.waitFor(
      (m) => recipient(m).includes(pro.email) && /refused/.test(m.subject ?? ''),
    );
    expect(refused!.subject).toBe('New time refused on Tue, 8 Dec, 2026: Full Grooming');
  });

  it('refuses a cancellation within 24 hours of the slot', async () => {
    const pro = await groomerOn(server, staff, 'Late Groomers', 1, linkFromInbox);
    const who = await customer(server, 'Late Parent');
    const held = await bookOn(server, who, pro, '12:00');
    expect((await payOn(server, who, held.body)).status).toBe(200);
    server.clock.set(new Date('2026-12-07T12:00:00Z')); // Monday 17:30: 18.5 hours before
    try {
      const late = await server.api('POST', `/bookings/${held.body.booking.id}/cancel`, {
        token: who.token,
      });
      expect(late.status).toBe(409);
      expect(late.body.message).toMatch(/up to 24 hours before the slot/);
    } finally {
      server.clock.set(MONDAY);
    }
  });
});
