import useSWR, { type SWRResponse } from 'swr';
import type { ApiError } from '../client';
import { useApiClient } from '../ApiProvider';
import type { AvailableCouponsResponse, OfferCoupon, OffersResponse } from '../contract/offers';
import { useOwner, type Owner } from './owner';

/** The key of the public offers (the same for everyone). */
const offersKey = ['offers'] as const;
/** The key of the coupons a signed-in buyer may use. */
const availableKey = (owner: Owner) => ['coupons-available', owner] as const;

/**
 * What every buyer is offered (GET /offers): the public coupons usable now and the free-delivery
 * threshold (null: delivery is charged on every order). Public: no session needed.
 * @example const { data } = useOffers(); data?.freeDeliveryFrom;
 */
export function useOffers(): SWRResponse<OffersResponse, ApiError> {
  const client = useApiClient();
  return useSWR<OffersResponse, ApiError, typeof offersKey>(
    offersKey,
    async () => (await client.get<OffersResponse>('/offers')).data,
  );
}

/**
 * The public coupons the signed-in buyer may still use (GET /coupons/available), each with the
 * minimum order it needs. Skipped without a session.
 * @example const { data: coupons = [] } = useAvailableCoupons();
 */
export function useAvailableCoupons(): SWRResponse<OfferCoupon[], ApiError> {
  const owner = useOwner();
  const client = useApiClient();
  return useSWR<OfferCoupon[], ApiError, ReturnType<typeof availableKey> | null>(
    owner ? availableKey(owner) : null,
    async () => (await client.get<AvailableCouponsResponse>('/coupons/available')).data.coupons,
  );
}
