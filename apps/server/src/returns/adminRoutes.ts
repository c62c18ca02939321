import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { desc, eq, sql } from 'drizzle-orm';
import {
  ADMIN_RETURNS_PAGE_SIZE,
  RETURN_STATUSES,
  RETURN_STATUS_LABELS,
  paiseToRupees,
  type AdminReturn,
  type AdminReturnActionResponse,
  type AdminReturnsResponse,
  type ReturnStatus,
} from '@petverse/api/contract';
import type { Database } from '../db/client';
import { users } from '../accounts/tables';
import { invoices } from '../invoices/tables';
import { orderReturns } from './tables';
import { notFound } from '../platform/errors';
import { advanceReturn, returnActions, toOrderReturn, type ReturnStep } from './returns';
import { idParams, oneOf, requiredText } from '../platform/schemas';
import { audit, staffOf } from '../staff/staff';
import type { AdminContext } from '../staff/context';
import { pageOf, paged } from '../staff/paging';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Returns as staff see them, newest first, optionally of one order or one status. */
export async function adminReturns(
  db: Database | Tx,
  where: { orderId?: string; status?: ReturnStatus; id?: string },
  page = { limit: 1000, offset: 0 },
): Promise<AdminReturn[]> {
  const rows = await db
    .select({
      ret: orderReturns,
      creditNote: invoices.number,
      name: users.name,
      email: users.email,
    })
    .from(orderReturns)
    .innerJoin(users, eq(users.id, orderReturns.userId))
    .leftJoin(invoices, eq(invoices.returnId, orderReturns.id))
    .where(
      where.id
        ? eq(orderReturns.id, where.id)
        : where.orderId
          ? eq(orderReturns.orderId, where.orderId)
          : where.status
            ? eq(orderReturns.status, where.status)
            : undefined,
    )
    .orderBy(desc(orderReturns.createdAt), desc(orderReturns.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ ret, creditNote, name, email }) => ({
    ...toOrderReturn({ ...ret, creditNote }),
    orderId: ret.orderId,
    buyer: { name, email },
    createdAt: new Date(ret.createdAt).toISOString(),
    actions: returnActions(ret.status),
    refundDestination: ret.refundTo,
  }));
}

const STEP_MESSAGES: Record<ReturnStep, string> = {
  approve: 'Return approved.',
  reject: 'Return rejected.',
  'picked-up': 'Return marked picked up.',
  received: 'Return marked received.',
};

/**
 * The returns list and the steps operators take with a return (issue 38, item 5): approve,
 * reject (with a reason the buyer sees), mark picked up, mark received (which refunds). Each is
 * audited in its own transaction; repeating a step that is done changes nothing.
 */
export const returnRoutes: FastifyPluginAsyncTypebox<AdminContext> = async (app, ctx) => {
  const { db, staffAuth, payments, clock, events } = ctx;
  const operations = staffAuth.requireStaff('orders');

  app.get(
    '/returns',
    {
      onRequest: operations,
      schema: {
        querystring: Type.Object({
          ...pageOf(ADMIN_RETURNS_PAGE_SIZE, 100),
          status: Type.Optional(
            oneOf(RETURN_STATUSES, { errorMessage: 'status is not a return status.' }),
          ),
        }),
      },
    },
    async (request): Promise<AdminReturnsResponse> => {
      const { page, limit, status } = request.query;
      const [returns, counted] = await Promise.all([
        adminReturns(db, status ? { status } : {}, { limit, offset: (page - 1) * limit }),
        db
          .select({ status: orderReturns.status, n: sql<number>`count(*)::int` })
          .from(orderReturns)
          .groupBy(orderReturns.status),
      ]);
      const counts: AdminReturnsResponse['counts'] = { all: 0 };
      for (const { status: s, n } of counted) {
        counts[s as ReturnStatus] = n;
        counts.all += n;
      }
      return {
        returns,
        pagination: paged(page, limit, status ? (counts[status] ?? 0) : counts.all),
        counts,
      };
    },
  );

  const step = (path: string, which: ReturnStep) =>
    app.post(
      `/returns/:id/${path}`,
      {
        onRequest: operations,
        schema: {
          params: idParams,
          ...(which === 'reject'
            ? { body: Type.Object({ reason: requiredText('The reason', 300) }) }
            : {}),
        },
      },
      async (request): Promise<AdminReturnActionResponse> => {
        const who = staffOf(request);
        const { id } = request.params;
        const rejection =
          which === 'reject' ? (request.body as { reason: string }).reason.trim() : undefined;
        const done = await db.transaction(async (tx) => {
          const moved = await advanceReturn(
            tx,
            { events, payments },
            id,
            which,
            { staffId: who.id, ...(rejection ? { rejection } : {}) },
            clock(),
          );
          if (!moved) throw notFound('Return not found');
          if (moved.changed)
            await audit(tx, who, {
              action: `return.${which}`,
              targetType: 'order',
              targetId: moved.after.orderId,
              before: { return: id, status: moved.before.status },
              after: {
                return: id,
                status: moved.after.status,
                ...(rejection ? { reason: rejection } : {}),
                ...(which === 'received'
                  ? {
                      refund: moved.after.refundId
                        ? {
                            id: moved.after.refundId,
                            status: moved.after.refundStatus,
                            amount: paiseToRupees(moved.after.refundPaise),
                            shipping: moved.after.shippingRefunded,
                          }
                        : null,
                    }
                  : {}),
              },
            });
          return moved;
        });
        const [ret] = await adminReturns(db, { id });
        const message = !done.changed
          ? `Nothing to do: the return is already ${RETURN_STATUS_LABELS[done.after.status as ReturnStatus].replace(/^Return /, '').toLowerCase()}.`
          : which === 'received' && done.after.refundId
            ? `Return received and ₹${paiseToRupees(done.after.refundPaise)} refunded (${done.after.refundId}).`
            : STEP_MESSAGES[which];
        return { message, return: ret! };
      },
    );
  step('approve', 'approve');
  step('reject', 'reject');
  step('picked-up', 'picked-up');
  step('received', 'received');
};
