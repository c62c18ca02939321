import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import type { ApiError } from '../client';
import { useApiClient } from '../ApiProvider';
import { userIdAtom } from '../auth/atoms';
import type { Booking, BookingListResponse, DeleteBookingResponse } from '../contract/shopping';
import { withoutId } from './cartRules';
import { usePendingLines, type PendingLines } from './usePendingLines';
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
 * The consultation bookings in the cart (GET /user/getAllDoctorsCart/{userId}, the user id from
 * the token); skipped without one.
 * @example const { data: bookings = [] } = useConsultationCart();
 */
export function useConsultationCart(): SWRResponse<Booking[], ApiError> {
  const owner = useOwner();
  const client = useApiClient();
  const userId = useAtomValue(userIdAtom);
  return useSWR<Booking[], ApiError, ReturnType<typeof cartKeys.bookings> | null>(
    owner ? cartKeys.bookings(owner) : null,
    async () => {
      const { data } = await client.get<BookingListResponse>(
        `/user/getAllDoctorsCart/${encodeURIComponent(userId ?? '')}`,
      );
      return data.bookings;
    },
  );
}

/** Optimistic removal of consultation lines with per-line pending state. */
export interface ConsultationCartActions extends PendingLines {
  /** DELETE /user/deleteDoctorFromCart/{id}. */
  remove: (id: string) => Promise<string | null | undefined>;
}

/**
 * Removes consultation lines at once (see OPTIMISTIC CHANGES).
 * @example const { remove, isPending } = useConsultationCartActions(); await remove(booking._id);
 */
export function useConsultationCartActions(): ConsultationCartActions {
  const owner = useOwner() ?? NOBODY;
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const lines = usePendingLines();
  const { run } = lines;

  const remove = useCallback(
    (id: string) =>
      run(id, async () => {
        try {
          const response = await mutate<Booking[], DeleteBookingResponse>(
            cartKeys.bookings(owner),
            client
              .delete<DeleteBookingResponse>(`/user/deleteDoctorFromCart/${encodeURIComponent(id)}`)
              .then((r) => r.data),
            {
              optimisticData: (current) => withoutId(current, id),
              rollbackOnError: true,
              populateCache: (response, current) =>
                Array.isArray(response.bookings) ? response.bookings : withoutId(current, id),
              revalidate: false,
            },
          );
          return response?.message;
        } catch (error) {
          return refetchAndThrow(mutate, [cartKeys.bookings(owner)], error);
        }
      }),
    [client, mutate, owner, run],
  );

  return { ...lines, remove };
}
