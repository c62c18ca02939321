import { variantNameSql } from '../catalogue/variants';
import { eq } from 'drizzle-orm';
import {
  cartTotals,
  subscriptionUnitPaise,
  type RenewalReason,
  paiseToRupees,
  type ShippingType,
} from '@petverse/api/contract';
// The free-delivery threshold (ADR 039): the shop's setting every pricing reads.
import { freeDeliveryFrom } from '../checkout/deliverySettings';
import type { Runner } from '../db/client';
import { users } from '../accounts/tables';
import { products } from '../catalogue/tables';
import { subscriptions } from '../subscriptions/tables';
import { enqueue, recipientOf, type ShopEvents } from './queue';

/**
 * A subscription's mail (ADR 024): the reminder of a delivery SUBSCRIPTION_REMINDER_DAYS ahead, at
 * today's subscription price capped by the agreed one; or a delivery skipped (out of stock, price
 * risen, payment refused…) with the next one's date. Nothing was charged for a skipped one.
 */
export async function subscriptionMail(
  ev: ShopEvents,
  tx: Runner,
  subscriptionId: string,
  what:
    | { kind: 'reminder'; date: string }
    | { kind: 'skipped'; date: string; next: string; reason: RenewalReason },
): Promise<void> {
  const [row] = await tx
    .select({
      sub: subscriptions,
      product: variantNameSql,
      pricePaise: products.pricePaise,
      name: users.name,
      email: users.email,
      locale: users.locale,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .where(eq(subscriptions.id, subscriptionId));
  if (!row) return;
  const today = subscriptionUnitPaise(row.pricePaise);
  const who = { ...recipientOf(row), product: row.product };
  if (what.kind === 'reminder') {
    const unit = Math.min(today, row.sub.unitPricePaise);
    const totals = cartTotals(
      [{ price: paiseToRupees(unit), quantity: row.sub.quantity }],
      row.sub.shippingType as ShippingType,
      await freeDeliveryFrom(tx),
    );
    await enqueue(ev, tx, {
      mail: {
        kind: 'subscription-reminder',
        ...who,
        quantity: row.sub.quantity,
        date: what.date,
        price: paiseToRupees(unit),
        total: totals.total,
      },
      subscription: { id: subscriptionId, date: what.date },
    });
    return;
  }
  if (what.reason === 'skipped') return;
  await enqueue(ev, tx, {
    mail: {
      kind: 'subscription-skipped',
      ...who,
      date: what.date,
      next: what.next,
      reason: what.reason,
      ...(what.reason === 'price-rose'
        ? { agreed: paiseToRupees(row.sub.unitPricePaise), price: paiseToRupees(today) }
        : {}),
    },
  });
}
