import useSWR from 'swr';
import { useAtomValue } from 'jotai';
import { useApiClient } from '../ApiProvider';
import type { ApiError } from '../client';
import type {
  Availability,
  BookingResponse,
  BookingsResponse,
  CalendarFeedResponse,
  ProviderInvitationStatus,
  ProviderMove,
  ProviderProfile,
  ProviderProfileResponse,
  ProviderRole,
  TeamMemberChange,
  TeamResponse,
  ProviderStatement,
} from '../contract/providers';
import type {
  ConsultationRecordResponse,
  ConsultationRoom,
  PrescriptionPayload,
  PrescriptionReadResponse,
  PrescriptionResponse,
} from '../contract/consultations';
import { consultationPhotoPath, roomRefresh } from '../resources/consultations';
import { useSessionFile } from '../resources/sessionFile';
import { saveDownload } from '../download';
import { useScopedChange, useScopedRead } from '../scoped';
import { PRO_SCOPE, proTokenAtom } from './session';

/*
 * The portal's reads and changes (issue 52). Keys are `['pro', area, …]`: a change refreshes its
 * area's answers, and signing out forgets every one (session.ts).
 */

const useProRead = <T>(area: string, path: string | null, params: object = {}) =>
  useScopedRead<T>(PRO_SCOPE, proTokenAtom, area, path, params);

/**
 * What an invitation link offers (GET /pro/invite?token=), read without a session.
 * @example const { data } = useInvitation(token); data?.usable;
 */
export function useInvitation(token: string | null) {
  const client = useApiClient();
  return useSWR<ProviderInvitationStatus, ApiError>(
    token ? ([PRO_SCOPE, 'invitation', token] as const) : null,
    async ([, , t]: readonly [string, string, string]) =>
      (await client.get<ProviderInvitationStatus>('/pro/invite', { params: { token: t } })).data,
  );
}

/**
 * The provider's bookings between two dates (YYYY-MM-DD, India), both included.
 * @example const { data } = useProBookings('2026-12-08', '2026-12-14');
 */
export const useProBookings = (from: string, to: string) =>
  useProRead<BookingsResponse>('bookings', '/pro/bookings', { from, to });

/**
 * Accepts, declines (with a reason: refunded in full), or marks a booking done or missed.
 * @example const { trigger } = useBookingStatus(); await trigger({ id, status: 'accepted' });
 */
export const useBookingStatus = () =>
  useScopedChange<{ id: string; status: ProviderMove; reason?: string }, BookingResponse>(
    PRO_SCOPE,
    'booking-status',
    ['bookings'],
    async (client, { id, ...body }) =>
      (await client.post<BookingResponse>(`/pro/bookings/${encodeURIComponent(id)}/status`, body))
        .data,
  );

/**
 * Moves a paid booking to another free slot; the pet parent is mailed and may refuse it.
 * @example const { trigger } = useRescheduleBooking(); await trigger({ id, start, reason });
 */
export const useRescheduleBooking = () =>
  useScopedChange<{ id: string; start: string; reason?: string }, BookingResponse>(
    PRO_SCOPE,
    'booking-reschedule',
    ['bookings'],
    async (client, { id, ...body }) =>
      (
        await client.post<BookingResponse>(
          `/pro/bookings/${encodeURIComponent(id)}/reschedule`,
          body,
        )
      ).data,
  );

/** The provider's weekly hours and booking rules (GET /pro/availability). */
export const useAvailability = () => useProRead<Availability>('availability', '/pro/availability');

/**
 * Saves the weekly hours and booking rules (owner only).
 * @example const { trigger } = useSaveAvailability(); await trigger(availability);
 */
export const useSaveAvailability = () =>
  useScopedChange<Availability, Availability>(
    PRO_SCOPE,
    'save-availability',
    ['availability'],
    async (client, body) => (await client.put<Availability>('/pro/availability', body)).data,
  );

/** The provider's public listing as it edits it (GET /pro/profile). */
export const useProProfile = () => useProRead<ProviderProfileResponse>('profile', '/pro/profile');

