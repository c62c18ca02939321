import { createHmac, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { allFields, registrationForms } from '@petverse/forms/definitions';
import type { Database, Tx } from '../db/client';
import { formSubmissions } from '../forms/tables';
import type { JobQueue } from '../platform/jobs';
import { partnerDeliveries } from './tables';

type Delivery = typeof partnerDeliveries.$inferSelect;

/** Records a delivery and queues its first attempt, in the caller's transaction. */
export async function newDelivery(
  jobs: JobQueue,
  tx: Tx,
  what: { origin: string; event: Delivery['event']; submissionId?: string },
): Promise<Delivery> {
  const id = randomUUID();
  const jobId = await jobs.send<WebhookJob>(tx, 'webhook', { deliveryId: id });
  const [row] = await tx
    .insert(partnerDeliveries)
    .values({
      id,
      partnerOrigin: what.origin,
      event: what.event,
      submissionId: what.submissionId ?? null,
      jobId,
    })
    .returning();
  return row!;
}

/** A partner site's webhook: where each registration from its pages is posted, and its secret. */
export interface PartnerWebhook {
  url: string;
  secret: string;
}

/**
 * The headers of Standard Webhooks (standardwebhooks.com, version 1): the delivery's id (the same
 * on every retry and resend, so a partner keeps one), the attempt's time, and `v1,<base64
 * HMAC-SHA256 of "id.timestamp.body">`.
 */
const WEBHOOK_ID_HEADER = 'webhook-id';
const WEBHOOK_TIMESTAMP_HEADER = 'webhook-timestamp';
const WEBHOOK_SIGNATURE_HEADER = 'webhook-signature';
/**
 * Deprecated: the signature docs/partners.md promised before Standard Webhooks,
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, still sent for partners that check it.
 */
export const SIGNATURE_HEADER = 'Petverse-Signature';
/**
 * A delivery not answered with a 2xx within this has failed, and is retried (QUEUES.webhook).
 * Standard Webhooks recommends 15 to 30 s.
 */
const DELIVERY_TIMEOUT_MS = 15_000;
const MIN_SECRET_LENGTH = 24;
/** A secret in Standard Webhooks' own form: `whsec_` and the base64 of 24 to 64 random bytes. */
const STANDARD_SECRET = /^whsec_((?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?)$/;

/**
 * The HMAC key of Standard Webhooks' signature: a `whsec_` secret's base64 bytes, as the
 * standard's libraries read it; any other secret's own UTF-8 bytes (the same secret as the
 * deprecated header's, which a partner's library takes as `whsec_` + its base64).
 */
export function signingKey(secret: string): Buffer {
  const standard = STANDARD_SECRET.exec(secret);
  return standard ? Buffer.from(standard[1]!, 'base64') : Buffer.from(secret, 'utf8');
}

/**
 * PARTNER_WEBHOOKS: comma-separated `origin|url|secret` entries, one per partner origin (which
 * must be in PARTNER_ORIGINS). A malformed entry stops the server with a message naming it; the
 * secret is never named.
 */
export function parsePartnerWebhooks(
  value: string | undefined,
  partnerOrigins: readonly string[],
): Map<string, PartnerWebhook> {
  const webhooks = new Map<string, PartnerWebhook>();
  for (const entry of (value ?? '').split(',').map((e) => e.trim())) {
    if (!entry) continue;
    const [origin = '', url = '', secret = '', ...rest] = entry.split('|').map((p) => p.trim());
    const named = `PARTNER_WEBHOOKS: the entry for "${origin}"`;
    if (rest.length || !origin || !url || !secret)
      throw new Error(`${named} must be origin|url|secret`);
    let normalised: string;
    try {
      normalised = new URL(origin).origin;
      const target = new URL(url);
      if (!['http:', 'https:'].includes(target.protocol)) throw new Error('not http(s)');
    } catch {
      throw new Error(`${named}: the origin and the url must be http(s) addresses`);
    }
    if (!partnerOrigins.includes(normalised))
      throw new Error(`${named}: ${normalised} is not in PARTNER_ORIGINS`);
    if (secret.startsWith('whsec_')) {
      const bytes = STANDARD_SECRET.test(secret) ? signingKey(secret).length : 0;
      if (bytes < 24 || bytes > 64)
        throw new Error(`${named}: a whsec_ secret must be the base64 of 24 to 64 bytes`);
    } else if (secret.length < MIN_SECRET_LENGTH)
      throw new Error(`${named}: the secret must be at least ${MIN_SECRET_LENGTH} characters`);
    webhooks.set(normalised, { url, secret });
  }
  return webhooks;
}

/** The deprecated signature of a delivery's body at a time, as SIGNATURE_HEADER carries it. */
export function signature(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/** Standard Webhooks' signature of a delivery, as WEBHOOK_SIGNATURE_HEADER carries it. */
export function standardSignature(
  secret: string,
  id: string,
  unixSeconds: number,
  body: string,
): string {
  const mac = createHmac('sha256', signingKey(secret))
    .update(`${id}.${unixSeconds}.${body}`)
    .digest('base64');
  return `v1,${mac}`;
}

/** The headers of one attempt to deliver `body` as delivery `id` at a time. */
export function deliveryHeaders(
  secret: string,
  id: string,
  unixSeconds: number,
  body: string,
): Record<string, string> {
  return {
    'content-type': 'application/json',
    [WEBHOOK_ID_HEADER]: id,
    [WEBHOOK_TIMESTAMP_HEADER]: String(unixSeconds),
    [WEBHOOK_SIGNATURE_HEADER]: standardSignature(secret, id, unixSeconds, body),
    [SIGNATURE_HEADER]: signature(secret, body, unixSeconds),
    'user-agent': 'Petverse-Webhooks/1',
  };
}

/**
 * What a webhook job carries: the delivery (partners/tables.ts). Jobs queued before deliveries
 * were recorded carry the submission and its partner instead.
 */
export type WebhookJob = { deliveryId: string } | { origin: string; submissionId: string };

/**
 * Records a new submission's delivery to its partner's webhook and queues it, in the
 * submission's transaction.
 */
export async function queueDelivery(
  jobs: JobQueue,
  tx: Tx,
  webhooks: ReadonlyMap<string, PartnerWebhook>,
  origin: string | null,
  submissionId: string,
): Promise<void> {
  if (!origin || !webhooks.has(origin)) return;
  await newDelivery(jobs, tx, { origin, event: 'registration.submitted', submissionId });
}

/** The body posted for a submission: its answers by field name, labelled, and what the page sent. */
async function registrationBody(db: Database, submissionId: string, origin: string) {
  const [row] = await db.select().from(formSubmissions).where(eq(formSubmissions.id, submissionId));
  if (!row) return null;
  const definition = registrationForms[row.formKey as keyof typeof registrationForms];
  const labels = new Map((definition ? allFields(definition) : []).map((f) => [f.name, f.label]));
  return JSON.stringify({
    event: 'registration.submitted',
    id: row.id,
    form: row.formKey,
    formTitle: definition?.title ?? row.formKey,
    partnerOrigin: origin,
    createdAt: new Date(row.createdAt).toISOString(),
    answers: Object.entries(row.values).map(([name, value]) => ({
      name,
      label: labels.get(name) ?? name,
      value,
    })),
    hidden: row.hidden,
    // Documents stay with us (the partnerships team reads them in the back office).
    files: row.files.map((f) => ({ field: f.field, originalName: f.originalName, size: f.size })),
  });
}

/** The body of a delivery: its registration's, or a test's (made from the delivery alone). */
async function deliveryBody(db: Database, delivery: Delivery): Promise<string | null> {
  if (delivery.submissionId)
    return registrationBody(db, delivery.submissionId, delivery.partnerOrigin);
  return JSON.stringify({
    event: 'webhook.test',
    id: delivery.id,
    partnerOrigin: delivery.partnerOrigin,
    createdAt: new Date(delivery.createdAt).toISOString(),
  });
}

/** The delivery a job is about (a job from before deliveries were recorded gets one now). */
async function deliveryOf(jobs: JobQueue, db: Database, data: WebhookJob) {
  if ('deliveryId' in data) {
    const [row] = await db
      .select()
      .from(partnerDeliveries)
      .where(eq(partnerDeliveries.id, data.deliveryId));
    return row;
  }
  const [known] = await db
    .select()
    .from(partnerDeliveries)
    .where(
      and(
        eq(partnerDeliveries.submissionId, data.submissionId),
        eq(partnerDeliveries.partnerOrigin, data.origin),
      ),
    );
  if (known) return known;
  const [row] = await db
    .insert(partnerDeliveries)
    .values({
      id: randomUUID(),
      partnerOrigin: data.origin,
      event: 'registration.submitted',
      submissionId: data.submissionId,
    })
    .returning();
  return row;
}

/** One attempt's outcome: the partner's status, and why it failed (null when it did not). */
async function post(webhook: PartnerWebhook, headers: Record<string, string>, body: string) {
  try {
    const res = await fetch(webhook.url, {
      method: 'POST',
      headers,
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    // The answer's body is not needed; reading it frees the connection.
    await res.body?.cancel().catch(() => {});
    return { statusCode: res.status, error: res.ok ? null : `answered ${res.status}` };
  } catch (error) {
    const { name, cause } = error as Error & { cause?: { code?: string } };
    if (name === 'TimeoutError')
      return { statusCode: null, error: `no answer within ${DELIVERY_TIMEOUT_MS / 1000} s` };
    return {
      statusCode: null,
      error: cause?.code ? `could not connect (${cause.code})` : 'could not connect or redirected',
    };
  }
}

/**
 * Posts each queued delivery to its partner's webhook, signed, and records the attempt on the
 * delivery; anything but a 2xx answer within DELIVERY_TIMEOUT_MS is retried with backoff by the
 * queue (QUEUES.webhook), and logged. A delivery keeps its id on every attempt.
 */
export async function startWebhookWorker(
  jobs: JobQueue,
  opts: {
    db: Database;
    webhooks: ReadonlyMap<string, PartnerWebhook>;
    clock: () => Date;
    log: FastifyBaseLogger;
  },
): Promise<void> {
  const { db, clock } = opts;
  await jobs.work<WebhookJob>('webhook', async (job) => {
    const delivery = await deliveryOf(jobs, db, job.data);
    if (!delivery) return;
    const record = (fields: Partial<Delivery>) =>
      db.update(partnerDeliveries).set(fields).where(eq(partnerDeliveries.id, delivery.id));
    const webhook = opts.webhooks.get(delivery.partnerOrigin);
    const body = webhook ? await deliveryBody(db, delivery) : null;
    if (!webhook || !body) {
      opts.log.warn({ job: job.id, delivery: delivery.id }, 'webhook not sent');
      const error = webhook
        ? 'the registration no longer exists'
        : 'the partner has no webhook now';
      await record({ status: 'failed', lastError: error });
      return;
    }
    const at = clock();
    const headers = deliveryHeaders(
      webhook.secret,
      delivery.id,
      Math.floor(at.getTime() / 1000),
      body,
    );
    const outcome = await post(webhook, headers, body);
    const attempt = {
      attempts: sql`${partnerDeliveries.attempts} + 1`,
      lastStatusCode: outcome.statusCode,
      lastError: outcome.error,
      lastAttemptAt: at,
    } as unknown as Partial<Delivery>;
    if (!outcome.error) {
      await record({ ...attempt, status: 'delivered', deliveredAt: at });
      opts.log.info({ job: job.id, delivery: delivery.id }, 'webhook delivered');
      return;
    }
    // The queue's last try gives up: the log shows it as failed, with no next retry.
    const queued = await jobs.job('webhook', job.id);
    const last = !queued || queued.retryCount >= queued.retryLimit;
    await record({ ...attempt, status: last ? 'failed' : 'pending' });
    throw new Error(`the webhook ${outcome.error}`);
  });
}
