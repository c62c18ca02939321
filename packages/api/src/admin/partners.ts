import type {
  PartnerDeliveriesResponse,
  PartnerDeliveryResponse,
  PartnersResponse,
} from '../contract/partnerDeliveries';
import { useAdminChange, useAdminRead } from './resources';

/*
 * The back office's partner sites (issue 58 item 9, the partnerships area): each partner's
 * webhook deliveries, resending one and sending a test. Keys are `['admin', 'partners', …]`.
 */

/**
 * Every partner site and its webhook address (GET /admin/partners).
 * @example const { data } = usePartners(); data?.partners;
 */
export const usePartners = () => useAdminRead<PartnersResponse>('partners', '/admin/partners');

/**
 * A partner's last webhook deliveries, newest first (GET /admin/partners/deliveries); skipped
 * while `origin` is null.
 * @example const { data } = usePartnerDeliveries('https://www.happypaws.in'); data?.deliveries;
 */
export const usePartnerDeliveries = (origin: string | null) =>
  useAdminRead<PartnerDeliveriesResponse>(
    'partners',
    origin ? '/admin/partners/deliveries' : null,
    origin ? { origin } : {},
  );

/** What `usePartnerDelivery` does: resend a delivery (same id), or send the partner a test. */
export type PartnerDeliveryAction =
  { kind: 'resend'; id: string } | { kind: 'test'; origin: string };

/**
 * Resends a delivery (POST /admin/partners/deliveries/{id}/resend) or sends a test event
 * (POST /admin/partners/test); both are queued (202) and on the audit log.
 * @example await trigger({ kind: 'test', origin: 'https://www.happypaws.in' });
 */
export const usePartnerDelivery = () =>
  useAdminChange<PartnerDeliveryAction, PartnerDeliveryResponse>(
    'partner-delivery',
    ['partners', 'audit'],
    async (client, action) =>
      (action.kind === 'resend'
        ? await client.post<PartnerDeliveryResponse>(
            `/admin/partners/deliveries/${encodeURIComponent(action.id)}/resend`,
          )
        : await client.post<PartnerDeliveryResponse>('/admin/partners/test', {
            origin: action.origin,
          })
      ).data,
  );
