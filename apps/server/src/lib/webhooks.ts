import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { allFields, registrationForms } from '@petverse/forms/definitions';
import type { Database, Tx } from '../db/client';
import { formSubmissions } from '../db/schema';
import type { JobQueue } from './jobs';

/** A partner site's webhook: where each registration from its pages is posted, and its secret. */
export interface PartnerWebhook {
  url: string;
  secret: string;
}

/** The header that signs a delivery: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const SIGNATURE_HEADER = 'Petverse-Signature';
/** A delivery that takes longer than this has failed (and is retried). */
const DELIVERY_TIMEOUT_MS = 10_000;
const MIN_SECRET_LENGTH = 24;

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
    if (secret.length < MIN_SECRET_LENGTH)
      throw new Error(`${named}: the secret must be at least ${MIN_SECRET_LENGTH} characters`);
    webhooks.set(normalised, { url, secret });
  }
  return webhooks;
}

/** The signature of a delivery's body at a time, as SIGNATURE_HEADER carries it. */
export function signature(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/** What a webhook job carries: which submission, for which partner. */
export interface WebhookJob {
  origin: string;
  submissionId: string;
}

/** Queues the delivery of a new submission to its partner's webhook, in the submission's transaction. */
export async function queueDelivery(
  jobs: JobQueue,
  tx: Tx,
  webhooks: ReadonlyMap<string, PartnerWebhook>,
  origin: string | null,
  submissionId: string,
): Promise<void> {
  if (!origin || !webhooks.has(origin)) return;
  await jobs.send<WebhookJob>(tx, 'webhook', { origin, submissionId });
}

/** The body posted for a submission: its answers by field name, labelled, and what the page sent. */
async function deliveryBody(db: Database, submissionId: string, origin: string) {
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

/**
 * Posts each queued submission to its partner's webhook, signed; anything but a 2xx answer
 * within 10 s is retried with backoff by the queue (QUEUES.webhook), and logged.
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
  await jobs.work<WebhookJob>('webhook', async (job) => {
    const { origin, submissionId } = job.data;
    const webhook = opts.webhooks.get(origin);
    if (!webhook) {
      opts.log.warn({ job: job.id, origin }, 'webhook not sent: the partner has none now');
      return;
    }
    const body = await deliveryBody(opts.db, submissionId, origin);
    if (!body) return;
    const res = await fetch(webhook.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signature(
          webhook.secret,
          body,
          Math.floor(opts.clock().getTime() / 1000),
        ),
        'user-agent': 'Petverse-Webhooks/1',
      },
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`the webhook answered ${res.status}`);
    opts.log.info({ job: job.id, origin }, 'webhook delivered');
  });
}
