import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, asc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import { paiseToRupees, shortId, type OrderStatus } from '@petverse/api/contract';
import { users } from '../accounts/tables';
import { invoices } from './tables';
import { orders } from '../orders/tables';
import { sendCsv } from '../platform/csv';
import { badRequest } from '../platform/errors';
import { gstr1Rows, type IssuedDocument } from './gstr1';
import type { AdminContext } from '../staff/context';
import {
  filtersOf,
  paymentStateOf,
  queueQuery,
  refundedPaise,
  type QueueQuery,
} from '../orders/adminQueue';
import { dayEnd, dayStart, isoDate } from '../staff/paging';

/** The most rows one export writes: a year of a busy shop's orders. */
const EXPORT_LIMIT = 100_000;
/** The longest range of days one orders export covers. */
const EXPORT_DAYS = 366;

const ordersExportQuery = Type.Object({
  ...Object.fromEntries(
    Object.entries(queueQuery.properties).filter(([key]) => key !== 'page' && key !== 'limit'),
  ),
  status: queueQuery.properties.status,
  from: isoDate('from'),
  to: isoDate('to'),
});

const monthQuery = Type.Object({
  month: Type.String({
    pattern: '^20[0-9]{2}-(0[1-9]|1[0-2])$',
    errorMessage: 'month must be a month such as 2026-11.',
  }),
});

/** India's date and time of an instant, as a spreadsheet reads it: '2026-11-25 10:10'. */
const inIndia = (at: Date | string) =>
  new Date(new Date(at).getTime() + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ');
const rupees = (paise: number) => paiseToRupees(paise).toFixed(2);

/**
 * The accountant's exports (issue 55 item 5), for owners (the `accounts` area): the orders of a
 * range of days with the queue's filters, and a month's GSTR-1 summary from the documents issued
 * in it. Formula-safe CSV (platform/csv.ts) with a byte-order mark, so ₹ and Hindi names open right.
 */
export const exportRoutes: FastifyPluginAsyncTypebox<AdminContext> = async (app, ctx) => {
  const { db, staffAuth, events } = ctx;
  const accounts = staffAuth.requireStaff('accounts');

  app.get(
    '/exports/orders.csv',
    { onRequest: accounts, schema: { querystring: ordersExportQuery } },
    async (request, reply) => {
      const q = request.query as QueueQuery & { from: string; to: string; status?: OrderStatus };
      if (q.to < q.from) throw badRequest('The range ends before it starts.');
      if (dayStart(q.to).getTime() - dayStart(q.from).getTime() > (EXPORT_DAYS - 1) * 86_400_000)
        throw badRequest(`An export covers at most ${EXPORT_DAYS} days.`);
      const items = sql<number>`(select coalesce(sum(oi.quantity), 0)::int
        from order_items oi where oi.order_id = "orders"."id")`;
      const invoice = sql<string | null>`(select i.number from invoices i
        where i.order_id = "orders"."id" and i.kind = 'invoice' and i.return_id is null)`;
      const rows = await db
        .select({
          order: orders,
          name: users.name,
          email: users.email,
          items,
          invoice,
          refunded: refundedPaise,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(
          and(
            q.status ? eq(orders.status, q.status) : undefined,
            ...filtersOf({ ...q, from: undefined, to: undefined }),
            gte(orders.createdAt, dayStart(q.from)),
            lte(orders.createdAt, dayEnd(q.to)),
          ),
        )
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .limit(EXPORT_LIMIT);
      const header = [
        'Order',
        'Order id',
        'Placed (India)',
        'Status',
        'Payment',
        'Paid by',
        'Buyer',
        'Email',
        'Phone',
        'City',
        'State',
        'Pincode',
        'Items',
        'Shipping (₹)',
        'Discount (₹)',
        'Coupon',
        'Total (₹)',
        'Refunded (₹)',
        'Invoice',
        'Courier',
        'Tracking number',
      ];
      const lines = rows.map(({ order, name, email, items: count, invoice: number, refunded }) => [
        `#${shortId(order.id)}`,
        order.id,
        inIndia(order.createdAt),
        order.status,
        paymentStateOf(order.paymentStatus, order.totalPaise, refunded),
        order.paymentMethod,
        order.address.name || name,
        order.address.email || email,
        order.address.phone,
        order.address.city,
        order.address.state,
        order.address.pincode,
        count,
        rupees(order.shippingPaise),
        rupees(order.discountPaise),
        order.couponCode ?? '',
        rupees(order.totalPaise),
        rupees(refunded),
        number ?? '',
        order.courier ?? '',
        order.trackingNumber ?? '',
      ]);
      return sendCsv(reply, `orders-${q.from}-to-${q.to}.csv`, [header, ...lines]);
    },
  );

  app.get(
    '/exports/gstr1.csv',
    { onRequest: accounts, schema: { querystring: monthQuery } },
    async (request, reply) => {
      const { month } = request.query;
      const start = dayStart(`${month}-01`);
      const [year, m] = month.split('-').map(Number) as [number, number];
      const next = `${m === 12 ? year + 1 : year}-${String((m % 12) + 1).padStart(2, '0')}-01`;
      const docs = await db
        .select({
          kind: invoices.kind,
          number: invoices.number,
          issuedAt: invoices.issuedAt,
          document: invoices.document,
        })
        .from(invoices)
        .where(and(gte(invoices.issuedAt, start), lt(invoices.issuedAt, dayStart(next))))
        .orderBy(asc(invoices.issuedAt), asc(invoices.number));
      const issued: IssuedDocument[] = docs.map((d) => ({
        kind: d.kind as IssuedDocument['kind'],
        number: d.number,
        issuedAt: new Date(d.issuedAt),
        document: d.document,
      }));
      return sendCsv(
        reply,
        `gstr1-${month}.csv`,
        gstr1Rows(month, `${events.seller.name}, GSTIN ${events.seller.gstin}`, issued),
      );
    },
  );
};
