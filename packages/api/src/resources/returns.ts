import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client';
import { useApiClient } from '../ApiProvider';
import type {
  ReturnOptionsResponse,
  ReturnRequestPayload,
  ReturnResponse,
} from '../contract/returns';
import { orderKeys } from './orders';
import { NOBODY, useOwner, type Owner } from './owner';

const returnKeys = {
  options: (owner: Owner, orderId: string) => ['orders', 'returns', orderId, owner] as const,
  request: ['orders', 'return-request'] as const,
};

/**
 * What the buyer may still return of an order, and until when (GET /product/orders/{id}/returns);
 * null skips.
 * @example const { data } = useReturnOptions(order._id); data?.lines;
 */
export function useReturnOptions(
  orderId: string | null,
): SWRResponse<ReturnOptionsResponse, ApiError> {
  const owner = useOwner() ?? NOBODY;
  const client = useApiClient();
  return useSWR<ReturnOptionsResponse, ApiError, ReturnType<typeof returnKeys.options> | null>(
    owner && orderId ? returnKeys.options(owner, orderId) : null,
    async ([, , id]) =>
      (await client.get<ReturnOptionsResponse>(`/product/orders/${encodeURIComponent(id)}/returns`))
        .data,
  );
}

/**
 * Asks for a return of some units of a delivered order (POST /product/orders/{id}/returns,
 * multipart: the lines as JSON, the reason, a note, a picture when damaged). Every cached page of
 * orders is refreshed, so the order shows the return's steps.
 * @example await trigger({ orderId, payload: { lines: [{ itemId, quantity: 1 }], reason: 'damaged', picture } });
 */
export function useRequestReturn(): SWRMutationResponse<
  ReturnResponse,
  ApiError,
  typeof returnKeys.request,
  { orderId: string; payload: ReturnRequestPayload }
> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    returnKeys.request,
    async (
      _key: typeof returnKeys.request,
      { arg }: { arg: { orderId: string; payload: ReturnRequestPayload } },
    ) => {
      const form = new FormData();
      form.append('lines', JSON.stringify(arg.payload.lines));
      form.append('reason', arg.payload.reason);
      if (arg.payload.note) form.append('note', arg.payload.note);
      if (arg.payload.picture) form.append('picture', arg.payload.picture);
      const to = arg.payload.refundTo;
      if (to) {
        form.append('refundKind', to.kind);
        if (to.kind === 'upi') form.append('upiId', to.upiId);
        else {
          form.append('accountName', to.accountName);
          form.append('accountNumber', to.accountNumber);
          form.append('ifsc', to.ifsc);
        }
      }
      const { data } = await client.post<ReturnResponse>(
        `/product/orders/${encodeURIComponent(arg.orderId)}/returns`,
        form,
      );
      await mutate((key) => Array.isArray(key) && key[0] === orderKeys.all[0]);
      return data;
    },
  );
}
