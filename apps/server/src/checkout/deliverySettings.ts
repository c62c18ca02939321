import { eq } from 'drizzle-orm';
import { paiseToRupees } from '@petverse/api/contract';
import type { Runner } from '../db/client';
import { shopSettings } from '../platform/tables';

/** The setting's row name and what it keeps. */
export const DELIVERY_SETTING = 'delivery';
export interface DeliveryValue {
  /** Paise from which Economy delivery is free; null: never (the spec's prices). */
  freeDeliveryFromPaise: number | null;
}

/** What the delivery setting holds now; the default (no threshold) when the owner set none. */
export async function deliveryValue(db: Runner): Promise<DeliveryValue> {
  const [row] = await db
    .select({ value: shopSettings.value })
    .from(shopSettings)
    .where(eq(shopSettings.name, DELIVERY_SETTING))
    .limit(1);
  const value = row?.value as Partial<DeliveryValue> | undefined;
  const paise = value?.freeDeliveryFromPaise;
  return { freeDeliveryFromPaise: typeof paise === 'number' ? paise : null };
}

/**
 * The free-delivery threshold in rupees, or null (ADR 039). Read in the transaction or request
 * that prices an order, so a change made by the owner applies from the next pricing on.
 */
export async function freeDeliveryFrom(db: Runner): Promise<number | null> {
  const { freeDeliveryFromPaise } = await deliveryValue(db);
  return freeDeliveryFromPaise === null ? null : paiseToRupees(freeDeliveryFromPaise);
}
