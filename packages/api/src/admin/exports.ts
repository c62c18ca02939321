import type { AdminOrdersQuery } from '../contract/admin';
import { saveDownload } from '../download';
import { useAdminChange } from './resources';

/** What the accountant exports (issue 55 item 5): a range of orders, or a month's GSTR-1 summary. */
export type AccountsExport =
  | {
      kind: 'orders';
      query: Omit<AdminOrdersQuery, 'page' | 'limit' | 'from' | 'to'> & {
        from: string;
        to: string;
      };
    }
  | { kind: 'gstr1'; month: string };

/**
 * Downloads an export as CSV with the owner's session (GET /admin/exports/orders.csv, gstr1.csv).
 * @example await trigger({ kind: 'gstr1', month: '2026-11' });
 */
export const useDownloadExport = () =>
  useAdminChange<AccountsExport, void>('accounts-export', [], async (client, what) =>
    what.kind === 'orders'
      ? saveDownload(
          await client.get<Blob>('/admin/exports/orders.csv', {
            params: what.query,
            responseType: 'blob',
          }),
          `orders-${what.query.from}-to-${what.query.to}.csv`,
        )
      : saveDownload(
          await client.get<Blob>('/admin/exports/gstr1.csv', {
            params: { month: what.month },
            responseType: 'blob',
          }),
          `gstr1-${what.month}.csv`,
        ),
  );
