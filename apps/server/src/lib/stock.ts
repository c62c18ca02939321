import { variantNameSql } from './variants';
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { STOCK_MESSAGES, type Text } from '@petverse/api/contract';
import type { Database, Tx } from '../db/client';
import { orderItems, orders, products, type OrderLineSnapshot } from '../db/schema';
import { HttpError } from './errors';

/**
 * Stock (issue 31). A product's `stock` is what can still be sold. Placing an order takes its
 * units in the order's transaction, each with one conditional update (`stock >= wanted`), so the
 * last units go to exactly as many buyers as there are units, whatever the database and however
 * many instances run: the row's lock orders the buyers, and a buyer who finds too few takes none.
 * Cancelling an order gives its units back.
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

/** The first product of `wanted` that cannot be sold in that quantity, and what to say of it. */
async function shortage(db: Database | Tx, wanted: Map<string, number>): Promise<Text | null> {
  if (wanted.size === 0) return null;
  const rows = await db
    .select({
      id: products.id,
      name: variantNameSql,
      stock: products.stock,
      withdrawnAt: products.withdrawnAt,
    })
    .from(products)
    .where(inArray(products.id, [...wanted.keys()]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const [id, units] of wanted) {
    const row = byId.get(id);
    if (!row) return STOCK_MESSAGES.withdrawn('A product in your cart');
    if (row.withdrawnAt) return STOCK_MESSAGES.withdrawn(row.name);
    if (row.stock < units) return STOCK_MESSAGES.lineShort(row.name, row.stock);
  }
  return null;
}

/** Refuses (409) lines that cannot be bought now: before a payment is asked for, nothing taken. */
export async function ensureInStock(db: Database | Tx, lines: readonly OrderLineSnapshot[]) {
  const problem = await shortage(db, unitsByProduct(lines));
  if (problem) throw new StockShortage(problem);
}

/**
 * Takes the lines' units from stock, in product-id order (two orders never wait on each other in
 * opposite orders). When one product has too few, throws StockShortage: the caller's transaction
 * must then roll back, which gives back what was taken before it.
 */
export async function takeStock(tx: Tx, lines: readonly OrderLineSnapshot[]): Promise<void> {
  const wanted = unitsByProduct(lines);
  for (const id of [...wanted.keys()].sort()) {
    const units = wanted.get(id)!;
    const taken = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${units}` })
      .where(and(eq(products.id, id), gte(products.stock, units), isNull(products.withdrawnAt)))
      .returning({ id: products.id });
    if (taken.length === 0)
      throw new StockShortage(
        (await shortage(tx, new Map([[id, units]]))) ?? STOCK_MESSAGES.soldWhilePaying,
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
