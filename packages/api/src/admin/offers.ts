import type { AdminCouponResponse, CouponVisibilityPayload } from '../contract/coupons';
import type { DeliverySettings, DeliverySettingsResponse } from '../contract/freeDelivery';
import { useAdminChange, useAdminRead } from './resources';

/*
 * Offers in the back office (issue 55 item 6): showing a coupon to every buyer or keeping it
 * private, and the owner's free-delivery threshold. Keys are `['admin', 'coupons' | 'settings', …]`.
 */

/**
 * Shows a coupon on the offers page and at payment, or keeps it private
 * (POST /admin/coupons/{id}/visibility; catalogue staff and owners, audited).
 * @example await trigger({ id: coupon._id, public: true });
 */
export const useCouponVisibility = () =>
  useAdminChange<CouponVisibilityPayload & { id: string }, AdminCouponResponse>(
    'coupon-visibility',
    ['coupons', 'audit'],
    async (client, { id, ...body }) =>
      (
        await client.post<AdminCouponResponse>(
          `/admin/coupons/${encodeURIComponent(id)}/visibility`,
          body,
        )
      ).data,
  );

/**
 * The free-delivery threshold (GET /admin/settings/delivery; owners only).
 * @example const { data } = useDeliverySettings(); data?.freeDeliveryFrom;
 */
export const useDeliverySettings = () =>
  useAdminRead<DeliverySettingsResponse>('settings', '/admin/settings/delivery');

/**
 * Sets the free-delivery threshold, or clears it with null (PUT /admin/settings/delivery; owners
 * only, audited).
 * @example await trigger({ freeDeliveryFrom: 999 });
 */
export const useUpdateDeliverySettings = () =>
  useAdminChange<DeliverySettings, DeliverySettingsResponse>(
    'delivery-settings',
    ['settings', 'audit'],
    async (client, body) =>
      (await client.put<DeliverySettingsResponse>('/admin/settings/delivery', body)).data,
  );
