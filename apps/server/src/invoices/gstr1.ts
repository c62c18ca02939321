import { paiseToRupees, placeOfSupply } from '@petverse/api/contract';
import type { InvoiceDocument } from './tables';

/**
 * A month's GSTR-1 summary for the accountant (issue 55 item 5), from the invoices and credit
 * notes issued in it as they were issued (their stored documents, never the catalogue as it is
 * now). Every buyer is a consumer without a GSTIN, so the month's sales are:
 * - B2C (small), table 7: taxable value and tax per place of supply and rate, the month's credit
 *   notes taken off (GSTR-1 nets B2C credit notes into this table);
 * - B2C (large), table 5: each inter-state invoice above B2CL_LIMIT_PAISE, on its own;
 * - the HSN summary, table 12: per HSN and rate, quantities and values net of credit notes;
 * - the credit notes, one row each, for the record (table 9B lists only those of B2C large);
 * - the documents issued, table 13: each series' first and last number and count.
 * Money in rupees with paise; a place of supply as '27-Maharashtra'.
 */

/** An invoice or credit note as issued. */
export interface IssuedDocument {
  kind: 'invoice' | 'credit-note';
  number: string;
  issuedAt: Date;
  document: InvoiceDocument;
}

/** An inter-state B2C invoice above this (₹1,00,000 since 1 Aug 2024) is reported on its own. */
export const B2CL_LIMIT_PAISE = 1_00_000_00;

type Cell = string | number;
const money = (paise: number) => paiseToRupees(paise).toFixed(2);
const day = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  })
    .format(at)
    .replace(/ /g, '-');

/** A document's place of supply as GSTR-1 names it; as written when it names no state. */
const posOf = (d: InvoiceDocument) =>
  placeOfSupply(d.placeOfSupply) ?? `Unknown state: ${d.placeOfSupply}`;

interface Sums {
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
  value: number;
  quantity: number;
}
const zero = (): Sums => ({ taxable: 0, igst: 0, cgst: 0, sgst: 0, value: 0, quantity: 0 });

/** Adds a document's lines into `into` by `keyOf`, taken off when it is a credit note. */
function add(
  into: Map<string, Sums>,
  doc: IssuedDocument,
  keyOf: (line: InvoiceDocument['lines'][number]) => string,
) {
  const sign = doc.kind === 'credit-note' ? -1 : 1;
  for (const line of doc.document.lines) {
    const key = keyOf(line);
    const sums = into.get(key) ?? zero();
    sums.taxable += sign * line.taxablePaise;
    sums.igst += sign * line.igstPaise;
    sums.cgst += sign * line.cgstPaise;
    sums.sgst += sign * line.sgstPaise;
    sums.value += sign * line.amountPaise;
    sums.quantity += sign * line.quantity;
    into.set(key, sums);
  }
}

const isLarge = (doc: IssuedDocument) =>
  doc.kind === 'invoice' &&
  doc.document.kind === 'inter' &&
  doc.document.totals.totalPaise > B2CL_LIMIT_PAISE;

/** The month's summary as rows of a CSV: each table under its heading, a blank row between. */
export function gstr1Rows(
  month: string,
  seller: string,
  docs: readonly IssuedDocument[],
): Cell[][] {
  const sorted = [...docs].sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime());
  const invoices = sorted.filter((d) => d.kind === 'invoice');
  const notes = sorted.filter((d) => d.kind === 'credit-note');
  const large = invoices.filter(isLarge);
  const largeNumbers = new Set(large.map((d) => d.number));

  const b2cs = new Map<string, Sums>();
  for (const doc of sorted) {
    // A credit note of a B2C large invoice is that invoice's; the rest net into B2C small.
    if (
      largeNumbers.has(doc.number) ||
      (doc.document.cancels && largeNumbers.has(doc.document.cancels))
    )
      continue;
    add(b2cs, doc, (line) => `${posOf(doc.document)}|${line.ratePercent}`);
  }
  const hsn = new Map<string, Sums>();
  for (const doc of sorted) add(hsn, doc, (line) => `${line.hsn}|${line.ratePercent}`);

  const rows: Cell[][] = [
    ['GSTR-1 summary', month, seller],
    [],
    ['B2C (small): table 7, credit notes taken off'],
    ['Type', 'Place of supply', 'Rate (%)', 'Taxable value', 'IGST', 'CGST', 'SGST', 'Cess'],
    ...[...b2cs.entries()]
      .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
      .map(([key, s]) => {
        const [pos, rate] = key.split('|') as [string, string];
        return [
          'OE',
          pos,
          rate,
          money(s.taxable),
          money(s.igst),
          money(s.cgst),
          money(s.sgst),
          '0.00',
        ];
      }),
    [],
    ['B2C (large): table 5, inter-state invoices above ₹1,00,000'],
    [
      'Invoice number',
      'Invoice date',
      'Invoice value',
      'Place of supply',
      'Rate (%)',
      'Taxable value',
      'IGST',
      'Cess',
    ],
    ...large.flatMap((doc) => {
      const byRate = new Map<string, Sums>();
      add(byRate, doc, (line) => String(line.ratePercent));
      return [...byRate.entries()].map(([rate, s]) => [
        doc.number,
        day(doc.issuedAt),
        money(doc.document.totals.totalPaise),
        posOf(doc.document),
        rate,
        money(s.taxable),
        money(s.igst),
        '0.00',
      ]);
    }),
    [],
    ['HSN summary: table 12, credit notes taken off'],
    [
      'HSN',
      'UQC',
      'Total quantity',
      'Rate (%)',
      'Total value',
      'Taxable value',
      'IGST',
      'CGST',
      'SGST',
      'Cess',
    ],
    ...[...hsn.entries()]
      .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
      .map(([key, s]) => {
        const [code, rate] = key.split('|') as [string, string];
        // Services (SAC 99…) are counted in units of the service ('OTH'); goods in numbers.
        return [
          code,
          code.startsWith('99') ? 'OTH-OTHERS' : 'NOS-NUMBERS',
          s.quantity,
          rate,
          money(s.value),
          money(s.taxable),
          money(s.igst),
          money(s.cgst),
          money(s.sgst),
          '0.00',
        ];
      }),
    [],
    ['Credit notes issued (to consumers)'],
    [
      'Credit note number',
      'Date',
      'Invoice it reduces',
      'Place of supply',
      'Note value',
      'Taxable value',
      'IGST',
      'CGST',
      'SGST',
    ],
    ...notes.map((doc) => [
      doc.number,
      day(doc.issuedAt),
      doc.document.cancels ?? '',
      posOf(doc.document),
      money(doc.document.totals.totalPaise),
      money(doc.document.totals.taxablePaise),
      money(doc.document.totals.igstPaise),
      money(doc.document.totals.cgstPaise),
      money(doc.document.totals.sgstPaise),
    ]),
    [],
    ['Documents issued: table 13'],
    ['Nature of document', 'From', 'To', 'Total number', 'Cancelled'],
    ...(
      [
        ['Invoices for outward supply', invoices],
        ['Credit note', notes],
      ] as const
    ).flatMap(([nature, list]) =>
      list.length ? [[nature, list[0]!.number, list.at(-1)!.number, list.length, 0] as Cell[]] : [],
    ),
  ];
  return rows;
}
