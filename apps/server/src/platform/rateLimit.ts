import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyRateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  type RateLimitOptions,
} from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from './tables';
import { ACCOUNT_LIMITS } from '@petverse/api/contract';
import { HttpError } from './errors';

export interface RateRule {
  limit: number;
  windowMs: number;
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
  /**
   * Sign-ups from one address for emails that already have an account (409): past it, each one
   * is logged as a likely enumeration of accounts. They count against registerPerAddress too.
   */
  registeredEmailsPerAddress: RateRule;
  /** Registration-form and team-application submissions (no login), so nobody floods the database. */
  formsPerAddress: RateRule;
  /** Submissions from one partner site, all its visitors together. */
  formsPerPartner: RateRule;
  /** Pictures and prescriptions one account uploads (ACCOUNT_LIMITS.uploadsPerHour). */
  uploadsPerAccount: RateRule;
  /** Coupon codes one account tries at checkout, so nobody guesses codes by the thousand. */
  couponTriesPerAccount: RateRule;
  /**
   * A pet parent's pages rendered with their session from one address (ADR 030), each an
   * uncached render: past it, the address gets the prerendered shell (never refused).
   */
  sessionRendersPerAddress: RateRule;
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
  registeredEmailsPerAddress: { limit: 5, windowMs: 15 * MINUTE },
  formsPerAddress: { limit: 30, windowMs: 60 * MINUTE },
  formsPerPartner: { limit: 500, windowMs: 60 * MINUTE },
  uploadsPerAccount: { limit: ACCOUNT_LIMITS.uploadsPerHour, windowMs: 60 * MINUTE },
  couponTriesPerAccount: { limit: 20, windowMs: 15 * MINUTE },
  sessionRendersPerAddress: { limit: 60, windowMs: MINUTE },
};

/**
 * @fastify/rate-limit's store on the `rate_limits` table: one atomic upsert per hit, so several
 * instances share the counts. A window older than the rule's length restarts at 1. Every key
 * carries its rule's name (`login:ip:…`), so one table serves every route and `child` is itself.
 */
export function databaseStore(db: Database, clock: () => Date): FastifyRateLimitStoreCtor {
  let hits = 0;
  const count = async (key: string, windowMs: number) => {
    const now = clock();
    const cutoff = new Date(now.getTime() - windowMs).toISOString();
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
    const ends = new Date(row.windowStart).getTime() + windowMs;
    // At least a second, so Retry-After never says 0.
    return { current: row.count, ttl: Math.max(1000, ends - now.getTime()) };
  };
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      count(key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }
    child(): FastifyRateLimitStore {
      return this;
    }
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

const NO_HEADERS = {
  'x-ratelimit-limit': false,
  'x-ratelimit-remaining': false,
  'x-ratelimit-reset': false,
} as const;

/**
 * Registers @fastify/rate-limit on our database store. Nothing is limited unless a route names
 * its rule (`config: { rateLimit: perAddress(…) }`); the check runs before the handler, after the
 * body is validated, so bad input answers 400 and is not counted. Retry-After comes from the
 * error handler (TooManyRequests), the only rate headers we send.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  db: Database,
  clock: () => Date,
): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    hook: 'preHandler',
    store: databaseStore(db, clock),
    addHeaders: { ...NO_HEADERS, 'retry-after': false },
    addHeadersOnExceeding: NO_HEADERS,
  });
}

/** A route's limit per client address, e.g. `perAddress('login', rules.loginPerAddress, 'login attempts')`. */
export const perAddress = (scope: string, rule: RateRule, what: string): RateLimitOptions => ({
  max: rule.limit,
  timeWindow: rule.windowMs,
  keyGenerator: (request) => `${scope}:ip:${request.ip}`,
  errorResponseBuilder: (_request, context) =>
    new TooManyRequests(what, Math.ceil(context.ttl / 1000)),
});

export interface Count {
  /** Past the rule's limit, this hit included. */
  exceeded: boolean;
  retryAfterSeconds: number;
}

/**
 * A count on the plugin's store (`createRateLimit`) that the route acts on itself. The plugin runs
 * one of its own limits per request and only ever refuses, so three things stay ours: a second
 * limit on a route whose key comes from the body, the session or the origin (refused with
 * `refuse`), the login slow-down per account (never refused, so nobody can lock an owner out),
 * and the code-request cap per account (no new code, the same answer).
 */
export function counter(
  app: FastifyInstance,
  rule: RateRule,
  key: (request: FastifyRequest) => string,
): (request: FastifyRequest) => Promise<Count> {
  const hit = app.createRateLimit({
    max: rule.limit,
    timeWindow: rule.windowMs,
    keyGenerator: key,
  });
  return async (request) => {
    const result = await hit(request);
    return result.isAllowed
      ? { exceeded: false, retryAfterSeconds: 0 }
      : { exceeded: result.isExceeded, retryAfterSeconds: result.ttlInSeconds };
  };
}

/** Throws TooManyRequests when the count is past its limit. */
export function refuse(what: string, count: Count): void {
  if (count.exceeded) throw new TooManyRequests(what, count.retryAfterSeconds);
}

/** Counts one upload (a picture or a prescription) of the signed-in account; 429 past its hourly quota. */
export function uploadQuota(
  app: FastifyInstance,
  rules: Pick<RateRules, 'uploadsPerAccount'>,
): (request: FastifyRequest) => Promise<void> {
  const count = counter(
    app,
    rules.uploadsPerAccount,
    (request) => `uploads:user:${request.userId}`,
  );
  return async (request) => refuse('uploads', await count(request));
}

/**
 * Counts one coupon code tried by the signed-in account wherever it is tried — the coupon box
 * (POST /product/coupon, whose limit shares this key) and each checkout that names a code — so a
 * code cannot be guessed through checkout once the box says no more; 429 past the limit.
 */
export function couponTries(
  app: FastifyInstance,
  rules: Pick<RateRules, 'couponTriesPerAccount'>,
): (request: FastifyRequest) => Promise<void> {
  const count = counter(app, rules.couponTriesPerAccount, (request) => couponKey(request.userId));
  return async (request) => refuse(COUPON_TRIES, await count(request));
}

const COUPON_TRIES = 'coupon codes tried';
const couponKey = (userId: string) => `coupon:user:${userId}`;

/** The coupon box's own limit, on the key checkout's tries count against too. */
export const couponBoxLimit = (
  rules: Pick<RateRules, 'couponTriesPerAccount'>,
): RateLimitOptions => ({
  ...perAddress('coupon', rules.couponTriesPerAccount, COUPON_TRIES),
  keyGenerator: (request) => couponKey(request.userId),
});
