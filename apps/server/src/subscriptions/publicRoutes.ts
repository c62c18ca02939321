import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, eq, isNull } from 'drizzle-orm';
import {
  SUBSCRIPTION_DISCOUNT_PERCENT,
  SUBSCRIPTION_INTERVALS,
  SUBSCRIPTION_MAX_DAYS_AHEAD,
  SUBSCRIPTION_MESSAGES,
  isCalendarDate,
  paiseToRupees,
  subscriptionUnitPaise,
  todayInIndia,
  type SubscriptionOffer,
  type SubscriptionResponse,
  type SubscriptionsResponse,
  saying,
  type Text,
} from '@petverse/api/contract';
import type { Database, Tx } from '../db/client';
import { products } from '../catalogue/tables';
import { subscriptionRenewals, subscriptions } from './tables';
import type { Auth } from '../accounts/auth';
import { HttpError, badRequest, notFound } from '../platform/errors';
import type { ShopEvents } from '../mail/events';
import { idParams } from '../platform/schemas';
import { subscribableSql } from '../catalogue/subscribable';
import {
  addDays,
  lockSubscription,
  skipNext,
  subscriptionsOf,
  toSubscription,
} from './subscriptions';

type Row = NonNullable<Awaited<ReturnType<typeof lockSubscription>>>;

/**
 * The subscriber's side of subscribe and save (issue 38, item 2; ADR 024): their subscriptions,
 * and each change in one request — skip the next delivery, change its date or the interval,
 * pause, resume, cancel, agree to a risen price. Each locks the subscription's row; someone
 * else's subscription is not found.
 */
