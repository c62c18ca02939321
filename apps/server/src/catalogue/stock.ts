import { variantNameSql } from './variants';
import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { STOCK_MESSAGES, type Text } from '@petverse/api/contract';
import type { Runner, Tx } from '../db/client';
import { products } from './tables';
import { orderItems, orders, type OrderLineSnapshot } from '../orders/tables';
import { HttpError } from '../platform/errors';
import { heldUnits } from '../checkout/holds';

/**
 * Stock (issue 31). A product's `stock` is what can still be sold. Placing an order takes its
 * units in the order's transaction, each with one conditional update (`stock >= wanted`), so the
 * last units go to exactly as many buyers as there are units, whatever the database and however
 * many instances run: the row's lock orders the buyers, and a buyer who finds too few takes none.
 * Cancelling an order gives its units back. Units held for another buyer's card payment (ADR 032)
 * are not for sale until their hold is paid, released or lapses.
 */

/** 409 with what is short, by name: nothing was taken or charged. */
export class StockShortage extends HttpError {
  constructor(text: Text) {
    super(409, text);
  }
}

/** Units wanted per product of some order lines (a product on two lines counts once). */
function unitsByProduct(lines: readonly OrderLineSnapshot[]): Map<string, number> {
  const wanted = new Map<string, number>();
  for (const line of lines)
    if (line.itemType === 'product')
      wanted.set(line.itemId, (wanted.get(line.itemId) ?? 0) + line.quantity);
  return wanted;
}

/** Whose purchase is checked, and when: their own holds never count against them (ADR 032). */
interface Buyer {
  userId: string;
  now: Date;
}

/**
 * The first product of `wanted` that cannot be sold in that quantity to `buyer`, and what to say
 * of it: units held by other buyers paying right now are not for sale.
 */
async function shortage(
  db: Runner,
  wanted: ReadonlyMap<string, number>,
  buyer: Buyer,
): Promise<Text | null> {
  if (wanted.size === 0) return null;
  // One after the other: inside a transaction they share one connection.
  const rows = await db
    .select({
      id: products.id,
      name: variantNameSql,
      stock: products.stock,
      withdrawnAt: products.withdrawnAt,
    })
    .from(products)
    .where(inArray(products.id, [...wanted.keys()]));
  const held = await heldUnits(db, [...wanted.keys()], buyer.now, buyer.userId);
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const [id, units] of wanted) {
    const row = byId.get(id);
    if (!row) return STOCK_MESSAGES.withdrawn('A product in your cart');
    if (row.withdrawnAt) return STOCK_MESSAGES.withdrawn(row.name);
    const others = Math.min(held.get(id) ?? 0, row.stock);
    if (row.stock - others >= units) continue;
    if (others === 0) return STOCK_MESSAGES.lineShort(row.name, row.stock);
    return STOCK_MESSAGES.heldByOthers(row.name, row.stock - others, others);
  }
  return null;
}

/**
 * Locks the lines' products (by id, the order every checkout locks in) and refuses (409,
 * StockShortage) a line that `buyer` cannot have now: short of stock, withdrawn, or its last
 * units held for another buyer's payment. Under these locks nobody else takes or holds them
 * until the caller's transaction ends.
 */
export async function ensureAvailable(
  tx: Tx,
  lines: readonly OrderLineSnapshot[],
  buyer: Buyer,
): Promise<Map<string, number>> {
  const wanted = unitsByProduct(lines);
  if (wanted.size === 0) return wanted;
  await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, [...wanted.keys()]))
    .orderBy(asc(products.id))
    .for('update');
  const problem = await shortage(tx, wanted, buyer);
  if (problem) throw new StockShortage(problem);
  return wanted;
}

/**
 * Takes the lines' units from stock for `buyer`'s order, after locking the products and checking
 * them against others' live holds (`ensureAvailable`). When one has too few, throws
 * StockShortage: the caller's transaction must then roll back.
 */
export async function takeStock(
  tx: Tx,
  lines: readonly OrderLineSnapshot[],
  buyer: Buyer,
): Promise<void> {
  const wanted = await ensureAvailable(tx, lines, buyer);
  for (const id of [...wanted.keys()].sort()) {
    const units = wanted.get(id)!;
    const taken = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${units}` })
      .where(and(eq(products.id, id), gte(products.stock, units), isNull(products.withdrawnAt)))
      .returning({ id: products.id });
    if (taken.length === 0)
      throw new StockShortage(
        (await shortage(tx, new Map([[id, units]]), buyer)) ?? STOCK_MESSAGES.soldWhilePaying,
      );
  }
}

/** Gives a cancelled order's units back, when placing it took them (orders from before did not). */
export async function returnStock(tx: Tx, orderId: string): Promise<void> {
  const [order] = await tx
    .update(orders)
    .set({ stockTaken: false })
    .where(and(eq(orders.id, orderId), eq(orders.stockTaken, true)))
    .returning({ id: orders.id });
  if (!order) return;
  const lines = await tx
    .select({ itemId: orderItems.itemId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.itemType, 'product')));
  const units = unitsByProduct(
    lines.map((l) => ({ ...l, itemType: 'product', name: '', pricePaise: 0 })),
  );
  for (const id of [...units.keys()].sort())
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${units.get(id)!}` })
      .where(eq(products.id, id));
}
