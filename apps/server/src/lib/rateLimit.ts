import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { ACCOUNT_LIMITS } from '@petverse/api/contract';
import { HttpError } from './errors';

export interface RateRule {
  limit: number;
  windowMs: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Hits in the current window, this one included. */
  count: number;
  /** Seconds until the window ends. */
  retryAfterSeconds: number;
}

/** Counts hits on a key in fixed windows. Implementations must be shared by every server instance. */
export interface RateLimiter {
  hit(key: string, rule: RateRule): Promise<RateDecision>;
}

const MINUTE = 60_000;

/** How long a try on an account tried too often from many addresses waits before it is checked. */
export const ACCOUNT_SLOWDOWN_MS = 1000;

/** The limits of login and code requests; tests shrink them through buildApp's options. */
export interface RateRules {
  /** Tries on one account from one address: past it, 429 for that address only. */
  loginPerAccountAddress: RateRule;
  /** Tries on one account from anywhere: past it, each try is slowed down, never refused. */
  loginPerAccount: RateRule;
  loginPerAddress: RateRule;
  /** Code requests for one account from one address: past it, 429 for that address. */
  codePerAccountAddress: RateRule;
  /** Code requests for one account from anywhere: past it no new code is made or sent (the last one stays valid). */
  codePerAccount: RateRule;
  codePerAddress: RateRule;
  resetPerAddress: RateRule;
  registerPerAddress: RateRule;
  /** Registration-form and team-application submissions (no login), so nobody floods the database. */
  formsPerAddress: RateRule;
  /** Submissions from one partner site, all its visitors together. */
  formsPerPartner: RateRule;
  /** Pictures and prescriptions one account uploads (ACCOUNT_LIMITS.uploadsPerHour). */
  uploadsPerAccount: RateRule;
}

export const DEFAULT_RATE_RULES: RateRules = {
  loginPerAccountAddress: { limit: 10, windowMs: 15 * MINUTE },
  loginPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  loginPerAddress: { limit: 50, windowMs: 15 * MINUTE },
  codePerAccountAddress: { limit: 3, windowMs: 15 * MINUTE },
  codePerAccount: { limit: 3, windowMs: 15 * MINUTE },
  codePerAddress: { limit: 10, windowMs: 15 * MINUTE },
  resetPerAddress: { limit: 20, windowMs: 15 * MINUTE },
  registerPerAddress: { limit: 20, windowMs: 60 * MINUTE },
  formsPerAddress: { limit: 30, windowMs: 60 * MINUTE },
  formsPerPartner: { limit: 500, windowMs: 60 * MINUTE },
  uploadsPerAccount: { limit: ACCOUNT_LIMITS.uploadsPerHour, windowMs: 60 * MINUTE },
};

/**
 * Counters in the database: one atomic upsert per hit, so several instances share them.
 * A window older than the rule's length restarts at 1.
 */
export function databaseRateLimiter(db: Database, clock: () => Date): RateLimiter {
  let hits = 0;
  return {
    async hit(key, rule) {
      const now = clock();
      const cutoff = new Date(now.getTime() - rule.windowMs).toISOString();
      const stale = sql`${rateLimits.windowStart} <= ${cutoff}::timestamptz`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, windowStart: now, count: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            windowStart: sql`case when ${stale} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
            count: sql`case when ${stale} then 1 else ${rateLimits.count} + 1 end`,
          },
        })
        .returning({ windowStart: rateLimits.windowStart, count: rateLimits.count });
      if (!row) throw new Error('rate limit upsert returned nothing');
      // Now and then, forget windows that ended long ago.
      if (++hits % 500 === 0)
        await db
          .delete(rateLimits)
          .where(lt(rateLimits.windowStart, new Date(now.getTime() - 86_400_000)));
      const ends = new Date(row.windowStart).getTime() + rule.windowMs;
      return {
        allowed: row.count <= rule.limit,
        count: row.count,
        retryAfterSeconds: Math.max(1, Math.ceil((ends - now.getTime()) / 1000)),
      };
    },
  };
}

/** 429 with a sentence saying what was limited and when to try again; carries Retry-After. */
export class TooManyRequests extends HttpError {
  constructor(
    what: string,
    readonly retryAfterSeconds: number,
  ) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    super(
      429,
      `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
}

/** Hits every key; throws TooManyRequests when any is over its limit. */
export async function enforce(
  limiter: RateLimiter,
  what: string,
  checks: Array<[key: string, rule: RateRule]>,
): Promise<void> {
  for (const [key, rule] of checks) {
    const decision = await limiter.hit(key, rule);
    if (!decision.allowed) throw new TooManyRequests(what, decision.retryAfterSeconds);
  }
}

/** Counts one upload (a picture or a prescription) against the account; 429 past its hourly quota. */
export const countUpload = (
  limiter: RateLimiter,
  rules: Pick<RateRules, 'uploadsPerAccount'>,
  userId: string,
): Promise<void> =>
  enforce(limiter, 'uploads', [[`uploads:user:${userId}`, rules.uploadsPerAccount]]);