export const subscriptionRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  auth: Auth;
  events: ShopEvents;
}> = async (app, { db, auth, events }) => {
  const today = () => todayInIndia(events.clock());

  /** Runs one change on the user's own subscription, locked, and answers it as it is after. */
  const change = async (
    userId: string,
    id: string,
    apply: (tx: Tx, sub: Row) => Promise<Text>,
  ): Promise<SubscriptionResponse> => {
    const text = await db.transaction(async (tx) => {
      const sub = await lockSubscription(tx, id);
      if (!sub || sub.userId !== userId) throw notFound(SUBSCRIPTION_MESSAGES.notFound);
      if (sub.status === 'cancelled') throw new HttpError(409, SUBSCRIPTION_MESSAGES.cancelled);
      return apply(tx, sub);
    });
    const [after] = await subscriptionsOf(db, { ids: [id] });
    return { ...saying(text), subscription: toSubscription(after!) };
  };
  const set = (tx: Tx, id: string, values: Partial<typeof subscriptions.$inferInsert>) =>
    tx
      .update(subscriptions)
      .set({ ...values, updatedAt: events.clock() })
      .where(eq(subscriptions.id, id));
  const requireActive = (sub: Row) => {
    if (sub.status !== 'active') throw new HttpError(409, SUBSCRIPTION_MESSAGES.notActive);
  };

  // Public: what the product page's 'Subscribe & save' choice offers, priced by the server.
  app.get(
    '/product/:id/subscription',
    { schema: { params: idParams } },
    async (request): Promise<SubscriptionOffer> => {
      const [product] = await db
        .select({ pricePaise: products.pricePaise, subscribable: subscribableSql })
        .from(products)
        .where(and(eq(products.id, request.params.id), isNull(products.withdrawnAt)));
      if (!product) throw notFound('Product not found');
      return {
        subscribable: product.subscribable,
        discountPercent: SUBSCRIPTION_DISCOUNT_PERCENT,
        intervals: SUBSCRIPTION_INTERVALS,
        price: product.subscribable
          ? paiseToRupees(subscriptionUnitPaise(product.pricePaise))
          : null,
      };
    },
  );

  app.get(
    '/product/subscriptions',
    { onRequest: auth.requireUser },
    async (request): Promise<SubscriptionsResponse> => ({
      subscriptions: (await subscriptionsOf(db, { userId: request.userId })).map(toSubscription),
    }),
  );

  // `{ date }` names the delivery the person saw as next: a second tap (or tab) asking to skip the
  // same delivery finds it skipped and skips no other; without it, whatever is next is skipped.
  app.post(
    '/product/subscriptions/:id/skip',
    {
      onRequest: auth.requireUser,
      // A request with no body at all skips whatever is next, as it always did.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        params: idParams,
        body: Type.Object({
          date: Type.Optional(
            Type.String({
              pattern: '^\\d{4}-\\d{2}-\\d{2}$',
              errorMessage: SUBSCRIPTION_MESSAGES.badDate,
            }),
          ),
        }),
      },
    },
    (request) =>
      change(request.userId, request.params.id, async (tx, sub) => {
        requireActive(sub);
        const seen = request.body?.date;
        if (seen !== undefined && seen !== sub.nextDate) {
          if (!isCalendarDate(seen)) throw badRequest(SUBSCRIPTION_MESSAGES.badDate);
          const [skipped] = await tx
            .select({ id: subscriptionRenewals.id })
            .from(subscriptionRenewals)
            .where(
              and(
                eq(subscriptionRenewals.subscriptionId, sub.id),
                eq(subscriptionRenewals.date, seen),
                eq(subscriptionRenewals.reason, 'skipped'),
              ),
            );
          if (!skipped) throw new HttpError(409, SUBSCRIPTION_MESSAGES.nextChanged);
          return SUBSCRIPTION_MESSAGES.skipped(sub.nextDate);
        }
        await skipNext(tx, events, sub);
        const [after] = await tx
          .select({ nextDate: subscriptions.nextDate })
          .from(subscriptions)
          .where(eq(subscriptions.id, sub.id));
        return SUBSCRIPTION_MESSAGES.skipped(after!.nextDate);
      }),
  );

  app.put(
    '/product/subscriptions/:id/date',
    {
      onRequest: auth.requireUser,
      schema: {
        params: idParams,
        body: Type.Object({
          date: Type.String({ maxLength: 10, errorMessage: SUBSCRIPTION_MESSAGES.badDate }),
        }),
      },
    },
    (request) => {
      const { date } = request.body;
      const from = addDays(today(), 1);
      if (
        !isCalendarDate(date) ||
        date < from ||
        date > addDays(today(), SUBSCRIPTION_MAX_DAYS_AHEAD)
      )
        throw badRequest(SUBSCRIPTION_MESSAGES.badDate);
      return change(request.userId, request.params.id, async (tx, sub) => {
        // Choosing a date that was skipped takes the skip back.
        await tx
          .delete(subscriptionRenewals)
          .where(
            and(
              eq(subscriptionRenewals.subscriptionId, sub.id),
              eq(subscriptionRenewals.date, date),
              eq(subscriptionRenewals.reason, 'skipped'),
            ),
          );
        await set(tx, sub.id, { nextDate: date });
        return SUBSCRIPTION_MESSAGES.dateChanged(date);
      });
    },
  );

  app.put(
    '/product/subscriptions/:id/interval',
    {
      onRequest: auth.requireUser,
      schema: {
        params: idParams,
        body: Type.Object({
          intervalWeeks: Type.Unsafe<2 | 4 | 6 | 8>({
            type: 'integer',
            enum: [2, 4, 6, 8],
            errorMessage: SUBSCRIPTION_MESSAGES.badInterval,
          }),
        }),
      },
    },
    (request) =>
      change(request.userId, request.params.id, async (tx, sub) => {
        await set(tx, sub.id, { intervalWeeks: request.body.intervalWeeks });
        return SUBSCRIPTION_MESSAGES.intervalChanged(request.body.intervalWeeks);
      }),
  );

  app.post(
    '/product/subscriptions/:id/pause',
    { onRequest: auth.requireUser, schema: { params: idParams } },
    (request) =>
      change(request.userId, request.params.id, async (tx, sub) => {
        requireActive(sub);
        await set(tx, sub.id, { status: 'paused' });
        return SUBSCRIPTION_MESSAGES.paused;
      }),
  );

  app.post(
    '/product/subscriptions/:id/resume',
    { onRequest: auth.requireUser, schema: { params: idParams } },
    (request) =>
      change(request.userId, request.params.id, async (tx, sub) => {
        if (sub.status !== 'paused') throw new HttpError(409, SUBSCRIPTION_MESSAGES.notPaused);
        // A date that passed while paused is not made up for: the next is one interval from today.
        const next =
          sub.nextDate > today() ? sub.nextDate : addDays(today(), sub.intervalWeeks * 7);
        await set(tx, sub.id, { status: 'active', nextDate: next });
        return SUBSCRIPTION_MESSAGES.resumed(next);
      }),
  );

  app.post(
    '/product/subscriptions/:id/cancel',
    { onRequest: auth.requireUser, schema: { params: idParams } },
    (request) =>
      change(request.userId, request.params.id, async (tx, sub) => {
        await set(tx, sub.id, { status: 'cancelled' });
        return SUBSCRIPTION_MESSAGES.cancelledNow;
      }),
  );

  // The subscriber's consent to a risen price: the next deliveries are made at today's price.
  app.post(
    '/product/subscriptions/:id/accept-price',
    { onRequest: auth.requireUser, schema: { params: idParams } },
    (request) =>
      change(request.userId, request.params.id, async (tx, sub) => {
        const [product] = await tx
          .select({ pricePaise: products.pricePaise })
          .from(products)
          .where(eq(products.id, sub.productId));
        const price = subscriptionUnitPaise(product!.pricePaise);
        if (price <= sub.unitPricePaise) throw new HttpError(409, SUBSCRIPTION_MESSAGES.noNewPrice);
        await set(tx, sub.id, { unitPricePaise: price });
        return SUBSCRIPTION_MESSAGES.priceAccepted(paiseToRupees(price));
      }),
  );
};
