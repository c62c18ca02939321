import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  GST_BY_CATEGORY,
  SERVICE_GST,
  SHIPPING_GST,
  financialYear,
  gstKind,
  invoiceNumber,
  rupeesInWords,
  shareDiscount,
  shortId,
  splitIntraState,
  taxOf,
  type ProductCategory,
} from '@petverse/api/contract';
import type { Tx, Runner } from '../db/client';
import { PDF_FONT, openPdf, pdfDate, pdfMoney, pdfRows } from '../platform/pdf';
import type { Seller } from '../platform/seller';
import { users } from '../accounts/tables';
import { products } from '../catalogue/tables';
import { invoiceSeries, invoices, type InvoiceDocument } from './tables';
import { orderItems, orders } from '../orders/tables';

/**
 * GST tax invoices (issue 32). A paid order (card) is invoiced when it is paid, a cash order when
 * it is delivered; a cancelled invoiced order gets a credit note. Numbers come from one series per
 * kind and financial year, taken in the transaction that issues the document: the series' row is
 * locked until it commits, and a rolled-back issue gives its number back, so numbers are unique
 * and without gaps however many payments arrive at once (test/invoices.test.ts: 50).
 */

const SERIES = { invoice: 'invoice', 'credit-note': 'credit-note' } as const;
type Kind = keyof typeof SERIES;
const PREFIX = (seller: Seller, kind: Kind) =>
  kind === 'invoice' ? seller.prefix : `${seller.prefix}CN`;

/** The next number of a series in this financial year, taken under the series row's lock. */
async function nextNumber(tx: Tx, kind: Kind, fy: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceSeries)
    .values({ series: SERIES[kind], financialYear: fy, last: 1 })
    .onConflictDoUpdate({
      target: [invoiceSeries.series, invoiceSeries.financialYear],
      set: { last: sql`${invoiceSeries.last} + 1` },
    })
    .returning({ last: invoiceSeries.last });
  return row!.last;
}

type DocumentLine = InvoiceDocument['lines'][number];

/** One line of a document: its GST taken out of its tax-inclusive amount, split by supply kind. */
function documentLine(
  kind: 'intra' | 'inter',
  description: string,
  hsn: string,
  ratePercent: number,
  quantity: number,
  amountPaise: number,
): DocumentLine {
  const { taxablePaise, taxPaise } = taxOf(amountPaise, ratePercent);
  const intra = kind === 'intra' ? splitIntraState(taxPaise) : { cgstPaise: 0, sgstPaise: 0 };
  return {
    description,
    hsn,
    quantity,
    ratePercent,
    amountPaise,
    taxablePaise,
    ...intra,
    igstPaise: kind === 'inter' ? taxPaise : 0,
  };
}

/** A document's totals from its lines; `totalPaise` is what was charged or refunded. */
function totalsOf(lines: readonly DocumentLine[], totalPaise: number): InvoiceDocument['totals'] {
  const sum = (key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise') =>
    lines.reduce((n, l) => n + l[key], 0);
  return {
    taxablePaise: sum('taxablePaise'),
    cgstPaise: sum('cgstPaise'),
    sgstPaise: sum('sgstPaise'),
    igstPaise: sum('igstPaise'),
    totalPaise,
  };
}

/** The document of an order's invoice: its lines with HSN, rate and taxes, as of now. */
async function documentOf(tx: Tx, orderId: string, seller: Seller): Promise<InvoiceDocument> {
  const [found] = await tx
    .select({ order: orders, buyer: users })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!found) throw new Error(`no order ${orderId}`);
  const { order, buyer } = found;
  const lines = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
  const productIds = lines.filter((l) => l.itemType === 'product').map((l) => l.itemId);
  // Each product's own HSN and rate when the catalogue has them, else its category's (issue 55).
  const taxes = new Map(
    productIds.length
      ? (
          await tx
            .select({
              id: products.id,
              category: products.category,
              hsn: products.hsn,
              rate: products.gstRate,
              sku: products.sku,
            })
            .from(products)
            .where(inArray(products.id, productIds))
        ).map((p) => {
          const byCategory = GST_BY_CATEGORY[p.category as ProductCategory];
          return [
            p.id,
            { hsn: p.hsn ?? byCategory.hsn, rate: p.rate ?? byCategory.rate, sku: p.sku },
          ];
        })
      : [],
  );
  const kind = gstKind(seller.state, order.address.state);
  const line = (
    description: string,
    hsn: string,
    ratePercent: number,
    quantity: number,
    amountPaise: number,
  ) => documentLine(kind, description, hsn, ratePercent, quantity, amountPaise);
  // A coupon's discount lowers the lines' amounts (never shipping's), and so their taxable value.
  const shares = shareDiscount(
    lines.map((l) => l.pricePaise * l.quantity),
    order.discountPaise,
  );
  const documentLines = lines.map((l, i) => {
    const product = l.itemType === 'product' ? taxes.get(l.itemId) : undefined;
    const gst =
      l.itemType === 'product'
        ? (product ?? GST_BY_CATEGORY.food)
        : SERVICE_GST[l.itemType as 'pharmacy' | 'booking'];
    const description = product?.sku ? `${l.name} (SKU ${product.sku})` : l.name;
    return line(description, gst.hsn, gst.rate, l.quantity, l.pricePaise * l.quantity - shares[i]!);
  });
  if (order.shippingPaise > 0)
    documentLines.push(
      line(
        `Shipping (${order.shippingType})`,
        SHIPPING_GST.hsn,
        SHIPPING_GST.rate,
        1,
        order.shippingPaise,
      ),
    );
  const a = order.address;
  return {
    seller: {
      name: seller.name,
      address: seller.address,
      gstin: seller.gstin,
      state: seller.state,
    },
    buyer: {
      name: a.name || buyer.name,
      address: `${a.street}, ${a.city}, ${a.state} ${a.pincode}, ${a.country}`,
      phone: a.phone || buyer.phone,
      email: a.email || buyer.email,
    },
    placeOfSupply: a.state,
    kind,
    orderNumber: `#${shortId(order.id)}`,
    orderDate: new Date(order.createdAt).toISOString(),
    lines: documentLines,
    // What was charged: the order's whole-rupee total (the rounding shows as its own line).
    totals: totalsOf(documentLines, order.totalPaise),
    paymentMethod: order.paymentMethod,
    ...(order.couponCode && order.discountPaise > 0
      ? { coupon: { code: order.couponCode, discountPaise: order.discountPaise } }
      : {}),
  };
}

