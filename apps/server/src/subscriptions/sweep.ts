// Each instance's subscription worker: the sweep that queues each due delivery's renewal job and
// each reminder once, and the renewal jobs it runs (renewal.ts).

import { sql } from 'drizzle-orm';
import { SUBSCRIPTION_REMINDER_DAYS, todayInIndia } from '@petverse/api/contract';
import type { Database } from '../db/client';
import { subscriptionMail, type ShopEvents } from '../mail/events';
import { addDays } from './subscriptions';
import { renew, type RenewalContext, type RenewalJob } from './renewal';

/** Both drivers answer `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? [];

/**
 * Writes the renewal jobs and reminder mails that are due, each once however many instances run
 * this at once: the conditional update that marks a subscription (`renewal_queued_for`,
 * `reminded_for`) and the job are one transaction, and a second sweep finds it marked.
 */
export async function sweepSubscriptions(db: Database, ev: ShopEvents): Promise<void> {
  const today = todayInIndia(ev.clock());
  await db.transaction(async (tx) => {
    const due = await tx.execute(sql`
      update subscriptions set renewal_queued_for = next_date
      where id in (
        select id from subscriptions
        where status = 'active' and next_date <= ${today}
          and renewal_queued_for is distinct from next_date
        order by next_date limit 100
        for update skip locked
      )
      returning id, next_date::text as next_date`);
    for (const row of rowsOf<{ id: string; next_date: string }>(due))
      await ev.jobs.send<RenewalJob>(tx, 'renewal', {
        subscriptionId: row.id,
        date: row.next_date,
      });
    const remind = await tx.execute(sql`
      update subscriptions set reminded_for = next_date
      where id in (
        select id from subscriptions
        where status = 'active' and next_date > ${today}
          and next_date <= ${addDays(today, SUBSCRIPTION_REMINDER_DAYS)}
          and reminded_for is distinct from next_date
        order by next_date limit 100
        for update skip locked
      )
      returning id, next_date::text as next_date`);
    for (const row of rowsOf<{ id: string; next_date: string }>(remind))
      await subscriptionMail(ev, tx, row.id, { kind: 'reminder', date: row.next_date });
  });
}

/** Each instance's renewal worker and its sweep (every `sweepMs`); stopped with the app. */
export async function startSubscriptionWorker(
  ctx: RenewalContext,
  sweepMs: number,
): Promise<() => void> {
  await ctx.events.jobs.work<RenewalJob>('renewal', (job) => renew(ctx, job.data));
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepSubscriptions(ctx.db, ctx.events)
      .catch((error: unknown) => ctx.log.error({ err: error }, 'subscription sweep failed'))
      .finally(() => {
        running = false;
      });
  }, sweepMs);
  timer.unref();
  return () => clearInterval(timer);
}
