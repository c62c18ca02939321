import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client';
import { useApiClient } from '../ApiProvider';
import { saveDownload } from '../download';
import { keepPreviousWhileLoading } from './keepPrevious';
import { ORDERS_PAGE_SIZE } from '../contract/constants';
import type { Order, OrderResponse, OrdersResponse } from '../contract/shopping';
import type { FailedPayment, FailedPaymentsResponse } from '../contract/failedPayments';
import { ordersPageOf, type OrdersPage } from './cartRules';
import { useOwner, type Owner } from './owner';

export const orderKeys = {
  all: ['orders'] as const,
  page: (owner: Owner, page: number) =>
    ['orders', { page, limit: ORDERS_PAGE_SIZE }, owner] as const,
  failedPayments: (owner: Owner) => ['orders', 'failed-payments', owner] as const,
};

/**
 * The user's recent card payments that did not go through (GET /product/failed-payments): no
 * order was made for them; skipped without a token.
 * @example const { data: failed = [] } = useFailedPayments();
 */
export function useFailedPayments(): SWRResponse<FailedPayment[], ApiError> {
  const owner = useOwner();
  const client = useApiClient();
  return useSWR<FailedPayment[], ApiError, ReturnType<typeof orderKeys.failedPayments> | null>(
    owner ? orderKeys.failedPayments(owner) : null,
    async () => (await client.get<FailedPaymentsResponse>('/product/failed-payments')).data.data,
  );
}

/**
 * One page of the user's orders, newest first (GET /product/user-orders?page&limit=10); skipped
 * without a token. The previous page stays shown while the next one loads.
 * @example const { data, error, isLoading } = useOrders(page); data?.pagination.totalPages;
 */
export function useOrders(page: number): SWRResponse<OrdersPage, ApiError> {
  const owner = useOwner();
  const client = useApiClient();
  return useSWR<OrdersPage, ApiError, ReturnType<typeof orderKeys.page> | null>(
    owner ? orderKeys.page(owner, page) : null,
    async ([, params]) => {
      const { data } = await client.get<OrdersResponse | Order[]>('/product/user-orders', {
        params,
      });
      return ordersPageOf(data, params.page);
    },
    { use: [keepPreviousWhileLoading] },
  );
}

/**
 * Cancels one of the buyer's orders (POST /product/orders/{id}/cancel): a paid order is refunded
 * in full. Every cached page of orders is refreshed.
 * @example const { trigger, isMutating } = useCancelOrder(); const { message } = await trigger(order._id);
 */
export function useCancelOrder(): SWRMutationResponse<
  OrderResponse,
  ApiError,
  readonly ['order-cancel'],
  string
> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    ['order-cancel'] as const,
    async (_key: readonly ['order-cancel'], { arg: id }: { arg: string }) => {
      const { data } = await client.post<OrderResponse>(
        `/product/orders/${encodeURIComponent(id)}/cancel`,
      );
      // Every page of orders (keys ['orders', { page, limit }]).
      await mutate(
        (key) => Array.isArray(key) && key[0] === orderKeys.all[0] && typeof key[1] === 'object',
      );
      return data;
    },
  );
}

/** The documents of an order a buyer can download. */
export type OrderDocumentKind = 'invoice' | 'credit-note';

/**
 * Downloads an order's GST tax invoice or credit note (GET /product/orders/{id}/invoice or
 * /credit-note, owner only) with the session's token, and saves it as its PDF file.
 * @example const { trigger, isMutating } = useDownloadOrderDocument(); await trigger({ id: order._id, kind: 'invoice' });
 */
export function useDownloadOrderDocument(): SWRMutationResponse<
  void,
  ApiError,
  readonly ['order-document'],
  { id: string; kind: OrderDocumentKind }
> {
  const client = useApiClient();
  return useSWRMutation(
    ['order-document'] as const,
    async (
      _key: readonly ['order-document'],
      { arg }: { arg: { id: string; kind: OrderDocumentKind } },
    ) => {
      const response = await client.get<Blob>(
        `/product/orders/${encodeURIComponent(arg.id)}/${arg.kind}`,
        { responseType: 'blob' },
      );
      saveDownload(response, `${arg.kind}.pdf`);
    },
  );
}