/**
 * The order's invoice, issued now in the caller's transaction if it has none; its number. The
 * order's row should be locked by the caller (one issue per order).
 */
export async function issueInvoice(
  tx: Tx,
  orderId: string,
  seller: Seller,
  now: Date,
): Promise<string> {
  const [existing] = await tx
    .select({ number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
  if (existing) return existing.number;
  return issue(tx, orderId, 'invoice', seller, now, await documentOf(tx, orderId, seller));
}

/** A credit note cancelling the order's invoice, when it has one and none yet; its number. */
export async function issueCreditNote(
  tx: Tx,
  orderId: string,
  seller: Seller,
  now: Date,
): Promise<string | null> {
  const found = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), isNull(invoices.returnId)));
  const invoice = found.find((d) => d.kind === 'invoice');
  const existing = found.find((d) => d.kind === 'credit-note');
  if (!invoice) return null;
  if (existing) return existing.number;
  return issue(tx, orderId, 'credit-note', seller, now, {
    ...invoice.document,
    cancels: invoice.number,
  });
}

/** Numbers a document from its series for this financial year and keeps it as issued. */
async function issue(
  tx: Tx,
  orderId: string,
  kind: 'invoice' | 'credit-note',
  seller: Seller,
  now: Date,
  document: InvoiceDocument,
  returnId: string | null = null,
): Promise<string> {
  const fy = financialYear(now);
  const seq = await nextNumber(tx, kind, fy);
  const number = invoiceNumber(PREFIX(seller, kind), fy, seq);
  await tx
    .insert(invoices)
    .values({ orderId, kind, number, financialYear: fy, seq, issuedAt: now, document, returnId });
  return number;
}

/**
 * A credit note for a return (issue 38), when its order was invoiced and it has none yet: the
 * returned lines at what their units refunded (each line's rate and HSN as invoiced), and
 * shipping when it is refunded; its total is the refund. Its number.
 */
export async function issueReturnCreditNote(
  tx: Tx,
  ret: {
    id: string;
    orderId: string;
    /** Each returned line: its position among the order's lines, units, and paise refunded. */
    lines: { position: number; quantity: number; amountPaise: number }[];
    shippingPaise: number;
    refundPaise: number;
  },
  seller: Seller,
  now: Date,
): Promise<string | null> {
  const found = await tx.select().from(invoices).where(eq(invoices.orderId, ret.orderId));
  const existing = found.find((d) => d.returnId === ret.id);
  if (existing) return existing.number;
  const invoice = found.find((d) => d.kind === 'invoice' && !d.returnId);
  if (!invoice) return null;
  const d = invoice.document;
  const lines: DocumentLine[] = ret.lines.map((l) => {
    const invoiced = d.lines[l.position]!;
    return documentLine(
      d.kind,
      invoiced.description,
      invoiced.hsn,
      invoiced.ratePercent,
      l.quantity,
      l.amountPaise,
    );
  });
  if (ret.shippingPaise > 0)
    lines.push(
      documentLine(
        d.kind,
        'Shipping (refunded)',
        SHIPPING_GST.hsn,
        SHIPPING_GST.rate,
        1,
        ret.shippingPaise,
      ),
    );
  const { coupon: _coupon, ...rest } = d;
  return issue(
    tx,
    ret.orderId,
    'credit-note',
    seller,
    now,
    { ...rest, cancels: invoice.number, lines, totals: totalsOf(lines, ret.refundPaise) },
    ret.id,
  );
}

/** An order's invoice or credit note as stored (never a return's), or null. */
export async function storedDocument(runner: Runner, orderId: string, kind: Kind) {
  const [row] = await runner
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind), isNull(invoices.returnId)));
  return row ?? null;
}

