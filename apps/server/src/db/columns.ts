import type { PostalAddress } from '@petverse/api/contract';
import { randomUUID } from 'node:crypto';
import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';

// Columns most tables share: each room's `tables.ts` uses them.
export const primaryId = () =>
  uuid('id')
    .primaryKey()
    .$defaultFn(() => randomUUID());

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A tsvector column: what full-text search matches against. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

// The shapes of JSON columns several rooms keep (a payment order, then its order).

/** An order line as priced by the server when a payment order or an order is made. */
export interface OrderLineSnapshot {
  itemType: 'product' | 'pharmacy' | 'booking';
  itemId: string;
  name: string;
  pricePaise: number;
  quantity: number;
  /** A subscribed product line (ADR 024): priced at the subscription price, starts one when paid. */
  subscribeWeeks?: number;
}

/** The delivery address as it was when the order was made. */
export type AddressSnapshot = PostalAddress;

/** The address of a payment order that delivers nothing (an appointment, a booking). */
export const NO_ADDRESS: AddressSnapshot = {
  name: '',
  phone: '',
  email: '',
  street: '',
  city: '',
  state: '',
  pincode: '',
  country: '',
};

/** What a grooming payment order was priced for. */
export interface GroomingPaymentDetails {
  partnerId: string;
  services: string[];
}
