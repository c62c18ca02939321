import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { customer } from '../../test/grooming.fixtures';
import { signUp, uniqueEmail } from '../../test/fixtures';
import { ownerOf, type StaffSession } from '../../test/staff.fixtures';
import { MONDAY, PASSWORD, bookOn, groomerOn, invitationLinkOf, payOn, type Pro } from './testing';

/*
 * A provider's private calendar feed (issue 52 item 5): its paid bookings as iCalendar at a
 * secret address any calendar app reads; an owner resets the address and the old one stops.
 */

let server: TestServer;
let staff: StaffSession;

beforeAll(async () => {
  server = await startTestServer();
  server.clock.set(MONDAY);
  staff = await ownerOf(server);
});
afterAll(() => server.close());

const feedPath = (url: string) => new URL(url).pathname.replace(/^\/api/, '');
const feedOf = async (pro: Pro) =>
  (await server.api('GET', '/pro/calendar', { token: pro.token })).body.url as string;

describe('a provider’s calendar feed', () => {
  it('lists its paid bookings as iCalendar at a secret address, and nobody else’s', async () => {
    const pro = await groomerOn(server, staff, 'Feed Groomers');
    const other = await groomerOn(server, staff, 'Other Feed Groomers');
    const who = await customer(server, 'Feed Parent');
    const paid = await bookOn(server, who, pro, '10:00');
    expect((await payOn(server, who, paid.body)).status).toBe(200);
    const held = await bookOn(server, who, pro, '14:00'); // held, never paid
    expect(held.status).toBe(201);
    const elsewhere = await bookOn(server, who, other, '11:00');
    expect((await payOn(server, who, elsewhere.body)).status).toBe(200);

    const url = await feedOf(pro);
    expect(url).toMatch(/\/api\/calendar\/[\w-]{20,}\.ics$/);
    expect(await feedOf(pro)).toBe(url); // the same address until it is reset
    const feed = await server.api('GET', feedPath(url));
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = feed.body as string;
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain('X-WR-CALNAME:Feed Groomers — Petverse');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text).toContain(`UID:${paid.body.booking.id}@petverse`);
    expect(text).toContain('SUMMARY:Full Grooming · Bruno');
    expect(text).toContain('DTSTART:20261208T043000Z'); // 10:00 in India
    expect(text).toContain('DTEND:20261208T053000Z');
    expect(text).toContain('STATUS:TENTATIVE'); // paid, not yet accepted
    expect(text).toContain('Feed Parent');
    expect(text).toContain('411001');

    const theirs = (await server.api('GET', feedPath(await feedOf(other)))).body as string;
    expect(theirs).not.toContain(paid.body.booking.id);
    expect(theirs).toContain(elsewhere.body.booking.id);
  });

  it('an owner resets the address: the old one no longer works; a member may read but not reset', async () => {
    const pro = await groomerOn(server, staff, 'Reset Feed Groomers');
    const old = await feedOf(pro);
    const email = uniqueEmail('feed-member');
    await server.api('POST', '/pro/team/invitations', {
      token: pro.token,
      body: { email, role: 'member' },
    });
    const link = decodeURIComponent((await invitationLinkOf(server, email))!);
    const member = await server.api('POST', '/pro/invite', {
      body: { token: link, name: 'Feed Member', password: PASSWORD },
    });
    const memberToken = member.body.token as string;
    expect((await server.api('GET', '/pro/calendar', { token: memberToken })).body.url).toBe(old);
    expect((await server.api('POST', '/pro/calendar/reset', { token: memberToken })).status).toBe(
      403,
    );

    const reset = await server.api('POST', '/pro/calendar/reset', { token: pro.token });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('A new calendar address is made: the old one no longer works.');
    expect(reset.body.url).not.toBe(old);
    const gone = await server.api('GET', feedPath(old));
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(
      'This calendar address no longer works. Copy the new one from the portal.',
    );
    expect((await server.api('GET', feedPath(reset.body.url as string))).status).toBe(200);
    expect((await server.api('GET', '/calendar/not-a-secret.ics')).status).toBe(400);
  });

  it('refuses other realms on the portal’s calendar calls', async () => {
    const parent = await signUp(server);
    for (const [method, path] of [
      ['GET', '/pro/calendar'],
      ['POST', '/pro/calendar/reset'],
    ] as const) {
      expect((await server.api(method, path)).status, path).toBe(401);
      expect((await server.api(method, path, { token: parent.token })).status, path).toBe(403);
      expect((await server.api(method, path, { token: staff.token })).status, path).toBe(403);
    }
  });
});
