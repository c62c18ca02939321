import { useAtomValue } from 'jotai';
import useSWR, { type SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import { useApiClient } from '../ApiProvider';
import type { ApiError } from '../client';
import { tokenAtom } from '../auth/atoms';
import type { CreatePaymentOrderResponse } from '../contract/shopping';
import type {
  CreateGroomingOrderPayload,
  CreateGroomingOrderResponse,
  CreateGroomingPaymentOrderPayload,
  GroomingOrder,
  GroomingOrdersResponse,
  GroomingPartner,
  GroomingPartnersResponse,
} from '../contract/services';

import { serviceKeys } from './serviceKeys';

/**
 * Grooming partners of a city (any case); `null` or '' skips fetching.
 * @example const { data: partners = [] } = useGroomingPartners(address?.city);
 */
export function useGroomingPartners(
  city: string | null | undefined,
): SWRResponse<GroomingPartner[], ApiError> {
  const client = useApiClient();
  return useSWR<GroomingPartner[], ApiError, ReturnType<typeof serviceKeys.partners> | null>(
    city ? serviceKeys.partners(city) : null,
    async ([, query]) => {
      const { data } = await client.get<GroomingPartnersResponse>('/grooming/getGroomingPartners', {
        params: query,
      });
      return data.data.data;
    },
  );
}

/**
 * Creates the payment order of a grooming appointment (POST /product/razorpay/order with
 * purpose 'grooming'); the server prices it from the partner's services.
 * @example const { trigger } = useCreateGroomingPayment(); const { orderId } = await trigger(payload);
 */
export function useCreateGroomingPayment(): SWRMutationResponse<
  { status: number; data: CreatePaymentOrderResponse },
  ApiError,
  typeof serviceKeys.groomingPayment,
  Omit<CreateGroomingPaymentOrderPayload, 'purpose'>
> {
  const client = useApiClient();
  return useSWRMutation(
    serviceKeys.groomingPayment,
    async (
      _key: typeof serviceKeys.groomingPayment,
      { arg }: { arg: Omit<CreateGroomingPaymentOrderPayload, 'purpose'> },
    ) => {
      const res = await client.post<CreatePaymentOrderResponse>('/product/razorpay/order', {
        ...arg,
        purpose: 'grooming',
      });
      return { status: res.status, data: res.data };
    },
  );
}

/**
 * Books a paid grooming appointment (POST /grooming/createGroomingOrder); resolves with the
 * status (201 first time, 200 when sent again) and revalidates the appointments.
 * @example const { trigger } = useCreateGroomingOrder(); const { status } = await trigger(payload);
 */
export function useCreateGroomingOrder(): SWRMutationResponse<
  { status: number; data: CreateGroomingOrderResponse },
  ApiError,
  typeof serviceKeys.groomingOrders,
  CreateGroomingOrderPayload
> {
  const client = useApiClient();
  return useSWRMutation(
    serviceKeys.groomingOrders,
    async (
      _key: typeof serviceKeys.groomingOrders,
      { arg }: { arg: CreateGroomingOrderPayload },
    ) => {
      const res = await client.post<CreateGroomingOrderResponse>(
        '/grooming/createGroomingOrder',
        arg,
      );
      return { status: res.status, data: res.data };
    },
  );
}

/**
 * The signed-in user's grooming appointments, newest first; skipped without a token.
 * @example const { data: appointments = [], error, isLoading, mutate } = useGroomingOrders();
 */
export function useGroomingOrders(): SWRResponse<GroomingOrder[], ApiError> {
  const client = useApiClient();
  const token = useAtomValue(tokenAtom);
  return useSWR<GroomingOrder[], ApiError, typeof serviceKeys.groomingOrders | null>(
    token ? serviceKeys.groomingOrders : null,
    async () => {
      const { data } = await client.get<GroomingOrdersResponse | GroomingOrder[]>(
        '/grooming/getGroomingOrdersByUser',
      );
      return Array.isArray(data) ? data : data.data;
    },
  );
}
