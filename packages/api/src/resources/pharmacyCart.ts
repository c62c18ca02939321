import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client';
import { useApiClient } from '../ApiProvider';
import { tokenAtom } from '../auth/atoms';
import type {
  DeleteVetCartResponse,
  VetCart,
  VetCartListResponse,
  VetCartResponse,
} from '../contract/shopping';
import { withVetQuantity, withoutId } from './cartRules';
import { usePendingLines, type PendingLines } from './usePendingLines';
import { useSessionFile } from './sessionFile';
import { NOBODY, useOwner } from './owner';

/*
 * OPTIMISTIC CHANGES (spec §4), the one pattern every cart and wishlist action follows:
 *
 *   await mutate(key, callTheServer(), {
 *     optimisticData: (current) => edit(current),   // the line updates or disappears at once
 *     rollbackOnError: true,                        // a failure puts the old list back…
 *     populateCache: (response, current) => listAfter(response, current),  // the server's list wins
 *     revalidate: false,                            // the response already is the new list
 *   });
 *
 * Around it, `usePendingLines().run(id, …)` marks the line pending (its controls are blocked,
 * `pending` tells the page) and ignores a repeat action on that line while its call runs
 * (it resolves with null). On failure the hook refetches the list (`mutate(key)`) and rejects
 * with the ApiError: toasts are the caller's, so each screen words them as spec §8 says.
 * Successful actions resolve with the server's message.
 */

import { cartKeys, refetchAndThrow } from './cartKeys';

/**
 * The pharmacy (prescription) orders in the cart (GET /user/getAllVetCarts); skipped without a token.
 * @example const { data: pharmacy = [] } = usePharmacyCart();
 */
export function usePharmacyCart(): SWRResponse<VetCart[], ApiError> {
  const owner = useOwner();
  const client = useApiClient();
  return useSWR<VetCart[], ApiError, ReturnType<typeof cartKeys.pharmacy> | null>(
    owner ? cartKeys.pharmacy(owner) : null,
    async () => {
      const { data } = await client.get<VetCartListResponse>('/user/getAllVetCarts');
      return data.carts;
    },
  );
}

/** Optimistic pharmacy-line changes with per-line pending state. */
export interface PharmacyCartActions extends PendingLines {
  /** PUT /user/updateVetCart/{id}. */
  updateQuantity: (id: string, quantity: number) => Promise<string | null | undefined>;
  /** DELETE /user/deleteVetCart/{id}. */
  remove: (id: string) => Promise<string | null | undefined>;
}

/**
 * Quantity changes and removals of pharmacy lines, applied at once (see OPTIMISTIC CHANGES).
 * @example const { updateQuantity, remove, isPending } = usePharmacyCartActions();
 */
/** What a pet parent sends for a pharmacy order: the prescription and how many packs. */
export interface PharmacyOrderPayload {
  prescriptionFile: File;
  quantity: number;
}

/**
 * Adds a 'Pharmacy Order' line: the prescription (PDF, JPEG or PNG, checked by the server by its
 * content) and a quantity, at the per-pack price the server sets; the pharmacy cart is updated
 * with the server's answer.
 * @example const { trigger } = useAddPharmacyOrder(); await trigger({ prescriptionFile, quantity: 2 });
 */
export function useAddPharmacyOrder(): SWRMutationResponse<
  VetCartResponse,
  ApiError,
  readonly ['vet-carts', 'add'],
  PharmacyOrderPayload
> {
  const owner = useOwner() ?? NOBODY;
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    ['vet-carts', 'add'] as const,
    async (_key: readonly ['vet-carts', 'add'], { arg }: { arg: PharmacyOrderPayload }) => {
      const body = new FormData();
      body.append('quantity', String(arg.quantity));
      body.append('prescriptionFile', arg.prescriptionFile, arg.prescriptionFile.name);
      const { data } = await client.post<VetCartResponse>('/user/addVetCart', body);
      await mutate(cartKeys.pharmacy(owner), data.carts, { revalidate: false });
      return data;
    },
  );
}

export function usePharmacyCartActions(): PharmacyCartActions {
  const owner = useOwner() ?? NOBODY;
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const lines = usePendingLines();
  const { run } = lines;

  const updateQuantity = useCallback(
    (id: string, quantity: number) =>
      run(id, async () => {
        try {
          const response = await mutate<VetCart[], VetCartResponse>(
            cartKeys.pharmacy(owner),
            client
              .put<VetCartResponse>(`/user/updateVetCart/${encodeURIComponent(id)}`, { quantity })
              .then((r) => r.data),
            {
              optimisticData: (current) => withVetQuantity(current, id, quantity),
              rollbackOnError: true,
              populateCache: (response, current) =>
                Array.isArray(response.carts) ? response.carts : (current ?? []),
              revalidate: false,
            },
          );
          return response?.message;
        } catch (error) {
          return refetchAndThrow(mutate, [cartKeys.pharmacy(owner)], error);
        }
      }),
    [client, mutate, owner, run],
  );

  const remove = useCallback(
    (id: string) =>
      run(id, async () => {
        try {
          const response = await mutate<VetCart[], DeleteVetCartResponse>(
            cartKeys.pharmacy(owner),
            client
              .delete<DeleteVetCartResponse>(`/user/deleteVetCart/${encodeURIComponent(id)}`)
              .then((r) => r.data),
            {
              optimisticData: (current) => withoutId(current, id),
              rollbackOnError: true,
              populateCache: (response, current) =>
                Array.isArray(response.carts) ? response.carts : withoutId(current, id),
              revalidate: false,
            },
          );
          return response?.message;
        } catch (error) {
          return refetchAndThrow(mutate, [cartKeys.pharmacy(owner)], error);
        }
      }),
    [client, mutate, owner, run],
  );

  return { ...lines, updateQuantity, remove };
}

/**
 * A pharmacy line's prescription, fetched with the session's token (it is health data, served
 * only to its owner), as an object URL an `<img>` or a link can use; null while it loads or
 * when it cannot be fetched (`error` then says why).
 *
 * @example const { url } = usePrescriptionFile(entry.prescriptionFile);
 */
export function usePrescriptionFile(path: string | null | undefined): {
  url: string | null;
  error: ApiError | undefined;
} {
  return useSessionFile(path, useAtomValue(tokenAtom));
}

/**
 * "Order these medicines" (issue 53 item 2): puts a consultation's Petverse prescription into the
 * pharmacy cart as one line, with no upload (POST /consultations/{bookingId}/prescription/order);
 * ordering it again finds the same line. The pharmacy cart is updated with the server's answer,
 * and the server's message is returned (a toast is the caller's).
 * @example const order = useOrderPrescription(); const message = await order(bookingId);
 */
export function useOrderPrescription(): (bookingId: string) => Promise<string> {
  const owner = useOwner() ?? NOBODY;
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (bookingId: string) => {
      const { data } = await client.post<VetCartResponse>(
        `/consultations/${encodeURIComponent(bookingId)}/prescription/order`,
      );
      await mutate(cartKeys.pharmacy(owner), data.carts, { revalidate: false });
      return data.message;
    },
    [client, mutate, owner],
  );
}
