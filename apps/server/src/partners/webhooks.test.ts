import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vetClinicForm } from '@petverse/forms/definitions';
import { SIGNATURE_HEADER, parsePartnerWebhooks, signature, standardSignature } from './webhooks';
import { multipart, validParts } from '../../test/formParts';
import { fromAddress, someAddress } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';

const PARTNER = 'https://clinic-chain.example';
const QUIET_PARTNER = 'https://quiet.example';
const SECRET = 'test-secret-0123456789abcdefghij';

/** A partner's own server receiving our deliveries, as docs/partners.md shows it verifying them. */
let receiver: Server;
let receiverUrl: string;
interface Arrival {
  body: string;
  signature: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}
const deliveries: Arrival[] = [];
let server: TestServer;

/** The verification a partner writes (docs/partners.md), run on what arrived. */
function verified(body: string, header: string | undefined, secret: string): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.split('=')));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Standard Webhooks' verification, as its libraries do it: the HMAC of "id.timestamp.body" with
 * the secret's bytes (a secret without `whsec_` is taken as its own bytes, `format: 'raw'`),
 * compared with each `v1,` signature of the header.
 */
function standardVerified({ body, headers }: Arrival, secret: string): boolean {
  const id = headers['webhook-id'] as string;
  const timestamp = headers['webhook-timestamp'] as string;
  const expected = createHmac('sha256', Buffer.from(secret, 'utf8'))
    .update(`${id}.${timestamp}.${body}`)
    .digest();
  return String(headers['webhook-signature'] ?? '')
    .split(' ')
    .some((entry) => {
      const [version, mac] = entry.split(',');
      const given = Buffer.from(mac ?? '', 'base64');
      return (
        version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected)
      );
    });
}

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      deliveries.push({
        body,
        signature: req.headers[SIGNATURE_HEADER.toLowerCase()] as string,
        headers: req.headers,
      });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/petverse`;
  server = await startTestServer({
    app: {
      partnerOrigins: [PARTNER, QUIET_PARTNER],
      partnerWebhooks: new Map([[PARTNER, { url: receiverUrl, secret: SECRET }]]),
    },
  });
});
afterAll(async () => {
  await server?.close();
  receiver?.close();
});

const submit = (origin: string | undefined, extra: Record<string, string> = {}) =>
  server.api('POST', '/forms/vetClinic', {
    body: multipart({ ...validParts(vetClinicForm), ...extra }),
    headers: { ...fromAddress(someAddress()), ...(origin ? { origin } : {}) },
  });

describe('partner webhooks', () => {
  it('post each registration from the partner’s pages to its webhook, signed with its secret', async () => {
    const res = await submit(PARTNER, { 'hidden.branch': 'PN-02' });
    expect(res.status).toBe(201);
    await expect.poll(() => deliveries.length, { timeout: 10_000 }).toBe(1);
    const [delivery] = deliveries;
    expect(verified(delivery!.body, delivery!.signature, SECRET)).toBe(true);
    expect(standardVerified(delivery!, SECRET)).toBe(true);
    expect(standardVerified(delivery!, 'another secret of enough length')).toBe(false);
    expect(delivery!.headers['webhook-id']).toMatch(/^[0-9a-f-]{36}$/);
    const sentAt = Number(delivery!.headers['webhook-timestamp']);
    expect(Math.abs(server.clock.now().getTime() / 1000 - sentAt)).toBeLessThan(30);
    expect(verified(delivery!.body, delivery!.signature, 'another secret of enough length')).toBe(
      false,
    );
    const body = JSON.parse(delivery!.body);
    expect(body).toMatchObject({
      event: 'registration.submitted',
      id: res.body._id,
      form: 'vetClinic',
      formTitle: vetClinicForm.title,
      partnerOrigin: PARTNER,
      hidden: { branch: 'PN-02' },
    });
    expect(body.answers).toContainEqual(
      expect.objectContaining({ name: 'clinicName', label: 'Clinic Name' }),
    );
  });

  it('post nothing for our own site or a partner without a webhook, nor for a refused form', async () => {
    const before = deliveries.length;
    expect((await submit(undefined)).status).toBe(201);
    expect((await submit(QUIET_PARTNER)).status).toBe(201);
    expect((await submit(PARTNER, { pincode: '12' })).status).toBe(400);
    // One more that is delivered, after them: the queue has passed the others by then.
    expect((await submit(PARTNER)).status).toBe(201);
    await expect.poll(() => deliveries.length, { timeout: 10_000 }).toBe(before + 1);
    expect(JSON.parse(deliveries.at(-1)!.body).partnerOrigin).toBe(PARTNER);
  });
});

describe('PARTNER_WEBHOOKS', () => {
  const origins = [PARTNER];
  it('reads origin|url|secret entries for listed partner origins', () => {
    const hooks = parsePartnerWebhooks(
      ` ${PARTNER}/ | https://hooks.example/petverse | ${SECRET} `,
      origins,
    );
    expect([...hooks]).toEqual([
      [PARTNER, { url: 'https://hooks.example/petverse', secret: SECRET }],
    ]);
    expect(parsePartnerWebhooks(undefined, origins).size).toBe(0);
  });

  it('refuses a malformed entry, naming its origin but never its secret', () => {
    const refusal = (value: string) => {
      try {
        parsePartnerWebhooks(value, origins);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(refusal(`${PARTNER}|https://hooks.example`)).toMatch(/must be origin\|url\|secret/);
    expect(refusal(`https://stranger.example|https://hooks.example|${SECRET}`)).toMatch(
      /not in PARTNER_ORIGINS/,
    );
    expect(refusal(`${PARTNER}|ftp://hooks.example|${SECRET}`)).toMatch(/http\(s\)/);
    const short = refusal(`${PARTNER}|https://hooks.example|short-secret`);
    expect(short).toMatch(/at least 24 characters/);
    expect(short).not.toContain('short-secret');
  });

  it('reads a whsec_ secret as Standard Webhooks’ base64, and refuses a short or malformed one', () => {
    const standard = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    expect(
      parsePartnerWebhooks(`${PARTNER}|https://hooks.example|${standard}`, origins).get(PARTNER),
    ).toEqual({ url: 'https://hooks.example', secret: standard });
    for (const bad of ['whsec_c2hvcnQ=', 'whsec_not base64 at all, but long enough'])
      expect(() =>
        parsePartnerWebhooks(`${PARTNER}|https://hooks.example|${bad}`, origins),
      ).toThrow(/whsec_ secret must be the base64 of 24 to 64 bytes/);
  });

  it('signs as Standard Webhooks’ published example (its libraries’ test vector)', () => {
    expect(
      standardSignature(
        'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        'msg_p5jXN8AQM9LWM0D4loKWxJek',
        1614265330,
        '{"test": 2432232314}',
      ),
    ).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('signs the body with the time, as the deprecated header says', () => {
    expect(signature(SECRET, '{"a":1}', 1_790_000_000)).toBe(
      `t=1790000000,v1=${createHmac('sha256', SECRET).update('1790000000.{"a":1}').digest('hex')}`,
    );
  });
});
