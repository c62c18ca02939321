import type { AdminOrderActionResponse, FulfilmentStep } from '../contract/admin';
import type { BookShipmentsResponse, LabelsResponse } from '../contract/shipping';
import { ApiError } from '../client/apiClient';
import { saveDownload } from '../download';
import { useAdminChange } from './resources';

/*
 * The order queue's bulk work (issue 55 items 3 and 4): booking a courier for many orders at once,
 * their labels, and moving many orders a step. Each order succeeds or fails on its own.
 */

/** What happened to one order of a bulk step. */
export type BulkOrderResult =
  { orderId: string; ok: true } | { orderId: string; ok: false; message: string };

/**
 * Books a courier for orders (POST /admin/orders/shipments): each is shipped with its air waybill,
 * or its own reason is said; all the batch's labels are one PDF (`labelUrl`).
 * @example const { results, labelUrl } = await trigger(['…', '…']);
 */
export const useBookShipments = () =>
  useAdminChange<readonly string[], BookShipmentsResponse>(
    'shipments',
    ['orders', 'dashboard', 'audit'],
    async (client, orderIds) =>
      (await client.post<BookShipmentsResponse>('/admin/orders/shipments', { orderIds })).data,
  );

/**
 * Moves each order a step (POST /admin/orders/{id}/status, one by one, each on the audit log): an
 * order that cannot go says why, and the others go on.
 * @example const results = await trigger({ orderIds, status: 'confirmed' });
 */
export const useBulkOrderStatus = () =>
  useAdminChange<
    { orderIds: readonly string[]; status: Exclude<FulfilmentStep, 'shipped'> },
    BulkOrderResult[]
  >(
    'orders-bulk-status',
    ['orders', 'dashboard', 'audit'],
    async (client, { orderIds, status }) => {
      const results: BulkOrderResult[] = [];
      for (const orderId of orderIds) {
        try {
          await client.post<AdminOrderActionResponse>(
            `/admin/orders/${encodeURIComponent(orderId)}/status`,
            { status },
          );
          results.push({ orderId, ok: true });
        } catch (err) {
          // Only the server's refusal is this order's; losing the connection stops the rest.
          if (!(err instanceof ApiError) || err.status === undefined) throw err;
          results.push({ orderId, ok: false, message: err.serverMessage ?? err.message });
        }
      }
      return results;
    },
  );

/**
 * The labels of orders already booked, again, as one PDF (POST /admin/orders/shipments/labels):
 * an order without a booked courier says so.
 * @example const { labelUrl } = await trigger(orderIds);
 */
export const useReprintLabels = () =>
  useAdminChange<readonly string[], LabelsResponse>(
    'shipment-labels-again',
    [],
    async (client, orderIds) =>
      (await client.post<LabelsResponse>('/admin/orders/shipments/labels', { orderIds })).data,
  );

/**
 * Downloads a batch's labels (one PDF) with the staff session's token, to print.
 * @example await trigger(labelUrl);
 */
export const useDownloadLabels = () =>
  useAdminChange<string, void>('shipment-labels', [], async (client, labelUrl) =>
    saveDownload(
      await client.get<Blob>(labelUrl.replace(/^\/api(?=\/)/, ''), { responseType: 'blob' }),
      'petverse-labels.pdf',
    ),
  );
