import type { FastifyReply } from 'fastify';

/**
 * CSV files staff open in a spreadsheet (registrations, statements, the accountant's exports):
 * every cell quoted, and a text that a spreadsheet would read as a formula (=, +, -, @, a tab or
 * a return first) made plain with a leading apostrophe. A number (`-12.50` of a credit note
 * included) stays a number.
 */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const number = /^-?\d+(\.\d+)?$/.test(text);
  const safe = !number && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Rows as CSV text: cells by commas, lines by CR LF, ending with one. */
export const csvText = (rows: readonly (readonly (string | number | null | undefined)[])[]) =>
  `${rows.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;

/**
 * Sends rows as a CSV download named `filename`: UTF-8 with its byte-order mark (Excel then reads
 * ₹ and Hindi right), never kept by a cache.
 */
export const sendCsv = (
  reply: FastifyReply,
  filename: string,
  rows: readonly (readonly (string | number | null | undefined)[])[],
) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'no-store')
    .send(`\uFEFF${csvText(rows)}`);
