import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { count, desc, eq } from 'drizzle-orm';
import {
  COUPON_CODE_PATTERN,
  COUPON_KINDS,
  normaliseCouponCode,
  paiseToRupees,
  rupeesToPaise,
  type AdminCoupon,
  type AdminCouponResponse,
  type AdminCouponsResponse,
  type CouponKind,
} from '@petverse/api/contract';
import type { Tx } from '../db/client';
import { coupons } from './tables';
import { HttpError, badRequest, notFound } from '../platform/errors';
import { idParams, oneOf } from '../platform/schemas';
import { audit, staffOf } from '../staff/staff';
import type { AdminContext } from '../staff/context';
import { pageOf, paged } from '../staff/paging';

type CouponRow = typeof coupons.$inferSelect;

const MAX_RUPEES = 1_000_000;
const MAX_USES = 1_000_000;

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

export function toAdminCoupon(row: CouponRow): AdminCoupon {
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind as CouponKind,
    value: row.kind === 'flat' ? paiseToRupees(row.value) : row.value,
    minOrder: paiseToRupees(row.minOrderPaise),
    maxDiscount: row.maxDiscountPaise === null ? null : paiseToRupees(row.maxDiscountPaise),
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    firstOrderOnly: row.firstOrderOnly,
    public: row.public,
    perUserLimit: row.perUserLimit,
    totalLimit: row.totalLimit,
    used: row.used,
    deactivatedAt: iso(row.deactivatedAt),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

const wholeRupees = (label: string, minimum: number) =>
  Type.Integer({
    minimum,
    maximum: MAX_RUPEES,
    errorMessage: `${label} must be a whole number of rupees from ${minimum}.`,
  });
const limit = (label: string) =>
  Type.Union(
    [
      Type.Integer({ minimum: 1, maximum: MAX_USES }),
      Type.Null({ errorMessage: `${label} must be a whole number from 1, or empty.` }),
    ],
    { errorMessage: `${label} must be a whole number from 1, or empty.` },
  );
const moment = (label: string) =>
  Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    errorMessage: `${label} must be a date and time (ISO 8601), or empty.`,
  });

/** A coupon's row, locked for this transaction's change; 404 when there is none. */
async function lockedCoupon(tx: Tx, id: string): Promise<CouponRow> {
  const [current] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
  if (!current) throw notFound('Coupon not found');
  return current;
}

