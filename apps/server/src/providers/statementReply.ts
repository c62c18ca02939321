import type { FastifyReply } from 'fastify';
import type { ProviderStatement } from '@petverse/api/contract';
import { statementCsv } from './statement';
import { statementPdf } from './statementPdf';

/**
 * A statement answered as asked (the portal's and the back office's routes alike): JSON for the
 * page, or a file to download, CSV for a spreadsheet or PDF to keep.
 */
export async function sendStatement(
  reply: FastifyReply,
  statement: ProviderStatement,
  format: 'json' | 'csv' | 'pdf' = 'json',
) {
  if (format === 'json') return statement;
  const file = `petverse-statement-${statement.month}.${format}`;
  void reply.header('Content-Disposition', `attachment; filename="${file}"`);
  return format === 'csv'
    ? reply.type('text/csv; charset=utf-8').send(statementCsv(statement))
    : reply.type('application/pdf').send(await statementPdf(statement));
}
