import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  REVIEW_MESSAGES,
  paginationOf,
  type MyReviewResponse,
  type Review,
  type ReviewListResponse,
  type ReviewPayload,
} from '@petverse/api/contract';
import type { Database } from '../db/client';
import { users } from '../accounts/tables';
import { products, reviews } from './tables';
import { orderItems, orders } from '../orders/tables';
import { orderReturns } from '../returns/tables';
import { HttpError, notFound } from '../platform/errors';
import type { Tx } from '../db/client';

/** A first name and an initial: enough to trust a review, not enough to find its author. */
export function authorNameOf(name: string): string {
  const [first = 'Customer', ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}

/**
 * Whether `userId` kept a product: a delivered order holds it, not cancelled and not refunded,
 * and not every unit of its line came back in a received return (a return is refunded on
 * receipt, ADR 023). Reviews are written only then, and their 'Verified purchase' is this, read
 * each time: a later refund or return takes it away.
 */
const keptSql = (userId: unknown, productId: unknown) => sql<boolean>`exists (
  select 1 from ${orderItems} i join ${orders} o on o.id = i.order_id
  where o.user_id = ${userId} and i.item_type = 'product' and i.item_id = (${productId})::text
    and o.status = 'delivered' and o.refund_id is null
    and i.quantity > coalesce((
      select sum((l->>'quantity')::int) from ${orderReturns} r,
        jsonb_array_elements(r.lines) l
      where r.order_id = o.id and r.status = 'received' and l->>'orderItemId' = i.id::text), 0))`;

const reviewColumns = {
  id: reviews.id,
  productId: reviews.productId,
  userId: reviews.userId,
  stars: reviews.stars,
  title: reviews.title,
  text: reviews.text,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  authorName: users.name,
  verified: keptSql(reviews.userId, reviews.productId).as('verified'),
};
type ReviewRow = typeof reviews.$inferSelect & {
  authorName: string;
  verified: boolean;
};

function toReview(row: ReviewRow): Review {
  return {
    _id: row.id,
    productId: row.productId,
    stars: row.stars,
    title: row.title,
    text: row.text,
    authorName: authorNameOf(row.authorName),
    verifiedPurchase: row.verified,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The ids of every size of the product `productId` is one of (ADR 026), as SQL. */
export const groupIdsSql = (productId: unknown) => sql`(select g.id from ${products} g
  where g.variant_group = (select p.variant_group from ${products} p where p.id = ${productId}))`;

/**
 * A product's rating: the ratings of its sizes on sale together (ADR 026, ADR 028), as the store's
 * cards and the product's page show it — the sum and count a trigger keeps on each of its rows
 * (migration 0022). Not found when there is no such product.
 */
export async function productRating(db: Database | Tx, productId: string) {
  const [row] = await db
    .select({ sum: products.productRatingSum, n: products.productRatingCount })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) throw notFound('Product not found');
  const n = Number(row.n);
  return {
    averageRating: n > 0 ? Math.round((Number(row.sum) / n) * 100) / 100 : null,
    ratingCount: n,
  };
}

/** One page of a product's reviews (all its sizes'), newest first, with its rating. */
export async function reviewPage(
  db: Database,
  productId: string,
  { page, limit }: { page: number; limit: number },
): Promise<ReviewListResponse> {
  const rating = await productRating(db, productId);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(reviews)
    .where(sql`${reviews.productId} in ${groupIdsSql(productId)}`);
  const rows = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(sql`${reviews.productId} in ${groupIdsSql(productId)}`)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { reviews: rows.map(toReview), ...rating, pagination: paginationOf(total, page, limit) };
}

/**
 * Whether the user has an order holding the product that is not cancelled, one on its way, one
 * delivered (whatever came back since), and kept one.
 */
async function purchaseOf(
  db: Database | Tx,
  userId: string,
  productId: string,
): Promise<{ bought: boolean; waiting: boolean; delivered: boolean; kept: boolean }> {
  const liveOrder = (statuses: SQL) => sql<boolean>`exists (
    select 1 from ${orderItems} i join ${orders} o on o.id = i.order_id
    where o.user_id = ${userId} and i.item_type = 'product' and i.item_id = (${productId})::text
      and ${statuses})`;
  const [row] = await db
    .select({
      bought: liveOrder(sql`o.status <> 'cancelled'`),
      waiting: liveOrder(sql`o.status not in ('cancelled', 'delivered')`),
      delivered: liveOrder(sql`o.status = 'delivered'`),
      kept: keptSql(userId, productId),
    })
    .from(users)
    .where(eq(users.id, userId));
  return {
    bought: Boolean(row?.bought),
    waiting: Boolean(row?.waiting),
    delivered: Boolean(row?.delivered),
    kept: Boolean(row?.kept),
  };
}

/**
 * Why the user may not review a product they did not keep: everything delivered came back
 * (409), it has not come yet, or they never bought it (403).
 */
function notKept({
  bought,
  waiting,
  delivered,
}: {
  bought: boolean;
  waiting: boolean;
  delivered: boolean;
}) {
  if (delivered && !waiting) return new HttpError(409, REVIEW_MESSAGES.returned);
  return new HttpError(403, bought ? REVIEW_MESSAGES.afterDelivery : REVIEW_MESSAGES.buyersOnly);
}

async function ownReview(db: Database | Tx, userId: string, productId: string) {
  const [row] = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)))
    .limit(1);
  return row;
}