/**
 * Saves the public listing (owner only): services, pincodes and the rest.
 * @example const { trigger } = useSaveProfile(); await trigger(profile);
 */
export const useSaveProfile = () =>
  useScopedChange<ProviderProfile, ProviderProfileResponse>(
    PRO_SCOPE,
    'save-profile',
    ['profile'],
    async (client, body) => (await client.put<ProviderProfileResponse>('/pro/profile', body)).data,
  );

/** The provider's team: its accounts and open invitations (GET /pro/team). */
export const useTeam = () => useProRead<TeamResponse>('team', '/pro/team');

/** What a change of the team answers: what happened, and the team after it. */
export interface TeamChangeResponse {
  message: string;
  team: TeamResponse;
}

/**
 * Invites someone to the team by mail (owner only).
 * @example const { trigger } = useInviteToTeam(); await trigger({ email, role: 'member' });
 */
export const useInviteToTeam = () =>
  useScopedChange<{ email: string; role: ProviderRole }, TeamChangeResponse>(
    PRO_SCOPE,
    'team-invite',
    ['team'],
    async (client, body) =>
      (await client.post<TeamChangeResponse>('/pro/team/invitations', body)).data,
  );

/**
 * Withdraws an open invitation: its link stops working (owner only).
 * @example const { trigger } = useWithdrawTeamInvitation(); await trigger(invitation.id);
 */
export const useWithdrawTeamInvitation = () =>
  useScopedChange<string, TeamChangeResponse>(
    PRO_SCOPE,
    'team-withdraw',
    ['team'],
    async (client, id) =>
      (await client.delete<TeamChangeResponse>(`/pro/team/invitations/${encodeURIComponent(id)}`))
        .data,
  );

/**
 * Changes a member's role or disables / enables their account (owner only).
 * @example const { trigger } = useChangeTeamMember(); await trigger({ id, disabled: true });
 */
export const useChangeTeamMember = () =>
  useScopedChange<{ id: string } & TeamMemberChange, TeamChangeResponse>(
    PRO_SCOPE,
    'team-member',
    ['team'],
    async (client, { id, ...body }) =>
      (await client.patch<TeamChangeResponse>(`/pro/team/members/${encodeURIComponent(id)}`, body))
        .data,
  );

/** The address of the provider's private calendar feed (GET /pro/calendar). */
export const useCalendarFeed = () => useProRead<CalendarFeedResponse>('calendar', '/pro/calendar');

/**
 * Makes a new calendar feed address; the old one stops working (owner only).
 * @example const { trigger } = useResetCalendarFeed(); await trigger();
 */
export const useResetCalendarFeed = () =>
  useScopedChange<void, CalendarFeedResponse>(
    PRO_SCOPE,
    'calendar-reset',
    ['calendar'],
    async (client) => (await client.post<CalendarFeedResponse>('/pro/calendar/reset')).data,
  );

/**
 * The provider's month: its done bookings and what is payable (GET /pro/statement?month=YYYY-MM).
 * @example const { data } = useProStatement('2026-12'); data?.net;
 */
export const useProStatement = (month: string) =>
  useProRead<ProviderStatement>('statement', '/pro/statement', { month });

/** A statement's file: CSV for a spreadsheet, PDF to keep. */
export type StatementFile = 'csv' | 'pdf';

/**
 * Downloads the month's statement as CSV or PDF with the session's token, saved as its file.
 * @example const { trigger } = useDownloadProStatement(); await trigger({ month, format: 'pdf' });
 */
export const useDownloadProStatement = () =>
  useScopedChange<{ month: string; format: StatementFile }, void>(
    PRO_SCOPE,
    'statement-file',
    [],
    async (client, { month, format }) =>
      saveDownload(
        await client.get<Blob>('/pro/statement', {
          params: { month, format },
          responseType: 'blob',
        }),
        `petverse-statement-${month}.${format}`,
      ),
  );

/** What a change of the listing's photos answers: the photos after it. */
export interface PhotosResponse {
  photos: string[];
  message: string;
}

/**
 * Uploads a photo to the listing (owner only): PNG, JPEG, WebP or GIF.
 * @example const { trigger } = useAddListingPhoto(); await trigger(file);
 */
