import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import {
  LOW_STOCK_THRESHOLD,
  paiseToRupees,
  roleMay,
  todayInIndia,
  type DashboardResponse,
  type OrderStatus,
} from '@petverse/api/contract';
import { products } from '../catalogue/tables';
import { formSubmissions } from '../forms/tables';
import { orderItems, orders } from '../orders/tables';
import { returnsRefundedSql } from '../returns';
import { onSale } from '../search/productCards';
import { ANY_STAFF, staffOf } from './staff';
import type { AdminContext } from './context';
import { dayStart } from './paging';

const DAYS = 30;
const TOP = 5;

/**
 * How the shop is doing: each part for the roles it belongs to (orders and revenue for
 * operations, stock for the catalogue, registrations for partnerships; owners see it all).
 */
export const dashboardRoutes: FastifyPluginAsyncTypebox<AdminContext> = async (app, ctx) => {
  const { db, staffAuth, clock } = ctx;

  app.get(
    '/dashboard',
    { onRequest: staffAuth.requireStaff(ANY_STAFF) },
    async (request): Promise<DashboardResponse> => {
      const { role } = staffOf(request);
      const now = clock();
      const today = todayInIndia(now);
      const first = todayInIndia(new Date(now.getTime() - (DAYS - 1) * 86_400_000));
      const since = dayStart(first);
      const sales = roleMay(role, 'orders');
      const stock = roleMay(role, 'catalogue') || sales;
      // Days in India: the order's time moved by India's offset, then its date.
      const day = sql<string>`to_char(${orders.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
      const [perDay, byStatus, top, low, registrations] = await Promise.all([
        sales
          ? db
              .select({
                date: day,
                orders: sql<number>`(count(*) filter (where ${orders.status} <> 'cancelled'))::int`,
                cancelled: sql<number>`(count(*) filter (where ${orders.status} = 'cancelled'))::int`,
                gross: sql<number>`coalesce(sum(${orders.totalPaise}) filter (where ${orders.status} <> 'cancelled'), 0)::bigint`,
                // What returns gave back of the day's orders (a return's refund is set once).
                refunded: sql<number>`coalesce(sum(${returnsRefundedSql}) filter (where ${orders.status} <> 'cancelled'), 0)::bigint`,
              })
              .from(orders)
              .where(gte(orders.createdAt, since))
              .groupBy(day)
          : [],
        sales
          ? db
              .select({ status: orders.status, count: sql<number>`count(*)::int` })
              .from(orders)
              .groupBy(orders.status)
              .orderBy(asc(orders.status))
          : [],
        stock
          ? db
              .select({
                id: orderItems.itemId,
                name: sql<string>`max(${orderItems.name})`,
                units: sql<number>`sum(${orderItems.quantity})::int`,
                revenue: sql<number>`sum(${orderItems.quantity} * ${orderItems.pricePaise})::bigint`,
              })
              .from(orderItems)
              .innerJoin(orders, eq(orders.id, orderItems.orderId))
              .where(
                and(
                  eq(orderItems.itemType, 'product'),
                  ne(orders.status, 'cancelled'),
                  gte(orders.createdAt, since),
                ),
              )
              .groupBy(orderItems.itemId)
              .orderBy(desc(sql`sum(${orderItems.quantity})`), asc(orderItems.itemId))
              .limit(TOP)
          : [],
        stock
          ? db
              .select({ id: products.id, name: products.name, stock: products.stock })
              .from(products)
              .where(and(onSale, lte(products.stock, LOW_STOCK_THRESHOLD)))
              .orderBy(asc(products.stock), asc(products.name))
              .limit(20)
          : [],
        roleMay(role, 'registrations')
          ? db
              .select({
                fresh: sql<number>`(count(*) filter (where ${formSubmissions.status} = 'new'))::int`,
                lastWeek: sql<number>`(count(*) filter (where ${formSubmissions.createdAt} >= ${new Date(now.getTime() - 7 * 86_400_000)}))::int`,
              })
              .from(formSubmissions)
          : [],
      ]);
      const byDate = new Map(perDay.map((d) => [d.date, d]));
      const days = Array.from({ length: DAYS }, (_, i) => {
        const date = todayInIndia(new Date(dayStart(first).getTime() + (i + 0.5) * 86_400_000));
        const found = byDate.get(date);
        const refunded = Number(found?.refunded ?? 0);
        return {
          date,
          orders: found?.orders ?? 0,
          cancelled: found?.cancelled ?? 0,
          revenue: paiseToRupees(Number(found?.gross ?? 0) - refunded),
          refunded: paiseToRupees(refunded),
        };
      }).filter((d) => d.date <= today);
      return {
        ...(sales
          ? {
              days,
              byStatus: byStatus.map((s) => ({ status: s.status as OrderStatus, count: s.count })),
            }
          : {}),
        ...(stock
          ? {
              topProducts: top.map((t) => ({
                _id: t.id,
                name: t.name,
                units: t.units,
                revenue: paiseToRupees(Number(t.revenue)),
              })),
              lowStock: low.map((l) => ({ _id: l.id, name: l.name, stock: l.stock })),
            }
          : {}),
        ...(registrations[0]
          ? { registrations: { new: registrations[0].fresh, lastWeek: registrations[0].lastWeek } }
          : {}),
        generatedAt: now.toISOString(),
      };
    },
  );
};
