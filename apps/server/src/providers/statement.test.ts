import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { customer } from '../../test/grooming.fixtures';
import { ownerOf, type StaffSession } from '../../test/staff.fixtures';
import { signUp, type SignedUp } from '../../test/fixtures';
import { pdfText } from '../../test/pdfText';
import { MONDAY, bookOn, groomerOn, payOn, type Pro } from './testing';

/*
 * A provider's month as a PDF, in the portal and the back office: the page's figures, for its own
 * provider only, and clear 400s for a month or format it cannot be.
 */
let server: TestServer;
let staff: StaffSession;
let parent: SignedUp;
let pro: Pro;
let other: Pro;

/** A file the API answers, read whole, with who asks. */
const download = async (path: string, token?: string) => {
  const res = await fetch(`${server.url}/api${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};

beforeAll(async () => {
  server = await startTestServer();
  server.clock.set(MONDAY);
  staff = await ownerOf(server);
  parent = await signUp(server);
  pro = await groomerOn(server, staff, 'Ledger Groomers', 2);
  other = await groomerOn(server, staff, 'Other Ledger Groomers');
  // Two bookings on Tuesday 8 December, paid, then done once their time has come.
  const who = await customer(server, 'Ledger Parent');
  const ids: string[] = [];
  for (const service of ['Full Grooming', 'Spa Day']) {
    const held = await bookOn(server, who, pro, '10:00', service);
    expect(held.status).toBe(201);
    expect((await payOn(server, who, held.body)).status).toBe(200);
    ids.push(held.body.booking.id as string);
  }
  server.clock.set(new Date('2026-12-08T12:00:00Z')); // Tuesday 17:30 in India
  for (const id of ids) {
    const done = await server.api('POST', `/pro/bookings/${id}/status`, {
      token: pro.token,
      body: { status: 'done' },
    });
    expect(done.status).toBe(200);
  }
  // Back at Monday's clock: a staff session ends after 12 idle hours of the moved clock.
  server.clock.set(MONDAY);
});
afterAll(() => server.close());

describe('the statement as a PDF', () => {
  it('gives the provider its month as a PDF with the page’s figures', async () => {
    const { res, bytes } = await download('/pro/statement?month=2026-12&format=pdf', pro.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="petverse-statement-2026-12.pdf"',
    );
    const text = pdfText(bytes);
    expect(text).toContain('Statement for December 2026');
    expect(text).toContain('Ledger Groomers');
    expect(text).toMatch(/8 Dec 2026\s+10:00 am\s+Full Grooming\s+₹1,200\.00/);
    expect(text).toMatch(/Spa Day\s+₹2,400\.00/);
    // 1,200 + 2,400 at the default 15 %: 540 commission, 97.20 GST on it, 2,962.80 payable.
    expect(text).toContain('Bookings done: 2');
    expect(text).toContain('Gross (paid by pet parents): ₹3,600.00');
    expect(text).toContain('Commission (15%): ₹540.00');
    expect(text).toContain('GST on commission (18%): ₹97.20');
    expect(text).toContain('Net payable: ₹2,962.80');
    expect(text).toContain('Not paid yet.');
    expect(text).toContain('No money moves through Petverse yet');
  });

  it('says a month without done bookings plainly', async () => {
    const { res, bytes } = await download('/pro/statement?month=2026-11&format=pdf', pro.token);
    expect(res.status).toBe(200);
    const text = pdfText(bytes);
    expect(text).toContain('Statement for November 2026');
    expect(text).toContain('No booking was done this month.');
    expect(text).toContain('Net payable: ₹0.00');
  });

  it('gives the back office any provider’s PDF, with the payout once recorded', async () => {
    const paid = await server.api('POST', `/admin/providers/${pro.id}/payouts`, {
      token: staff.token,
      body: { month: '2026-12', bankReference: 'UTR/2026/0099' },
    });
    expect(paid.status).toBe(201);
    const { res, bytes } = await download(
      `/admin/providers/${pro.id}/statement?month=2026-12&format=pdf`,
      staff.token,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(bytes);
    expect(text).toContain('Net payable: ₹2,962.80');
    expect(text).toMatch(
      /Paid on \d{1,2} \w{3,4} 2026: ₹2,962\.80, bank reference UTR\/2026\/0099\./,
    );
    const csv = await download(
      `/admin/providers/${pro.id}/statement?month=2026-12&format=csv`,
      staff.token,
    );
    expect(csv.res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.bytes.toString('utf8')).toContain('"Net payable (₹)","2962.80"');
  });
});

describe('who may read it', () => {
  it('gives another provider only its own month, never this one’s', async () => {
    const { res, bytes } = await download('/pro/statement?month=2026-12&format=pdf', other.token);
    expect(res.status).toBe(200);
    const text = pdfText(bytes);
    expect(text).toContain('Other Ledger Groomers');
    expect(text).not.toContain('Full Grooming');
    expect(text).toContain('Net payable: ₹0.00');
    // The back office's route is not a provider's.
    const admin = await download(
      `/admin/providers/${pro.id}/statement?month=2026-12&format=pdf`,
      other.token,
    );
    expect(admin.res.status).toBe(403);
  });

  it('refuses no session, a pet parent’s and a staff token on the portal’s PDF', async () => {
    const path = '/pro/statement?month=2026-12&format=pdf';
    expect((await download(path)).res.status).toBe(401);
    expect((await download(path, parent.token)).res.status).toBe(403);
    expect((await download(path, staff.token)).res.status).toBe(403);
    const admin = `/admin/providers/${pro.id}/statement?month=2026-12&format=pdf`;
    expect((await download(admin)).res.status).toBe(401);
    expect((await download(admin, parent.token)).res.status).toBe(403);
  });
});

describe('what it cannot be', () => {
  it('answers a month or format it cannot be with a clear 400', async () => {
    for (const month of ['2026-13', '12-2026', 'december', ''])
      for (const path of [
        `/pro/statement?month=${month}&format=pdf`,
        `/admin/providers/${pro.id}/statement?month=${month}&format=pdf`,
      ]) {
        const res = await server.api('GET', path, {
          token: path.startsWith('/pro') ? pro.token : staff.token,
        });
        expect(res.status, path).toBe(400);
        expect(res.body.message, path).toBe('month is written YYYY-MM, such as 2026-12.');
      }
    const noMonth = await server.api('GET', '/pro/statement?format=pdf', { token: pro.token });
    expect(noMonth.status).toBe(400);
    for (const path of [
      '/pro/statement?month=2026-12&format=docx',
      `/admin/providers/${pro.id}/statement?month=2026-12&format=xlsx`,
    ]) {
      const res = await server.api('GET', path, {
        token: path.startsWith('/pro') ? pro.token : staff.token,
      });
      expect(res.status, path).toBe(400);
      expect(res.body.message, path).toBe('format is json, csv or pdf.');
    }
    const unknown = await server.api(
      'GET',
      '/admin/providers/00000000-0000-4000-8000-000000000000/statement?month=2026-12&format=pdf',
      { token: staff.token },
    );
    expect(unknown.status).toBe(404);
    const badId = await server.api('GET', '/admin/providers/nope/statement?month=2026-12', {
      token: staff.token,
    });
    expect(badId.status).toBe(400);
  });
});
