import { useCallback } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import { useApiClient } from '../ApiProvider';
import type { ApiError } from '../client';
import type {
  ChatMessage,
  ChatResponse,
  ConsultationRoom,
  DoctorAbsentResponse,
  Prescription,
  PrescriptionReadResponse,
} from '../contract/consultations';
import { saveDownload } from '../download';
import { useOwner, type Owner } from './owner';
import { useSessionFile } from './sessionFile';
import { useAtomValue } from 'jotai';
import { tokenAtom } from '../auth/atoms';

/** While the room is not open yet, it is read again this often (it opens by itself). */
export const EARLY_ROOM_REFRESH_MS = 30_000;

/** While open, the pet parent's room is read again this often: a doctor late enough to report. */
export const OPEN_ROOM_REFRESH_MS = 60_000;

/**
 * Read again while early (it opens by itself); once open the socket carries the chat and the
 * call, and the pet parent's side still looks each minute whether the doctor is late enough to
 * ask for their money back (issue 53 item 4); after the call, during the follow-up days, each
 * minute for the other side's answers (there is no socket then).
 */
export const roomRefresh = (room: ConsultationRoom | undefined) =>
  room?.state === 'early'
    ? EARLY_ROOM_REFRESH_MS
    : (room?.state === 'open' && room.you === 'parent' && !room.doctorAbsent) ||
        (room?.state === 'ended' && room.followUpUntil)
      ? OPEN_ROOM_REFRESH_MS
      : 0;

/**
 * The pet parent's "the doctor did not join": refunded in full (POST
 * /consultations/{bookingId}/doctor-absent), then the room and the bookings read again.
 * @example const report = useReportDoctorAbsent(bookingId); const { message } = await report();
 */
export function useReportDoctorAbsent(bookingId: string): () => Promise<DoctorAbsentResponse> {
  const client = useApiClient();
  return useCallback(
    async () =>
      (
        await client.post<DoctorAbsentResponse>(
          `/consultations/${encodeURIComponent(bookingId)}/doctor-absent`,
        )
      ).data,
    [client, bookingId],
  );
}

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

const roomPath = (bookingId: string, realm: 'parent' | 'doctor') =>
  `${realm === 'doctor' ? '/pro' : ''}/consultations/${encodeURIComponent(bookingId)}`;

/**
 * Sends a photo in a consultation's chat (multipart, over HTTP: never the socket); the answer is
 * the message it became.
 * @example const sendPhoto = useConsultationPhotoSender(bookingId, 'parent'); await sendPhoto(file);
 */
export function useConsultationPhotoSender(
  bookingId: string,
  realm: 'parent' | 'doctor',
): (photo: Blob) => Promise<ChatMessage> {
  const client = useApiClient();
  return useCallback(
    async (photo: Blob) => {
      const body = new FormData();
      body.append('photo', photo);
      return (await client.post<ChatResponse>(`${roomPath(bookingId, realm)}/photos`, body)).data
        .message;
    },
    [client, bookingId, realm],
  );
}

/**
 * A photo of a consultation's chat, as its pet parent reads it (with the site's session).
 * @example const { url } = useConsultationPhoto(bookingId, message.photo);
 */
export function useConsultationPhoto(bookingId: string, photo: string | null) {
  return useSessionFile(
    photo ? `${roomPath(bookingId, 'parent')}/photos/${photo}` : null,
    useAtomValue(tokenAtom),
  );
}

/** The address of a chat photo for one side (`@petverse/api/pro` reads it with the portal's session). */
export const consultationPhotoPath = (
  bookingId: string,
  photo: string,
  realm: 'parent' | 'doctor',
) => `${roomPath(bookingId, realm)}/photos/${photo}`;

/**
 * A consultation's prescription as its pet parent reads it (GET /consultations/{id}/prescription);
 * `data` is null while none is written. Read again every minute while the room is open (the clinic writes during the call).
 * @example const { data: prescription } = usePrescription(bookingId);
 */
export function usePrescription(
  bookingId: string | null,
  { refreshInterval = 0 }: { refreshInterval?: number } = {},
): SWRResponse<Prescription | null, ApiError> {
  const owner = useOwner();
  const client = useApiClient();
  return useSWR<Prescription | null, ApiError, readonly [string, string, string, Owner] | null>(
    owner && bookingId ? (['consultations', 'prescription', bookingId, owner] as const) : null,
    async ([, , id]) =>
      (
        await client.get<PrescriptionReadResponse>(
          `/consultations/${encodeURIComponent(id)}/prescription`,
        )
      ).data.prescription,
    { refreshInterval },
  );
}

/**
 * Downloads a consultation's prescription as PDF with the site's session, saved as its file.
 * @example const download = useDownloadPrescription(); await download(bookingId);
 */
export function useDownloadPrescription(): (bookingId: string) => Promise<void> {
  const client = useApiClient();
  return useCallback(
    async (bookingId: string) =>
      saveDownload(
        await client.get<Blob>(`/consultations/${encodeURIComponent(bookingId)}/prescription.pdf`, {
          responseType: 'blob',
        }),
        'prescription.pdf',
      ),
    [client],
  );
}
