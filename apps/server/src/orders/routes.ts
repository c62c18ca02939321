import { rememberLocale } from '../platform/userLocale';
import {
  addressIdSchema,
  couponCodeSchema,
  idParams,
  pageQuerySchema,
  shippingTypeSchema,
  uuidSchema,
} from '../platform/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, desc, eq, gte } from 'drizzle-orm';
import {
  CANCELLABLE_ORDER_STATUSES,
  FAILED_PAYMENTS_DAYS,
  FAILED_PAYMENTS_LIMIT,
  RETURN_WINDOW_DAYS,
  ORDERS_PAGE_SIZE,
  COD_NOT_AVAILABLE,
  codAvailable,
  zoneOf,
  paiseToRupees,
  rupeesToPaise,
  type FailedPaymentsResponse,
  type OrderResponse,
  type OrdersResponse,
  SUBSCRIPTION_MESSAGES,
} from '@petverse/api/contract';
import { users } from '../accounts/tables';
import { orders } from './tables';
import { paymentOrders } from '../payments/tables';
import { couponTries } from '../platform/rateLimit';
import { addressSnapshot, insertOrder } from '../checkout/checkout';
import { priceOrder, selectionSchema } from '../checkout/pricing';
import { orderById, toOrder, type OrderFields } from './orderAnswer';
import { prepared } from '../db/prepared';
import { JSON_TYPE } from '../platform/readCache';
import { notModified } from '../platform/validators';
import { HttpError, badRequest, notFound, notYours } from '../platform/errors';
import type { ShoppingContext } from '../checkout/context';
import { cancelOrder } from './cancel';
import { applyCoupon } from '../coupons/coupons';
import { orderPlaced } from '../mail/events';
import { documentFileName, documentPdf, storedDocument } from '../invoices/invoices';

export const MAX_ORDERS_PAGE_SIZE = 50;

/**
 * The validator of a user's pages of orders: `users.orders_version` moves, by a trigger, with
 * every change to the user's orders, their lines, events and invoices (migrations 0013, 0015),
 * and the page's URL names its start and size. Weak: the body is the same JSON, compressed or not.
 */
const ordersTag = (userId: string, ordersVersion: number) => `W/"${userId}.${ordersVersion}"`;

/** The user's token version and orders version (no row when the user is gone). */
const versionsOf = prepared<{ tokenVersion: number; ordersVersion: number }>(
  'hot_orders_version',
  `select token_version as "tokenVersion", orders_version as "ordersVersion"
   from users where id = $1`,
);

/**
 * A page of the user's orders, newest first, as one row: the user's token and orders versions,
 * how many orders they have, and the page's orders with their lines (by position) and status
 * events (by time) as JSON. No row when the user is gone. Every part is read through an index:
 * orders by (user_id, created_at), lines by (order_id, position), events by (order_id, at).
 */
const ordersPage = prepared<{
  tokenVersion: number;
  ordersVersion: number;
  total: number;
  orders: (OrderFields & {
    lines: Parameters<typeof toOrder>[1];
    events: Parameters<typeof toOrder>[2];
  })[];
}>(
  'hot_orders_page',
  `select u.token_version as "tokenVersion", u.orders_version as "ordersVersion",
     (select count(*)::int from orders c where c.user_id = u.id) as total,
     coalesce((
       select json_agg(json_build_object(
         'id', o.id, 'createdAt', o.created_at, 'totalPaise', o.total_paise, 'status', o.status,
         'paymentStatus', o.payment_status, 'paymentMethod', o.payment_method,
         'shippingType', o.shipping_type, 'shippingPaise', o.shipping_paise, 'address', o.address,
         'refundId', o.refund_id, 'refundStatus', o.refund_status,
         'courier', o.courier, 'trackingNumber', o.tracking_number, 'trackingUrl', o.tracking_url,
         'couponCode', o.coupon_code, 'discountPaise', o.discount_paise,
         'invoice', (select v.number from invoices v where v.order_id = o.id and v.kind = 'invoice'
           and v.return_id is null),
         'creditNote', (select v.number from invoices v
           where v.order_id = o.id and v.kind = 'credit-note' and v.return_id is null),
         'returns', coalesce((
           select json_agg(json_build_object('id', r.id, 'status', r.status, 'reason', r.reason,
             'note', r.note, 'picture', r.picture, 'lines', r.lines, 'rejection', r.rejection,
             'refundPaise', r.refund_paise, 'shippingRefunded', r.shipping_refunded,
             'refundId', r.refund_id, 'refundStatus', r.refund_status, 'refundTo', r.refund_to,
             'history', r.history,
             'creditNote', (select c.number from invoices c where c.return_id = r.id))
             order by r.created_at, r.id)
           from order_returns r where r.order_id = o.id), '[]'),
         'lines', coalesce((
           select json_agg(json_build_object('id', i.id, 'itemType', i.item_type,
             'itemId', i.item_id, 'name', i.name, 'pricePaise', i.price_paise,
             'quantity', i.quantity) order by i.position)
           from order_items i where i.order_id = o.id), '[]'),
         'events', coalesce((
           select json_agg(json_build_object('status', e.status, 'at', e.at) order by e.at, e.id)
           from order_status_events e where e.order_id = o.id), '[]')
       ) order by o.created_at desc, o.id desc)
       from (select * from orders p where p.user_id = u.id
             order by p.created_at desc, p.id desc limit $2 offset $3) o
     ), '[]') as orders
   from users u where u.id = $1`,
);