export const useAddListingPhoto = () =>
  useScopedChange<Blob, PhotosResponse>(
    PRO_SCOPE,
    'photo-add',
    ['profile'],
    async (client, file) => {
      const body = new FormData();
      body.append('photo', file);
      return (await client.post<PhotosResponse>('/pro/profile/photos', body)).data;
    },
  );

/**
 * Removes a photo from the listing by its address (owner only).
 * @example const { trigger } = useRemoveListingPhoto(); await trigger(url);
 */
export const useRemoveListingPhoto = () =>
  useScopedChange<string, PhotosResponse>(
    PRO_SCOPE,
    'photo-remove',
    ['profile'],
    async (client, url) =>
      (
        await client.delete<PhotosResponse>(
          `/pro/profile/photos/${encodeURIComponent(url.split('/').at(-1) ?? '')}`,
        )
      ).data,
  );

/**
 * A consultation's room as its clinic sees it (GET /pro/consultations/{bookingId}/room); null
 * skips. Read again while it is not open yet.
 * @example const { data: room, mutate } = useProConsultationRoom(bookingId);
 */
export function useProConsultationRoom(bookingId: string | null) {
  const client = useApiClient();
  const signedIn = useAtomValue(proTokenAtom);
  return useSWR<ConsultationRoom, ApiError, readonly [string, string, string] | null>(
    signedIn && bookingId ? ([PRO_SCOPE, 'consultation', bookingId] as const) : null,
    async ([, , id]) =>
      (await client.get<ConsultationRoom>(`/pro/consultations/${encodeURIComponent(id)}/room`))
        .data,
    { refreshInterval: roomRefresh, revalidateOnFocus: false },
  );
}

/**
 * A photo of a consultation's chat, as its clinic reads it (with the portal's session).
 * @example const { url } = useProConsultationPhoto(bookingId, message.photo);
 */
export function useProConsultationPhoto(bookingId: string, photo: string | null) {
  return useSessionFile(
    photo ? consultationPhotoPath(bookingId, photo, 'doctor') : null,
    useAtomValue(proTokenAtom),
  );
}

/**
 * The booked pet's health record, for its clinic during the consultation; null skips.
 * @example const { data } = useProConsultationRecord(bookingId); data?.record.conditions;
 */
export const useProConsultationRecord = (bookingId: string | null) =>
  useProRead<ConsultationRecordResponse>(
    'consultation-record',
    bookingId ? `/pro/consultations/${encodeURIComponent(bookingId)}/record` : null,
  );

/**
 * A consultation's prescription as its clinic wrote it (GET /pro/consultations/{id}/prescription);
 * `prescription` is null while none is written.
 * @example const { data } = useProPrescription(bookingId); data?.prescription?.medicines;
 */
export const useProPrescription = (bookingId: string | null) =>
  useProRead<PrescriptionReadResponse>(
    'prescription',
    bookingId ? `/pro/consultations/${encodeURIComponent(bookingId)}/prescription` : null,
  );

/**
 * Signs and sends a consultation's notes and prescription (written again within the follow-up).
 * @example await trigger({ bookingId, payload: { medicines, notes } });
 */
export const useWritePrescription = () =>
  useScopedChange<
    { bookingId: string; payload: PrescriptionPayload },
    PrescriptionResponse & { message: string }
  >(PRO_SCOPE, 'prescription-write', ['prescription'], async (client, { bookingId, payload }) => {
    const { data } = await client.post<PrescriptionResponse & { message: string }>(
      `/pro/consultations/${encodeURIComponent(bookingId)}/prescription`,
      payload,
    );
    return data;
  });

/**
 * Downloads a consultation's prescription as PDF with the portal's session.
 * @example await trigger(bookingId);
 */
export const useDownloadProPrescription = () =>
  useScopedChange<string, void>(PRO_SCOPE, 'prescription-file', [], async (client, bookingId) =>
    saveDownload(
      await client.get<Blob>(
        `/pro/consultations/${encodeURIComponent(bookingId)}/prescription.pdf`,
        {
          responseType: 'blob',
        },
      ),
      'prescription.pdf',
    ),
  );
