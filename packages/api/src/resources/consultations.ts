import { useCallback } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import { useApiClient } from '../ApiProvider';
import type { ApiError } from '../client';
import type { ChatMessage, ChatResponse, ConsultationRoom } from '../contract/consultations';
import { useOwner, type Owner } from './owner';

/** While the room is not open yet, it is read again this often (it opens by itself). */
export const EARLY_ROOM_REFRESH_MS = 30_000;

/** Read again while early; once open the socket carries what changes. */
export const roomRefresh = (room: ConsultationRoom | undefined) =>
  room?.state === 'early' ? EARLY_ROOM_REFRESH_MS : 0;

/**
 * A consultation's room as its pet parent sees it (GET /consultations/{bookingId}/room); null
 * skips. The socket's ticket in it lasts two minutes: `mutate()` reads a fresh one.
 * @example const { data: room, mutate } = useConsultationRoom(bookingId);
 */
export function useConsultationRoom(
  bookingId: string | null,
): SWRResponse<ConsultationRoom, ApiError> {
  const owner = useOwner();
  const client = useApiClient();
  return useSWR<ConsultationRoom, ApiError, readonly [string, string, string, Owner] | null>(
    owner && bookingId ? (['consultations', 'room', bookingId, owner] as const) : null,
    async ([, , id]) =>
      (await client.get<ConsultationRoom>(`/consultations/${encodeURIComponent(id)}/room`)).data,
    { refreshInterval: roomRefresh, revalidateOnFocus: false },
  );
}

/**
 * Sends a chat message of a consultation over HTTP (when its socket is down): `realm` is the
 * pet parent's address or the portal's.
 * @example const sendOverHttp = useConsultationChat(bookingId, 'parent');
 */
export function useConsultationChat(
  bookingId: string,
  realm: 'parent' | 'doctor',
): (text: string) => Promise<ChatMessage> {
  const client = useApiClient();
  return useCallback(
    async (text: string) =>
      (
        await client.post<ChatResponse>(
          `${realm === 'doctor' ? '/pro' : ''}/consultations/${encodeURIComponent(bookingId)}/messages`,
          { text },
        )
      ).data.message,
    [client, bookingId, realm],
  );
}
