import {
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { primaryId } from '../db/columns';
import { orders } from '../orders/tables';
import { orderReturns } from '../returns/tables';

// ---- GST tax invoices (issue 32) ---------------------------------------------------------------

/** The last number given in each series (invoices, credit notes) and financial year. */
export const invoiceSeries = pgTable(
  'invoice_series',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

/**
 * An order's tax invoice, and the credit note that cancels it: numbered without gaps in their
 * series, with everything the document shows kept as it was issued (the PDF is drawn from it).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: primaryId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    number: text('number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    seq: integer('seq').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
    /** For a return's credit note (issue 38): the return it refunds; null for the order's own. */
    returnId: uuid('return_id').references(() => orderReturns.id, { onDelete: 'cascade' }),
  },
  (t) => [
    // One invoice and one cancelling credit note per order; one credit note per return.
    uniqueIndex('invoices_order_kind_idx')
      .on(t.orderId, t.kind)
      .where(sql`${t.returnId} is null`),
    uniqueIndex('invoices_return_idx').on(t.returnId),
    check('invoices_kind_valid', sql`${t.kind} in ('invoice', 'credit-note')`),
  ],
);

/** What an invoice or credit note shows, as issued. Money in paise. */
export interface InvoiceDocument {
  seller: { name: string; address: string; gstin: string; state: string };
  buyer: { name: string; address: string; phone: string; email: string };
  placeOfSupply: string;
  kind: 'intra' | 'inter';
  orderNumber: string;
  orderDate: string;
  /** For a credit note: the invoice it cancels. */
  cancels?: string;
  lines: {
    description: string;
    hsn: string;
    quantity: number;
    ratePercent: number;
    /** What the buyer paid for the line, tax included. */
    amountPaise: number;
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
  }[];
  totals: {
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    totalPaise: number;
  };
  paymentMethod: string;
  /** A coupon used on the order (issue 38): its discount is already taken off the lines' amounts. */
  coupon?: { code: string; discountPaise: number };
}
