import type {
  AdminProviderChange,
  AdminProvidersResponse,
  ProviderPayoutPayload,
  ProviderStatement,
} from '../contract/providers';
import { saveDownload } from '../download';
import { useAdminChange, useAdminRead } from './resources';

/*
 * The back office's providers (issue 52, the partnerships area): the list, a provider's commission
 * and status, its monthly statements and their payouts. Keys are `['admin', 'providers', …]`.
 */

const id = encodeURIComponent;

/** What a change of a provider answers. */
interface Said {
  message: string;
}

/**
 * Every provider, by name, with its status, owner and commission (GET /admin/providers).
 * @example const { data } = useAdminProviders(); data?.providers;
 */
export const useAdminProviders = () =>
  useAdminRead<AdminProvidersResponse>('providers', '/admin/providers');

/**
 * Suspends or reinstates a provider, or sets its commission; the change is on the audit log.
 * @example await trigger({ id, change: { commissionPercent: 12.5 } });
 */
export const useUpdateProvider = () =>
  useAdminChange<{ id: string; change: AdminProviderChange }, Said>(
    'provider-change',
    ['providers', 'audit'],
    async (client, { id: providerId, change }) =>
      (await client.patch<Said>(`/admin/providers/${id(providerId)}`, change)).data,
  );

/**
 * Invites an owner to a provider that has none (a demo provider of the seed): the address gets
 * the portal's one-time link and owns the provider once it accepts.
 * @example await trigger({ id, email: 'owner@clinic.in' });
 */
export const useInviteProviderOwner = () =>
  useAdminChange<{ id: string; email: string }, Said>(
    'provider-owner',
    ['providers', 'audit'],
    async (client, { id: providerId, email }) =>
      (await client.post<Said>(`/admin/providers/${id(providerId)}/owner-invitation`, { email }))
        .data,
  );

/**
 * A provider's month (GET /admin/providers/{id}/statement?month=YYYY-MM); a null id skips.
 * @example const { data } = useProviderStatement(id, '2026-12'); data?.net;
 */
export const useProviderStatement = (providerId: string | null, month: string) =>
  useAdminRead<ProviderStatement>(
    'providers',
    providerId ? `/admin/providers/${id(providerId)}/statement` : null,
    { month },
  );

/**
 * Records a month as paid with the bank's reference (no money moves through Petverse: the
 * transfer is made outside it). Once a month; a second answers 409.
 * @example await trigger({ id, payout: { month: '2026-12', bankReference: 'UTR/2026/0042' } });
 */
export const useRecordPayout = () =>
  useAdminChange<{ id: string; payout: ProviderPayoutPayload }, Said>(
    'provider-payout',
    ['providers', 'audit'],
    async (client, { id: providerId, payout }) =>
      (await client.post<Said>(`/admin/providers/${id(providerId)}/payouts`, payout)).data,
  );

/**
 * Downloads a provider's month as CSV or PDF with the staff session's token.
 * @example await trigger({ id, month: '2026-12', format: 'pdf' });
 */
export const useDownloadProviderStatement = () =>
  useAdminChange<{ id: string; month: string; format: 'csv' | 'pdf' }, void>(
    'provider-statement-file',
    [],
    async (client, { id: providerId, month, format }) =>
      saveDownload(
        await client.get<Blob>(`/admin/providers/${id(providerId)}/statement`, {
          params: { month, format },
          responseType: 'blob',
        }),
        `petverse-statement-${month}.${format}`,
      ),
  );
