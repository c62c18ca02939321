import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_SUBSCRIPTIONS_PAGE_SIZE,
  SUBSCRIPTION_STATUSES,
  type AdminSubscription,
  type AdminSubscriptionsResponse,
  type SubscriptionStatus,
} from '@petverse/api/contract';
import { users } from '../accounts/tables';
import { subscriptions } from './tables';
import { notFound } from '../platform/errors';
import { idParams, oneOf, optionalText } from '../platform/schemas';
import { subscriptionsOf, toSubscription } from './subscriptions';
import type { AdminContext } from '../staff/context';
import { pageOf, paged } from '../staff/paging';

/** The buyer a search names: by email (whole), or a part of the name. */
function buyerSearch(text: string): SQL | undefined {
  const q = text.trim();
  if (!q) return undefined;
  if (q.includes('@')) return eq(sql`lower(${users.email})`, q.toLowerCase());
  return or(
    ilike(users.name, `%${q.replace(/[%_\\]/g, '\\$&')}%`),
    eq(users.phone, q.replace(/\D/g, '') || q),
  );
}

/**
 * Subscriptions in the back office (issue 38, item 2; ADR 024), for operations: the list by
 * status, a buyer searched by email or name, and one subscription with its deliveries (each
 * delivery's order, or why it was skipped). Read-only: a subscription is changed by its owner.
 */
export const subscriptionRoutes: FastifyPluginAsyncTypebox<AdminContext> = async (app, ctx) => {
  const { db, staffAuth } = ctx;
  const operations = staffAuth.requireStaff('orders');

  /** The admin view of subscriptions by id, in the order given. */
  const withBuyers = async (ids: string[]): Promise<AdminSubscription[]> => {
    if (ids.length === 0) return [];
    const found = await subscriptionsOf(db, { ids });
    const buyers = await db
      .select({ id: subscriptions.id, name: users.name, email: users.email })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(inArray(subscriptions.id, ids));
    const byId = new Map(found.map((s) => [s._id, s]));
    return ids.flatMap((id) => {
      const s = byId.get(id);
      const buyer = buyers.find((b) => b.id === id);
      if (!s || !buyer) return [];
      return [
        {
          ...toSubscription(s),
          buyer: { name: buyer.name, email: buyer.email },
          address: s.row.address,
          provider: s.row.provider,
        },
      ];
    });
  };

  app.get(
    '/subscriptions',
    {
      onRequest: operations,
      schema: {
        querystring: Type.Object({
          ...pageOf(ADMIN_SUBSCRIPTIONS_PAGE_SIZE, 100),
          status: Type.Optional(
            oneOf(SUBSCRIPTION_STATUSES, { errorMessage: 'status is not a subscription status.' }),
          ),
          q: Type.Optional(optionalText('q', 100)),
        }),
      },
    },
    async (request): Promise<AdminSubscriptionsResponse> => {
      const { page, limit, status, q } = request.query;
      const search = q ? buyerSearch(q) : undefined;
      const where = and(status ? eq(subscriptions.status, status) : undefined, search);
      const [rows, [total], counted] = await Promise.all([
        db
          .select({ id: subscriptions.id })
          .from(subscriptions)
          .innerJoin(users, eq(users.id, subscriptions.userId))
          .where(where)
          .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(subscriptions)
          .innerJoin(users, eq(users.id, subscriptions.userId))
          .where(where),
        db
          .select({ status: subscriptions.status, n: sql<number>`count(*)::int` })
          .from(subscriptions)
          .groupBy(subscriptions.status),
      ]);
      const counts: AdminSubscriptionsResponse['counts'] = { all: 0 };
      for (const { status: s, n } of counted) {
        counts[s as SubscriptionStatus] = n;
        counts.all += n;
      }
      return {
        subscriptions: await withBuyers(rows.map((r) => r.id)),
        pagination: paged(page, limit, total?.n ?? 0),
        counts,
      };
    },
  );

  app.get(
    '/subscriptions/:id',
    { onRequest: operations, schema: { params: idParams } },
    async (request): Promise<{ subscription: AdminSubscription }> => {
      const [subscription] = await withBuyers([request.params.id]);
      if (!subscription) throw notFound('Subscription not found');
      return { subscription };
    },
  );
};
