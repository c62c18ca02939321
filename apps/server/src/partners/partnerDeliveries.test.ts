import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerDeliveriesResponse } from '@petverse/api/contract';
import { vetClinicForm } from '@petverse/forms/definitions';
import { multipart, validParts } from '../../test/formParts';
import { fromAddress, someAddress } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';
import { ownerOf, staffMember, type StaffSession } from '../../test/staff.fixtures';

const CLINICS = 'https://clinic-chain.example';
const GROOMERS = 'https://groomers.example';
const QUIET = 'https://quiet.example';
const SECRET = 'test-secret-0123456789abcdefghij';

/** A partner's server: records what arrives, and answers with the next status it is told to. */
interface Receiver {
  server: Server;
  url: string;
  arrivals: { headers: IncomingHttpHeaders; body: any }[];
  answers: number[];
}
async function receiver(): Promise<Receiver> {
  const r = { arrivals: [], answers: [] } as unknown as Receiver;
  r.server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      r.arrivals.push({ headers: req.headers, body: JSON.parse(body) });
      res.writeHead(r.answers.shift() ?? 204).end();
    });
  });
  await new Promise<void>((resolve) => r.server.listen(0, '127.0.0.1', resolve));
  r.url = `http://127.0.0.1:${(r.server.address() as AddressInfo).port}/hooks`;
  return r;
}

let clinics: Receiver;
let groomers: Receiver;
let server: TestServer;
let partnerships: StaffSession;
let catalogue: StaffSession;

beforeAll(async () => {
  [clinics, groomers] = await Promise.all([receiver(), receiver()]);
  server = await startTestServer({
    app: {
      partnerOrigins: [CLINICS, GROOMERS, QUIET],
      partnerWebhooks: new Map([
        [CLINICS, { url: clinics.url, secret: SECRET }],
        [GROOMERS, { url: groomers.url, secret: SECRET }],
      ]),
    },
  });
  [partnerships, catalogue] = await Promise.all([
    staffMember(server, 'partnerships'),
    staffMember(server, 'catalogue'),
  ]);
});
afterAll(async () => {
  await server?.close();
  clinics?.server.close();
  groomers?.server.close();
});

const submitFrom = (origin: string) =>
  server.api('POST', '/forms/vetClinic', {
    body: multipart(validParts(vetClinicForm)),
    headers: { ...fromAddress(someAddress()), origin },
  });
const log = async (
  origin: string,
  token = partnerships.token,
): Promise<{ status: number; body: PartnerDeliveriesResponse }> =>
  server.api('GET', `/admin/partners/deliveries?origin=${encodeURIComponent(origin)}`, { token });
/** The partner's log once its newest delivery is no longer waiting for its first attempt. */
const settled = async (origin: string) => {
  await expect
    .poll(async () => (await log(origin)).body.deliveries[0]?.attempts ?? 0, { timeout: 10_000 })
    .toBeGreaterThan(0);
  return (await log(origin)).body;
};

