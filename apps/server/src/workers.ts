import type { FastifyInstance } from 'fastify';
import type { AppOptions } from './appOptions';
import type { AppContexts } from './contexts';
import { startMailWorker } from './mail/events';
import { startWebhookWorker } from './partners';
import { startSubscriptionWorker } from './subscriptions';
import { DOSE_CHECK, doseStillDue } from './petRecords';

/** What an instance does besides answering: the job queue, mail, renewals, partner webhooks. */
export async function startWorkers(
  app: FastifyInstance,
  { db, clock, jobs, events, accounts, payments }: AppContexts,
  options: AppOptions,
): Promise<void> {
  // The queue stops with the app (a job being sent finishes first, for up to 5 s).
  app.addHook('onClose', async () => {
    await jobs.stop();
  });
  if (options.mailWorker ?? true)
    await startMailWorker(events, {
      db,
      mailer: accounts.mailer,
      log: app.log,
      checks: { [DOSE_CHECK]: doseStillDue },
    });
  // Subscriptions' deliveries and reminders (ADR 024): swept every minute, renewed by the queue.
  if (options.subscriptionWorker ?? true) {
    const stopSweep = await startSubscriptionWorker(
      { db, events, payments, log: app.log },
      options.subscriptionSweepMs ?? 60_000,
    );
    app.addHook('onClose', async () => stopSweep());
  }
  if (options.partnerWebhooks?.size)
    await startWebhookWorker(jobs, {
      db,
      webhooks: options.partnerWebhooks,
      clock,
      log: app.log,
    });
}