/** The answer to a page of orders (spec §3) from what `ordersPage` read. */
function ordersAnswer(
  found: Awaited<ReturnType<typeof ordersPage>>[number],
  page: number,
  limit: number,
): OrdersResponse {
  const totalPages = Math.ceil(found.total / limit);
  return {
    data: {
      data: {
        orders: found.orders.map(({ lines, events, ...order }) => toOrder(order, lines, events)),
        pagination: {
          totalOrders: found.total,
          totalPages,
          hasNextPage: page < totalPages,
          hasPrevPage: page > 1,
          currentPage: page,
          limit,
        },
      },
    },
  };
}

/** Order data sent on ordering (spec §3); status fields are accepted and ignored. */
const orderDataSchema = Type.Object({
  userId: Type.Optional(uuidSchema('userId')),
  items: Type.Optional(selectionSchema),
  totalPrice: Type.Optional(
    Type.Number({ minimum: 0, errorMessage: 'totalPrice must be a number.' }),
  ),
  shippingType: shippingTypeSchema,
  address: addressIdSchema,
  couponCode: Type.Optional(couponCodeSchema),
});

/** The signed-in user's orders, and placing one with cash on delivery. */
export const orderRoutes: FastifyPluginAsyncTypebox<ShoppingContext> = async (
  app,
  { db, auth, payments, clock, events, rateRules },
) => {
  const couponTry = couponTries(app, rateRules);
  // Recent card payments that failed (payment.failed, or the sandbox's 'Fail payment'): no order
  // was made, so the Orders tab says what happened to them.
  app.get(
    '/product/failed-payments',
    { onRequest: auth.requireUser },
    async (request): Promise<FailedPaymentsResponse> => {
      const since = new Date(clock().getTime() - FAILED_PAYMENTS_DAYS * 86_400_000);
      const rows = await db
        .select({
          id: paymentOrders.id,
          orderId: paymentOrders.providerOrderId,
          amountPaise: paymentOrders.amountPaise,
          items: paymentOrders.items,
          createdAt: paymentOrders.createdAt,
        })
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.userId, request.userId),
            gte(paymentOrders.createdAt, since),
            eq(paymentOrders.purpose, 'cart'),
            eq(paymentOrders.status, 'failed'),
          ),
        )
        .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
        .limit(FAILED_PAYMENTS_LIMIT);
      return {
        data: rows.map((r) => ({
          _id: r.id,
          orderId: r.orderId,
          amount: paiseToRupees(r.amountPaise),
          itemCount: r.items.reduce((sum, line) => sum + line.quantity, 0),
          createdAt: new Date(r.createdAt).toISOString(),
        })),
      };
    },
  );

  app.get(
    '/product/user-orders',
    {
      onRequest: auth.verifyToken,
      schema: { querystring: pageQuerySchema(ORDERS_PAGE_SIZE, MAX_ORDERS_PAGE_SIZE) },
    },
    async (request, reply): Promise<string> => {
      const { page, limit } = request.query;
      const offset = (page - 1) * limit;
      void reply.type(JSON_TYPE);
      // The token's version and the orders' version, in one statement: a browser that holds
      // the page at this version is answered 304 before the page is read.
      const [versions] = await versionsOf(db, [request.userId]);
      auth.ensureCurrent(request, reply, versions?.tokenVersion);
      if (notModified(request, reply, ordersTag(request.userId, versions!.ordersVersion)))
        return '';
      // Both versions, the count, and the page with its lines and timelines: one statement, so
      // the tag is the version the page was read at.
      const [found] = await ordersPage(db, [request.userId, limit, offset]);
      auth.ensureCurrent(request, reply, found?.tokenVersion);
      void reply.header('ETag', ordersTag(request.userId, found!.ordersVersion));
      return JSON.stringify(ordersAnswer(found!, page, limit));
    },
  );

  app.post(
    '/product/order',
    {
      onRequest: auth.requireUser,
      schema: {
        body: Type.Object({ orderData: orderDataSchema }),
      },
    },
    async (request, reply): Promise<OrderResponse> => {
      const data = request.body.orderData;
      if (data.userId !== undefined && data.userId !== request.userId) throw notYours();
      // Its mails go in the language the buyer uses now.
      await rememberLocale(db, request, request.userId);
      if (data.couponCode !== undefined) await couponTry(request);
      const orderId = await db.transaction(async (tx) => {
        // One checkout of a user at a time, so two cannot both buy the same cart lines.
        await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, request.userId))
          .for('update');
        let priced = await priceOrder(tx, request.userId, data.items, data.shippingType);
        // A subscription is paid by its first payment's authorisation: cash has none (ADR 024).
        if (priced.lines.some((l) => l.subscribeWeeks !== undefined))
          throw badRequest(SUBSCRIPTION_MESSAGES.onlineOnly);
        if (data.couponCode !== undefined)
          priced = await applyCoupon(tx, request.userId, priced, data.couponCode, clock());
        if (data.totalPrice !== undefined && rupeesToPaise(data.totalPrice) !== priced.totalPaise)
          throw badRequest(
            `The total does not match your cart: it is ₹${paiseToRupees(priced.totalPaise)}.`,
          );
        const address = await addressSnapshot(tx, request.userId, data.address);
        if (!codAvailable(zoneOf(address.pincode), paiseToRupees(priced.totalPaise)))
          throw badRequest(COD_NOT_AVAILABLE);
        const id = await insertOrder(tx, {
          userId: request.userId,
          priced,
          address,
          paymentStatus: 'pending',
          paymentMethod: 'Cash on Delivery',
          now: clock(),
        });
        await orderPlaced(events, tx, id);
        return id;
      });
      void reply.status(201);
      return {
        order: await orderById(db, orderId),
        message: 'Order created successfully with Cash on Delivery!',
      };
    },
  );

  // The order's GST tax invoice (or the credit note that cancelled it) as PDF, for its owner only:
  // anyone else's order is not found, whether it exists or not.
  for (const kind of ['invoice', 'credit-note'] as const)
    app.get(
      `/product/orders/:id/${kind}`,
      { onRequest: auth.requireUser, schema: { params: idParams } },
      async (request, reply) => {
        const [order] = await db
          .select({ id: orders.id, status: orders.status, paymentMethod: orders.paymentMethod })
          .from(orders)
          .where(and(eq(orders.id, request.params.id), eq(orders.userId, request.userId)));
        if (!order) throw notFound('Order not found');
        const document = await storedDocument(db, order.id, kind);
        if (!document)
          throw new HttpError(
            409,
            kind === 'credit-note'
              ? 'This order has no credit note: only a cancelled order that was invoiced gets one.'
              : order.status === 'cancelled'
                ? 'This order was cancelled before it was invoiced: it has no invoice.'
                : order.paymentMethod === 'Cash on Delivery'
                  ? 'The invoice of a cash-on-delivery order is made when it is delivered.'
                  : 'This order has no invoice yet.',
          );
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `attachment; filename="${documentFileName(document)}"`)
          .send(await documentPdf(document));
      },
    );

  // The buyer cancels an order not yet shipped (issue 15); a paid one is refunded in full
  // through the payment provider, once: the order's row is locked for the whole of it.
  app.post(
    '/product/orders/:id/cancel',
    { onRequest: auth.requireUser, schema: { params: idParams } },
    async (request): Promise<OrderResponse> => {
      const { id } = request.params;
      const { message } = await db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.id, id), eq(orders.userId, request.userId)))
          .for('update');
        if (!order) throw notFound('Order not found');
        if (order.status === 'cancelled')
          throw new HttpError(409, 'This order is already cancelled.');
        if (!(CANCELLABLE_ORDER_STATUSES as readonly string[]).includes(order.status))
          throw new HttpError(
            409,
            order.status === 'delivered'
              ? `A delivered order can no longer be cancelled: use 'Return items' on it within ${RETURN_WINDOW_DAYS} days of delivery.`
              : `An order that is ${order.status} can no longer be cancelled. Once it is delivered, you can return items within ${RETURN_WINDOW_DAYS} days.`,
          );
        return cancelOrder(tx, order, payments, events);
      });
      return { order: await orderById(db, id), message };
    },
  );
};