export async function myReview(
  db: Database,
  userId: string,
  productId: string,
): Promise<MyReviewResponse> {
  await productRating(db, productId);
  const [{ bought, kept }, mine] = [
    await purchaseOf(db, userId, productId),
    await ownReview(db, userId, productId),
  ];
  return {
    review: mine ? toReview(mine) : null,
    bought: bought || kept,
    delivered: kept,
    canReview: kept && !mine,
  };
}

/**
 * Moves the rating of the size reviewed by a review's stars; answers the product's new average
 * and count (all its sizes').
 */
async function moveRating(tx: Tx, productId: string, addStars: number, addCount: number) {
  // The product's rating moves on every size of its group (a trigger, migration 0022, ADR 028):
  // the group's rows are locked first, in id order as orders take stock (catalogue/stock.ts), so a
  // review and an order of two of its sizes never wait on each other in opposite orders.
  await tx.execute(sql`select id from ${products}
    where id in ${groupIdsSql(productId)} order by id for update`);
  const sum = sql`${products.ratingSum} + ${addStars}`;
  const n = sql`${products.ratingCount} + ${addCount}`;
  const [row] = await tx
    .update(products)
    .set({
      ratingSum: sql`${sum}`,
      ratingCount: sql`${n}`,
      averageRating: sql`case when ${n} > 0 then round((${sum})::numeric / (${n}), 2)::real end`,
    })
    .where(eq(products.id, productId))
    .returning({ id: products.id });
  if (!row) throw notFound('Product not found');
  return productRating(tx, productId);
}

const clean = (p: ReviewPayload) => ({
  stars: p.stars,
  title: p.title.trim(),
  text: p.text.trim(),
});

export async function createReview(
  db: Database,
  userId: string,
  productId: string,
  payload: ReviewPayload,
) {
  return db.transaction(async (tx) => {
    await productRating(tx, productId);
    const purchase = await purchaseOf(tx, userId, productId);
    if (!purchase.kept) throw notKept(purchase);
    const [created] = await tx
      .insert(reviews)
      .values({ userId, productId, ...clean(payload) })
      .onConflictDoNothing({ target: [reviews.userId, reviews.productId] })
      .returning({ id: reviews.id });
    if (!created) throw new HttpError(409, REVIEW_MESSAGES.duplicate);
    const rating = await moveRating(tx, productId, payload.stars, 1);
    return { review: toReview((await ownReview(tx, userId, productId))!), ...rating };
  });
}

/** The review by id, for its author only: someone else's is refused. */
async function authorsReview(tx: Tx, userId: string, reviewId: string) {
  const [row] = await tx
    .select({ userId: reviews.userId, productId: reviews.productId, stars: reviews.stars })
    .from(reviews)
    .where(eq(reviews.id, reviewId))
    .for('update')
    .limit(1);
  if (!row) throw notFound(REVIEW_MESSAGES.notFound);
  if (row.userId !== userId) throw new HttpError(403, REVIEW_MESSAGES.notYours);
  return row;
}

export async function updateReview(
  db: Database,
  userId: string,
  reviewId: string,
  payload: ReviewPayload,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const old = await authorsReview(tx, userId, reviewId);
    await tx
      .update(reviews)
      .set({ ...clean(payload), updatedAt: now })
      .where(eq(reviews.id, reviewId));
    const rating = await moveRating(tx, old.productId, payload.stars - old.stars, 0);
    return { review: toReview((await ownReview(tx, userId, old.productId))!), ...rating };
  });
}

export async function deleteReview(db: Database, userId: string, reviewId: string) {
  return db.transaction(async (tx) => {
    const old = await authorsReview(tx, userId, reviewId);
    await tx.delete(reviews).where(eq(reviews.id, reviewId));
    const rating = await moveRating(tx, old.productId, -old.stars, -1);
    return { message: REVIEW_MESSAGES.deleted, ...rating };
  });
}
