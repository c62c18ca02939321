import { useAtomValue } from 'jotai';
import useSWR, { type SWRResponse } from 'swr';
import type { ApiError } from '../client';
import { useApiClient } from '../ApiProvider';
import { tokenAtom } from '../auth/atoms';
import { ORDERS_PAGE_SIZE } from '../contract/constants';
import type { Order, OrdersResponse } from '../contract/shopping';
import { ordersPageOf, type OrdersPage } from './cartRules';

export const orderKeys = {
  all: ['orders'] as const,
  page: (page: number) => ['orders', { page, limit: ORDERS_PAGE_SIZE }] as const,
};

/**
 * One page of the user's orders, newest first (GET /product/user-orders?page&limit=10); skipped
 * without a token. The previous page stays shown while the next one loads.
 * @example const { data, error, isLoading } = useOrders(page); data?.pagination.totalPages;
 */
export function useOrders(page: number): SWRResponse<OrdersPage, ApiError> {
  const client = useApiClient();
  const token = useAtomValue(tokenAtom);
  return useSWR<OrdersPage, ApiError, ReturnType<typeof orderKeys.page> | null>(
    token ? orderKeys.page(page) : null,
    async ([, params]) => {
      const { data } = await client.get<OrdersResponse | Order[]>('/product/user-orders', {
        params,
      });
      return ordersPageOf(data, params.page);
    },
    { keepPreviousData: true },
  );
}
