import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, eq } from 'drizzle-orm';
import {
  ACCOUNT_NUMBER_PATTERN,
  IFSC_PATTERN,
  RETURN_MESSAGES,
  UPI_ID_PATTERN,
  type RefundDestination,
  RETURN_REASONS,
  type ReturnOptionsResponse,
  type ReturnResponse,
} from '@petverse/api/contract';
import type { Database } from '../db/client';
import { orders } from '../orders/tables';
import { orderReturns } from './tables';
import type { Auth } from '../accounts/auth';
import { HttpError, badRequest, notFound } from '../platform/errors';
import { documentFileName, documentPdf, returnDocument } from '../invoices/invoices';
import type { ShopEvents } from '../mail/events';
import { uploadQuota, type RateRules } from '../platform/rateLimit';
import { requestReturn, returnOptions, returnsOf, toOrderReturn } from './returns';
import { idParams, imageSchema, oneOf, optionalText } from '../platform/schemas';
import { multipartOptions, pictureFrom, type UploadStorage } from '../platform/uploads';

/** `lines` as the form sends it: JSON of `{ itemId, quantity }[]` (or that array, in JSON). */
function linesFrom(value: unknown): { itemId: string; quantity: number }[] {
  let parsed: unknown = value;
  if (typeof value === 'string')
    try {
      parsed = JSON.parse(value);
    } catch {
      throw badRequest(RETURN_MESSAGES.badLines);
    }
  if (!Array.isArray(parsed) || parsed.length > 50) throw badRequest(RETURN_MESSAGES.badLines);
  return parsed.map((l: unknown) => {
    const line = l as { itemId?: unknown; quantity?: unknown };
    if (
      typeof line?.itemId !== 'string' ||
      !Number.isInteger(line.quantity) ||
      (line.quantity as number) < 1 ||
      (line.quantity as number) > 100
    )
      throw badRequest(RETURN_MESSAGES.badLines);
    return { itemId: line.itemId, quantity: line.quantity as number };
  });
}

/**
 * The buyer's side of returns (issue 38, item 5; ADR 023): what an order may still return, asking
 * for a return (multipart, with a picture when damaged), and a return's credit note. Someone
 * else's order is not found.
 */
export const returnRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  auth: Auth;
  clock: () => Date;
  storage: UploadStorage;
  rateRules: RateRules;
  events: ShopEvents;
}> = async (app, { db, auth, clock, storage, rateRules, events }) => {
  await app.register(multipart, multipartOptions);
  const countUpload = uploadQuota(app, rateRules);

  /** Where a cash order's refund goes, from the form's fields; each wrong field is said. */
  const destinationFrom = (body: {
    refundKind?: 'upi' | 'bank';
    upiId?: string;
    accountName?: string;
    accountNumber?: string;
    ifsc?: string;
  }): RefundDestination | null => {
    if (!body.refundKind) return null;
    if (body.refundKind === 'upi') {
      const upiId = body.upiId?.trim() ?? '';
      if (!new RegExp(UPI_ID_PATTERN).test(upiId)) throw badRequest(RETURN_MESSAGES.badUpi);
      return { kind: 'upi', upiId };
    }
    const accountName = body.accountName?.trim() ?? '';
    const accountNumber = (body.accountNumber ?? '').replace(/\s/g, '');
    const ifsc = (body.ifsc ?? '').trim().toUpperCase();
    if (!accountName) throw badRequest(RETURN_MESSAGES.badAccountName);
    if (!new RegExp(ACCOUNT_NUMBER_PATTERN).test(accountNumber))
      throw badRequest(RETURN_MESSAGES.badAccountNumber);
    if (!new RegExp(IFSC_PATTERN).test(ifsc)) throw badRequest(RETURN_MESSAGES.badIfsc);
    return { kind: 'bank', accountName, accountNumber, ifsc };
  };

  const ownOrder = async (id: string, userId: string) => {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.userId, userId)));
    if (!order) throw notFound('Order not found');
    return order;
  };

  app.get(
    '/product/orders/:id/returns',
    { onRequest: auth.requireUser, schema: { params: idParams } },
    async (request): Promise<ReturnOptionsResponse> =>
      returnOptions(db, await ownOrder(request.params.id, request.userId), clock()),
  );

  app.post(
    '/product/orders/:id/returns',
    {
      onRequest: auth.requireUser,
      schema: {
        params: idParams,
        body: Type.Object({
          lines: Type.Unknown(),
          reason: oneOf(RETURN_REASONS, {
            errorMessage: `reason must be one of ${RETURN_REASONS.join(', ')}.`,
          }),
          note: Type.Optional(optionalText('The note', 500)),
          picture: Type.Optional(imageSchema),
          // Where a cash order's refund goes (issue 58 item 7): a UPI ID, or a bank account.
          refundKind: Type.Optional(
            oneOf(['upi', 'bank'], { errorMessage: RETURN_MESSAGES.refundToNeeded }),
          ),
          upiId: Type.Optional(optionalText('The UPI ID', 100)),
          accountName: Type.Optional(optionalText('The account holder', 100)),
          accountNumber: Type.Optional(optionalText('The account number', 30)),
          ifsc: Type.Optional(optionalText('The IFSC', 20)),
        }),
      },
    },
    async (request, reply): Promise<ReturnResponse> => {
      const { id } = request.params;
      const body = request.body;
      const lines = linesFrom(body.lines);
      const refundTo = destinationFrom(body);
      await ownOrder(id, request.userId);
      const picture = await pictureFrom(body.picture);
      let name: string | null = null;
      if (picture) {
        await countUpload(request);
        name = await storage.save(picture.data, picture.ext);
      }
      const returnId = await db
        .transaction(async (tx) => {
          // The order's row is locked: two requests for the same units wait for each other.
          const [order] = await tx
            .select()
            .from(orders)
            .where(and(eq(orders.id, id), eq(orders.userId, request.userId)))
            .for('update');
          if (!order) throw notFound('Order not found');
          return requestReturn(
            tx,
            events,
            order,
            {
              lines,
              reason: body.reason,
              note: body.note?.trim() || null,
              picture: name,
              refundTo,
            },
            clock(),
          );
        })
        .catch(async (error: unknown) => {
          if (name) await storage.remove(name).catch(() => undefined);
          throw error;
        });
      const [found] = await returnsOf(db, [id]).then((all) =>
        all.filter((r) => r.ret.id === returnId),
      );
      void reply.status(201);
      return {
        message: 'Return requested. We will let you know when it is approved.',
        return: toOrderReturn({ ...found!.ret, creditNote: found!.creditNote }),
      };
    },
  );

  app.get(
    '/product/orders/:id/returns/:returnId/credit-note',
    {
      onRequest: auth.requireUser,
      schema: {
        params: Type.Object({
          id: Type.String({ format: 'uuid' }),
          returnId: Type.String({ format: 'uuid' }),
        }),
      },
    },
    async (request, reply) => {
      await ownOrder(request.params.id, request.userId);
      const [ret] = await db
        .select({ id: orderReturns.id })
        .from(orderReturns)
        .where(
          and(
            eq(orderReturns.id, request.params.returnId),
            eq(orderReturns.orderId, request.params.id),
          ),
        );
      if (!ret) throw notFound('Return not found');
      const document = await returnDocument(db, ret.id);
      if (!document)
        throw new HttpError(409, 'This return has no credit note: it is made when it is refunded.');
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${documentFileName(document)}"`)
        .send(await documentPdf(document));
    },
  );
};
