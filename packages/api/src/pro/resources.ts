import useSWR from 'swr';
import { useApiClient } from '../ApiProvider';
import type { ApiError } from '../client';
import type {
  Availability,
  BookingResponse,
  BookingsResponse,
  ProviderInvitationStatus,
  ProviderMove,
  ProviderProfile,
  ProviderProfileResponse,
  ProviderStatement,
} from '../contract/providers';
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
