// The back office's order queue: its query, the search box and filters (the exports read the same).

import { Type } from 'typebox';
import { and, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  ADMIN_PAYMENT_STATES,
  type AdminPaymentState,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@petverse/api/contract';
import { users } from '../accounts/tables';
import { orders } from './tables';
import { oneOf, optionalText } from '../platform/schemas';
import { returnsRefundedSql } from '../returns';
import { dayEnd, dayStart, isoDate, pageOf } from '../staff/paging';

export const queueQuery = Type.Object({
  ...pageOf(ADMIN_ORDERS_PAGE_SIZE, 100),
  status: Type.Optional(oneOf(ORDER_STATUSES, { errorMessage: 'status is not an order status.' })),
  paymentStatus: Type.Optional(
    oneOf(ADMIN_PAYMENT_STATES, { errorMessage: 'paymentStatus is not a payment status.' }),
  ),
  paymentMethod: Type.Optional(
    oneOf(PAYMENT_METHODS, { errorMessage: 'paymentMethod is not a payment method.' }),
  ),
  from: Type.Optional(isoDate('from')),
  to: Type.Optional(isoDate('to')),
  pincode: Type.Optional(
    Type.String({ pattern: '^[0-9]{6}$', errorMessage: 'pincode must be 6 digits.' }),
  ),
  state: Type.Optional(optionalText('state', 60)),
  q: Type.Optional(optionalText('q', 100)),
});
export type QueueQuery = {
  status?: OrderStatus | undefined;
  paymentStatus?: AdminPaymentState | undefined;
  paymentMethod?: PaymentMethod | undefined;
  from?: string | undefined;
  to?: string | undefined;
  pincode?: string | undefined;
  state?: string | undefined;
  q?: string | undefined;
};

/**
 * What a search box finds: an order by its number (`#1a2b3c4d`, the id's last 8 characters as
 * the buyer's Orders tab shows it, on an index of them) or its whole id, the buyer by email or
 * phone (exact: the account's, on the users' indexes, or the delivery address's, on the orders'),
 * or by a part of their name. Buyers are found first and their orders by the orders' user index,
 * so no search reads the orders table whole.
 */
function searchOf(text: string): SQL | undefined {
  const q = text.trim().replace(/^#/, '').toLowerCase();
  if (!q) return undefined;
  // Each kind of search reads its own index: an order number, a whole id, an email, a phone.
  if (/^[0-9a-f]{8}$/.test(q)) return sql`right(${orders.id}::text, 8) = ${q}`;
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(q))
    return sql`${orders.id} = ${q}::uuid`;
  const buyers = (where: SQL) =>
    sql`${orders.userId} = any(array(select ${users.id} from ${users} where ${where}))`;
  if (q.includes('@'))
    return or(
      buyers(sql`lower(${users.email}) = ${q}`),
      sql`lower(${orders.address}->>'email') = ${q}`,
    );
  const digits = q.replace(/[\s+-]/g, '').replace(/^91(?=\d{10}$)/, '');
  if (/^\d{10}$/.test(digits))
    return or(buyers(eq(users.phone, digits)), sql`${orders.address}->>'phone' = ${digits}`);
  // A part of the buyer's name: the one search that reads every buyer, not every order.
  return buyers(sql`${users.name} ilike ${`%${q.replace(/[%_\\]/g, '\\$&')}%`}`);
}

/**
 * Paise an order gave back: all of it when cancelled with a refund, else what its returns
 * refunded (each return's refund is set once, with its id).
 */
export const refundedPaise = sql<number>`(case when "orders"."refund_id" is not null
  then "orders"."total_paise" else ${returnsRefundedSql} end)::int`;

/** The orders whose money is in `state`, refunds counted (AdminPaymentState). */
function paymentStateIs(state: AdminPaymentState): SQL | undefined {
  switch (state) {
    case 'refunded':
      return sql`${orders.totalPaise} > 0 and ${refundedPaise} >= ${orders.totalPaise}`;
    case 'partly-refunded':
      return sql`${refundedPaise} > 0 and ${refundedPaise} < ${orders.totalPaise}`;
    case 'completed':
      return and(eq(orders.paymentStatus, 'completed'), sql`${refundedPaise} = 0`);
    default:
      return eq(orders.paymentStatus, state);
  }
}

/** The money of an order as staff read it, from its payment status and what it gave back. */
export function paymentStateOf(
  paymentStatus: string,
  totalPaise: number,
  refunded: number,
): AdminPaymentState {
  if (refunded > 0) return refunded >= totalPaise ? 'refunded' : 'partly-refunded';
  return paymentStatus as PaymentStatus;
}

/** Every filter of the queue but the status (the tabs count the others per status). */
export function filtersOf(q: QueueQuery): (SQL | undefined)[] {
  return [
    q.paymentStatus ? paymentStateIs(q.paymentStatus) : undefined,
    q.paymentMethod ? eq(orders.paymentMethod, q.paymentMethod) : undefined,
    q.from ? gte(orders.createdAt, dayStart(q.from)) : undefined,
    q.to ? lte(orders.createdAt, dayEnd(q.to)) : undefined,
    q.pincode ? sql`${orders.address}->>'pincode' = ${q.pincode}` : undefined,
    q.state?.trim()
      ? sql`lower(${orders.address}->>'state') = ${q.state.trim().toLowerCase()}`
      : undefined,
    q.q ? searchOf(q.q) : undefined,
  ];
}