describe('the partners’ delivery log', () => {
  it('lists every partner site and its webhook, never its secret', async () => {
    const res = await server.api('GET', '/admin/partners', { token: partnerships.token });
    expect(res.status).toBe(200);
    expect(res.body.partners).toEqual([
      { origin: CLINICS, webhookUrl: clinics.url },
      { origin: GROOMERS, webhookUrl: groomers.url },
      { origin: QUIET, webhookUrl: null },
    ]);
    expect(JSON.stringify(res.body)).not.toContain(SECRET);
  });

  it('shows a delivered registration under its partner only, with the id the partner received', async () => {
    const submitted = await submitFrom(CLINICS);
    expect(submitted.status).toBe(201);
    const body = await settled(CLINICS);
    const [delivery] = body.deliveries;
    expect(delivery).toMatchObject({
      event: 'registration.submitted',
      submissionId: submitted.body._id,
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 204,
      lastError: null,
      nextAttemptAt: null,
    });
    expect(clinics.arrivals.at(-1)!.headers['webhook-id']).toBe(delivery!._id);
    expect((await log(GROOMERS)).body.deliveries).toEqual([]);
  });

  it('keeps a refused delivery pending with its status and next retry, and a resend carries the same id', async () => {
    clinics.answers.push(503);
    const submitted = await submitFrom(CLINICS);
    const [failed] = (await settled(CLINICS)).deliveries;
    expect(failed).toMatchObject({
      submissionId: submitted.body._id,
      status: 'pending',
      attempts: 1,
      lastStatusCode: 503,
      lastError: 'answered 503',
    });
    await expect
      .poll(async () => (await log(CLINICS)).body.deliveries[0]?.nextAttemptAt, { timeout: 10_000 })
      .not.toBeNull();
    const { nextAttemptAt, lastAttemptAt } = (await log(CLINICS)).body.deliveries[0]!;
    expect(Date.parse(nextAttemptAt!)).toBeGreaterThan(Date.parse(lastAttemptAt!));

    const resent = await server.api('POST', `/admin/partners/deliveries/${failed!._id}/resend`, {
      token: partnerships.token,
    });
    expect(resent.status).toBe(202);
    expect(resent.body.message).toBe(`Sending it again to ${CLINICS}, with the same id.`);
    await expect
      .poll(async () => (await log(CLINICS)).body.deliveries[0]?.status, { timeout: 10_000 })
      .toBe('delivered');
    const [delivered] = (await log(CLINICS)).body.deliveries;
    expect(delivered).toMatchObject({ _id: failed!._id, attempts: 2, lastStatusCode: 204 });
    // Both attempts reached the partner under one id: it keeps one copy.
    const ids = clinics.arrivals
      .filter((a) => a.body.id === submitted.body._id)
      .map((a) => a.headers['webhook-id']);
    expect(ids).toEqual([failed!._id, failed!._id]);
  });

  it('sends a test event to the partner, on the audit log', async () => {
    const sent = await server.api('POST', '/admin/partners/test', {
      token: partnerships.token,
      body: { origin: GROOMERS },
    });
    expect(sent.status).toBe(202);
    expect(sent.body.delivery).toMatchObject({ event: 'webhook.test', status: 'pending' });
    await expect.poll(() => groomers.arrivals.length, { timeout: 10_000 }).toBe(1);
    expect(groomers.arrivals[0]!.body).toMatchObject({
      event: 'webhook.test',
      id: sent.body.delivery._id,
      partnerOrigin: GROOMERS,
    });
    expect(groomers.arrivals[0]!.headers['webhook-id']).toBe(sent.body.delivery._id);
    const owner = await ownerOf(server);
    const audit = await server.api('GET', `/admin/audit?target=${sent.body.delivery._id}`, {
      token: owner.token,
    });
    expect(audit.body.entries).toContainEqual(
      expect.objectContaining({
        action: 'partner.delivery-test',
        staff: expect.objectContaining({ email: partnerships.email }),
        target: { type: 'partner_delivery', id: sent.body.delivery._id },
      }),
    );
  });

  it('refuses what names no partner, no webhook or no delivery, and changes nothing', async () => {
    const before = (await log(GROOMERS)).body.deliveries.length;
    const token = partnerships.token;
    const cases: [Promise<{ status: number; body: any }>, number, string | RegExp][] = [
      [log('https://stranger.example'), 404, 'https://stranger.example is not a partner site.'],
      [server.api('GET', '/admin/partners/deliveries', { token }), 400, /origin/],
      [
        server.api('GET', `/admin/partners/deliveries?origin=${GROOMERS}&limit=500`, { token }),
        400,
        'limit must be a whole number from 1 to 50.',
      ],
      [
        server.api('POST', '/admin/partners/test', { token, body: { origin: QUIET } }),
        409,
        `${QUIET} has no webhook: the operator sets one in PARTNER_WEBHOOKS.`,
      ],
      [server.api('POST', '/admin/partners/test', { token, body: {} }), 400, /origin/],
      [
        server.api('POST', '/admin/partners/test', { token, body: { origin: 'not an origin' } }),
        404,
        'not an origin is not a partner site.',
      ],
      [
        server.api(
          'POST',
          '/admin/partners/deliveries/00000000-0000-4000-8000-000000000000/resend',
          { token },
        ),
        404,
        'Delivery not found',
      ],
      [server.api('POST', '/admin/partners/deliveries/nope/resend', { token }), 400, /id/],
    ];
    for (const [answer, status, message] of cases) {
      const res = await answer;
      expect(res.status).toBe(status);
      expect(res.body.message).toMatch(message);
    }
    expect((await log(GROOMERS)).body.deliveries).toHaveLength(before);
  });

  it('is closed to other roles (403) and to requests without a staff token (401)', async () => {
    expect((await log(CLINICS, catalogue.token)).status).toBe(403);
    const test = { body: { origin: CLINICS } };
    expect(
      (await server.api('POST', '/admin/partners/test', { ...test, token: catalogue.token }))
        .status,
    ).toBe(403);
    expect((await server.api('POST', '/admin/partners/test', test)).status).toBe(401);
    expect((await server.api('GET', '/admin/partners')).status).toBe(401);
  });
});
