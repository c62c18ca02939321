import { count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../db/client';
import { users } from '../accounts/tables';
import { HttpError } from './errors';

/** 409: the account keeps as many of something as it may; the message says how to make room. */
export class QuotaReached extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

/**
 * Adds a record only while the account keeps fewer than `limit` of them (ACCOUNT_LIMITS). The
 * account's row is locked for the count and the insert, so parallel requests from one account
 * queue behind each other and can never pass the limit together.
 */
export async function withinQuota<T>(
  db: Database,
  userId: string,
  quota: { table: PgTable; owner: PgColumn; limit: number; message: string; where?: SQL },
  insert: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [kept] = await tx
      .select({ n: count() })
      .from(quota.table)
      .where(quota.where ?? eq(quota.owner, userId));
    if ((kept?.n ?? 0) >= quota.limit) throw new QuotaReached(quota.message);
    return insert(tx);
  });
}
