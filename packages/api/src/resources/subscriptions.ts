import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { toApiError, type ApiError } from '../client';
import { useApiClient } from '../ApiProvider';
import type { CartLine, CartResponse } from '../contract/shopping';
import type {
  Subscription,
  SubscriptionInterval,
  SubscriptionOffer,
  SubscriptionResponse,
  SubscriptionsResponse,
} from '../contract/subscriptions';
import type { Text } from '../contract/said';
import { cartAfter } from './cartRules';
import { cartKeys } from './cartKeys';
import { NOBODY, useOwner, type Owner } from './owner';

const subscriptionKeys = {
  mine: (owner: Owner) => ['subscriptions', owner] as const,
  offer: (productId: string) => ['subscription-offer', productId] as const,
};

/**
 * Whether a product may be bought on subscription, and its subscription price
 * (GET /product/{id}/subscription); null skips.
 * @example const { data: offer } = useSubscriptionOffer(product._id); offer?.subscribable;
 */
export function useSubscriptionOffer(
  productId: string | null,
): SWRResponse<SubscriptionOffer, ApiError> {
  const client = useApiClient();
  return useSWR<SubscriptionOffer, ApiError, ReturnType<typeof subscriptionKeys.offer> | null>(
    productId ? subscriptionKeys.offer(productId) : null,
    async ([, id]) =>
      (await client.get<SubscriptionOffer>(`/product/${encodeURIComponent(id)}/subscription`)).data,
    { revalidateOnFocus: false },
  );
}

/**
 * The signed-in user's subscriptions, newest first (GET /product/subscriptions); skipped without
 * a token.
 * @example const { data: subscriptions = [], error, isLoading } = useSubscriptions();
 */
export function useSubscriptions(): SWRResponse<Subscription[], ApiError> {
  const owner = useOwner();
  const client = useApiClient();
  return useSWR<Subscription[], ApiError, ReturnType<typeof subscriptionKeys.mine> | null>(
    owner ? subscriptionKeys.mine(owner) : null,
    async () =>
      (await client.get<SubscriptionsResponse>('/product/subscriptions')).data.subscriptions,
  );
}

/** The one-step changes of a subscription; each resolves with the server's message. */
export interface SubscriptionActions {
  /** Skips the delivery on `date` (the next one the page shows): a repeat skips no other. */
  skip: (id: string, date?: string) => Promise<Text>;
  changeDate: (id: string, date: string) => Promise<Text>;
  changeInterval: (id: string, intervalWeeks: SubscriptionInterval) => Promise<Text>;
  pause: (id: string) => Promise<Text>;
  resume: (id: string) => Promise<Text>;
  cancel: (id: string) => Promise<Text>;
  acceptPrice: (id: string) => Promise<Text>;
}

/**
 * Skip, change the date or interval, pause, resume, cancel, agree to a new price — each one
 * request (PUT or POST /product/subscriptions/{id}/…); the cached list takes the answer's
 * subscription (`populateCache`, no refetch). A failure rejects with the ApiError (its
 * `serverMessage` is the toast's text).
 * @example const { skip } = useSubscriptionActions(); toast(await skip(subscription._id, subscription.nextDate ?? undefined));
 */
export function useSubscriptionActions(): SubscriptionActions {
  const owner = useOwner() ?? NOBODY;
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const call = useCallback(
    async (id: string, step: string, method: 'post' | 'put', body?: object) => {
      try {
        const response = await mutate<Subscription[], SubscriptionResponse>(
          subscriptionKeys.mine(owner),
          client[method]<SubscriptionResponse>(
            `/product/subscriptions/${encodeURIComponent(id)}/${step}`,
            body,
          ).then((r) => r.data),
          {
            populateCache: (answer, current = []) =>
              current.map((s) => (s._id === answer.subscription._id ? answer.subscription : s)),
            revalidate: false,
          },
        );
        // The template and values when it has values: the page says it in its language.
        return response ? (response.said ?? response.message) : '';
      } catch (error) {
        throw toApiError(error);
      }
    },
    [client, mutate, owner],
  );
  return {
    skip: (id, date) => call(id, 'skip', 'post', { date }),
    changeDate: (id, date) => call(id, 'date', 'put', { date }),
    changeInterval: (id, intervalWeeks) => call(id, 'interval', 'put', { intervalWeeks }),
    pause: (id) => call(id, 'pause', 'post'),
    resume: (id) => call(id, 'resume', 'post'),
    cancel: (id) => call(id, 'cancel', 'post'),
    acceptPrice: (id) => call(id, 'accept-price', 'post'),
  };
}

/**
 * Makes a cart line a subscription or a one-time purchase (PUT /product/cart/{id}/subscription,
 * 0 for once); the cached cart becomes the answer's (the server prices the line).
 * @example const setSubscription = useCartSubscription(); await setSubscription(productId, 4);
 */
export function useCartSubscription(): (
  productId: string,
  subscribeWeeks: 0 | SubscriptionInterval,
) => Promise<Text | undefined> {
  const owner = useOwner() ?? NOBODY;
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (productId, subscribeWeeks) => {
      try {
        const response = await mutate<CartLine[], CartResponse>(
          cartKeys.cart(owner),
          client
            .put<CartResponse>(`/product/cart/${encodeURIComponent(productId)}/subscription`, {
              subscribeWeeks,
            })
            .then((r) => r.data),
          { populateCache: (answer, current) => cartAfter(answer, current), revalidate: false },
        );
        return response ? (response.said ?? response.message) : undefined;
      } catch (error) {
        throw toApiError(error);
      }
    },
    [client, mutate, owner],
  );
}