/** Coupons (issue 38): the list, making one, deactivating one. Catalogue staff and owners. */
export const couponRoutes: FastifyPluginAsyncTypebox<AdminContext> = async (app, ctx) => {
  const { db, staffAuth } = ctx;
  const catalogue = staffAuth.requireStaff('catalogue');

  app.get(
    '/coupons',
    { onRequest: catalogue, schema: { querystring: Type.Object(pageOf(25, 100)) } },
    async (request): Promise<AdminCouponsResponse> => {
      const { page, limit: size } = request.query;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(coupons)
          .orderBy(desc(coupons.createdAt), desc(coupons.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(coupons),
      ]);
      return { coupons: rows.map(toAdminCoupon), pagination: paged(page, size, total?.n ?? 0) };
    },
  );

  app.post(
    '/coupons',
    {
      onRequest: catalogue,
      schema: {
        body: Type.Object({
          code: Type.String({
            pattern: COUPON_CODE_PATTERN,
            errorMessage: 'The code must be 3 to 20 letters, digits or dashes.',
          }),
          kind: oneOf(COUPON_KINDS, { errorMessage: 'kind must be percent or flat.' }),
          value: Type.Integer({
            minimum: 1,
            maximum: MAX_RUPEES,
            errorMessage: 'The value must be a whole number from 1 (percent, or rupees off).',
          }),
          minOrder: Type.Optional(wholeRupees('The minimum order', 0)),
          maxDiscount: Type.Optional(
            Type.Union([wholeRupees('The maximum discount', 1), Type.Null()], {
              errorMessage: 'The maximum discount must be a whole number of rupees, or empty.',
            }),
          ),
          startsAt: Type.Optional(moment('The start')),
          endsAt: Type.Optional(moment('The end')),
          firstOrderOnly: Type.Optional(
            Type.Boolean({ errorMessage: 'firstOrderOnly must be true or false.' }),
          ),
          public: Type.Optional(Type.Boolean({ errorMessage: 'public must be true or false.' })),
          perUserLimit: Type.Optional(limit('The uses per customer')),
          totalLimit: Type.Optional(limit('The uses in all')),
        }),
      },
    },
    async (request, reply): Promise<AdminCouponResponse> => {
      const who = staffOf(request);
      const body = request.body;
      if (body.kind === 'percent' && body.value > 100)
        throw badRequest('A percent coupon takes off at most 100%.');
      const startsAt = body.startsAt ? new Date(body.startsAt) : null;
      const endsAt = body.endsAt ? new Date(body.endsAt) : null;
      if (startsAt && endsAt && endsAt <= startsAt)
        throw badRequest('The end must be after the start.');
      const code = normaliseCouponCode(body.code);
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(coupons)
          .values({
            code,
            kind: body.kind,
            value: body.kind === 'flat' ? rupeesToPaise(body.value) : body.value,
            minOrderPaise: rupeesToPaise(body.minOrder ?? 0),
            maxDiscountPaise:
              body.kind === 'percent' && body.maxDiscount != null
                ? rupeesToPaise(body.maxDiscount)
                : null,
            startsAt,
            endsAt,
            firstOrderOnly: body.firstOrderOnly ?? false,
            public: body.public ?? false,
            perUserLimit: body.perUserLimit === undefined ? 1 : body.perUserLimit,
            totalLimit: body.totalLimit ?? null,
            createdBy: who.id,
          })
          .onConflictDoNothing({ target: coupons.code })
          .returning();
        if (!created) throw new HttpError(409, `There is already a coupon ${code}.`);
        await audit(tx, who, {
          action: 'coupon.create',
          targetType: 'coupon',
          targetId: created.id,
          after: toAdminCoupon(created),
        });
        return created;
      });
      void reply.status(201);
      return { coupon: toAdminCoupon(row), message: `${row.code} is ready to use.` };
    },
  );

  app.post(
    '/coupons/:id/visibility',
    {
      onRequest: catalogue,
      schema: {
        params: idParams,
        body: Type.Object({
          public: Type.Boolean({ errorMessage: 'public must be true or false.' }),
        }),
      },
    },
    async (request): Promise<AdminCouponResponse> => {
      const who = staffOf(request);
      const shown = request.body.public;
      const row = await db.transaction(async (tx) => {
        const current = await lockedCoupon(tx, request.params.id);
        if (current.public === shown) return current;
        const [updated] = await tx
          .update(coupons)
          .set({ public: shown })
          .where(eq(coupons.id, current.id))
          .returning();
        await audit(tx, who, {
          action: 'coupon.visibility',
          targetType: 'coupon',
          targetId: current.id,
          before: { public: current.public },
          after: { public: shown },
        });
        return updated!;
      });
      return {
        coupon: toAdminCoupon(row),
        message: shown
          ? `${row.code} is shown to every buyer on the offers page.`
          : `${row.code} is private: only people who are given it can use it.`,
      };
    },
  );

  app.post(
    '/coupons/:id/deactivate',
    { onRequest: catalogue, schema: { params: idParams } },
    async (request): Promise<AdminCouponResponse> => {
      const who = staffOf(request);
      const row = await db.transaction(async (tx) => {
        const current = await lockedCoupon(tx, request.params.id);
        if (current.deactivatedAt)
          throw new HttpError(409, `${current.code} is already deactivated.`);
        const [updated] = await tx
          .update(coupons)
          .set({ deactivatedAt: ctx.clock() })
          .where(eq(coupons.id, current.id))
          .returning();
        await audit(tx, who, {
          action: 'coupon.deactivate',
          targetType: 'coupon',
          targetId: current.id,
          before: { deactivatedAt: null },
          after: { deactivatedAt: iso(updated!.deactivatedAt) },
        });
        return updated!;
      });
      return {
        coupon: toAdminCoupon(row),
        message: `${row.code} is deactivated: it can no longer be used.`,
      };
    },
  );
};