/** A return's credit note as stored, or null. */
export async function returnDocument(runner: Runner, returnId: string) {
  const [row] = await runner.select().from(invoices).where(eq(invoices.returnId, returnId));
  return row ?? null;
}

/**
 * The PDF of an invoice or credit note, drawn from what was issued (platform/pdf.ts: PDFKit is loaded
 * with the first document drawn).
 */
export async function documentPdf(
  row: NonNullable<Awaited<ReturnType<typeof storedDocument>>>,
): Promise<Buffer> {
  const d = row.document;
  const { pdf, done } = await openPdf(
    `${row.kind === 'invoice' ? 'Tax Invoice' : 'Credit Note'} ${row.number}`,
  );

  pdf
    .font(PDF_FONT.bold)
    .fontSize(16)
    .text(row.kind === 'invoice' ? 'Tax Invoice' : 'Credit Note');
  pdf.moveDown(0.3).font(PDF_FONT.regular).fontSize(9);
  pdf.text(`${row.kind === 'invoice' ? 'Invoice' : 'Credit note'} number: ${row.number}`);
  pdf.text(`Date: ${pdfDate.format(new Date(row.issuedAt))}`);
  if (d.cancels) pdf.text(`Cancels invoice: ${d.cancels}`);
  pdf.text(
    `Order: ${d.orderNumber} of ${pdfDate.format(new Date(d.orderDate))} · Paid by ${d.paymentMethod}`,
  );
  pdf.moveDown();
  pdf.font(PDF_FONT.bold).text('Sold by').font(PDF_FONT.regular);
  pdf
    .text(d.seller.name)
    .text(d.seller.address)
    .text(`GSTIN: ${d.seller.gstin} · State: ${d.seller.state}`);
  pdf.moveDown(0.5);
  pdf.font(PDF_FONT.bold).text('Billed and shipped to').font(PDF_FONT.regular);
  pdf
    .text(d.buyer.name)
    .text(d.buyer.address)
    .text(`Phone: ${d.buyer.phone}${d.buyer.email ? ` · ${d.buyer.email}` : ''}`);
  pdf.text(`Place of supply: ${d.placeOfSupply}`);
  pdf.moveDown();

  const cols =
    d.kind === 'intra'
      ? ['Item', 'HSN', 'Qty', 'GST %', 'Taxable', 'CGST', 'SGST', 'Amount']
      : ['Item', 'HSN', 'Qty', 'GST %', 'Taxable', 'IGST', 'Amount'];
  const widths =
    d.kind === 'intra' ? [165, 55, 25, 35, 60, 55, 55, 65] : [190, 60, 30, 40, 70, 60, 65];
  const row_ = pdfRows(pdf, widths, 2);
  row_(cols, true);
  for (const l of d.lines)
    row_(
      d.kind === 'intra'
        ? [
            l.description,
            l.hsn,
            String(l.quantity),
            `${l.ratePercent}`,
            pdfMoney(l.taxablePaise),
            pdfMoney(l.cgstPaise),
            pdfMoney(l.sgstPaise),
            pdfMoney(l.amountPaise),
          ]
        : [
            l.description,
            l.hsn,
            String(l.quantity),
            `${l.ratePercent}`,
            pdfMoney(l.taxablePaise),
            pdfMoney(l.igstPaise),
            pdfMoney(l.amountPaise),
          ],
    );
  const linesTotal = d.lines.reduce((n, l) => n + l.amountPaise, 0);
  pdf.moveDown(0.5);
  pdf
    .font(PDF_FONT.regular)
    .text(`Taxable value: ${pdfMoney(d.totals.taxablePaise)}`, { align: 'right' });
  if (d.kind === 'intra') {
    pdf.text(`CGST: ${pdfMoney(d.totals.cgstPaise)}`, { align: 'right' });
    pdf.text(`SGST: ${pdfMoney(d.totals.sgstPaise)}`, { align: 'right' });
  } else pdf.text(`IGST: ${pdfMoney(d.totals.igstPaise)}`, { align: 'right' });
  if (d.coupon)
    pdf.text(
      `Coupon ${d.coupon.code}: ${pdfMoney(d.coupon.discountPaise)} off the items, included in their amounts above`,
      { align: 'right' },
    );
  if (d.totals.totalPaise !== linesTotal)
    pdf.text(`Rounded off: ${pdfMoney(d.totals.totalPaise - linesTotal)}`, { align: 'right' });
  pdf.font(PDF_FONT.bold).text(`Total: ${pdfMoney(d.totals.totalPaise)}`, { align: 'right' });
  pdf
    .font(PDF_FONT.regular)
    .text(`Total in words: ${rupeesInWords(d.totals.totalPaise)}`, { align: 'right' });
  pdf.moveDown();
  pdf
    .fontSize(8)
    .text('Prices include GST. This is a computer-generated document and needs no signature.');
  pdf.end();
  return done;
}

/** The file name a document downloads as: 'invoice-PV-2026-27-000042.pdf'. */
export const documentFileName = (row: { kind: string; number: string }) =>
  `${row.kind}-${row.number.replace(/\//g, '-')}.pdf`;
