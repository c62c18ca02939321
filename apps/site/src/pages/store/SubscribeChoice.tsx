import { useEffect } from 'react';
import { useSubscriptionOffer } from '@petverse/api';
import { INTERVAL_TEXT, type SubscriptionInterval } from '@petverse/api/contract';
import { RadioGroup, Select, formatRupees } from '@petverse/ui';
import { PlanBox } from './subscribeChoice.styles';
import { useT } from '@petverse/ui';

/** How the buyer takes a product: once (weeks 0), or delivered every so many weeks. */
export interface PurchasePlan {
  weeks: 0 | SubscriptionInterval;
  /** Rupees, a unit, as the server priced it (the subscription price when subscribed). */
  price: number;
}

export const SUBSCRIBE_TEXTS = {
  label: 'How would you like it?',
  once: 'One-time purchase',
  subscribe: (percent: number) => `Subscribe & save ${percent} %`,
  onlineOnly:
    'Subscriptions are paid online: that payment’s authorisation pays each delivery, at that day’s price and never above this one. We mail you 3 days before; skip, move, pause or cancel any time from your profile.',
} as const;

/**
 * 'One-time purchase' or 'Subscribe & save 5 %' with 'Deliver every 2 / 4 / 6 / 8 weeks', for a
 * product that may be bought on subscription (ADR 024); nothing for one that may not. Loaded on
 * its own (it is not on the product page's first paint), priced by the server.
 */
export default function SubscribeChoice({
  productId,
  price,
  value,
  onChange,
  disabled = false,
}: {
  productId: string;
  /** Rupees: the product's one-time price. */
  price: number;
  value: PurchasePlan | null;
  onChange: (plan: PurchasePlan) => void;
  /** Until the page has hydrated. @default false */
  disabled?: boolean;
}) {
  const t = useT();
  const { data: offer } = useSubscriptionOffer(productId);
  // Another size chosen (ADR 026): a subscribed plan takes that size's subscription price.
  const offered = offer?.price ?? null;
  useEffect(() => {
    if (value && value.weeks !== 0 && offered !== null && value.price !== offered)
      onChange({ weeks: value.weeks, price: offered });
  }, [offered, value, onChange]);
  if (!offer?.subscribable || offer.price === null) return null;
  const subscribed = (value?.weeks ?? 0) !== 0;
  const subscriptionPrice = offer.price;
  return (
    <PlanBox data-ui="SubscribeChoice" data-state={subscribed ? 'subscribed' : 'once'}>
      <RadioGroup
        id="purchase-plan"
        name="purchase-plan"
        label={t(SUBSCRIBE_TEXTS.label)}
        orientation="vertical"
        disabled={disabled}
        value={subscribed ? 'subscribe' : 'once'}
        options={[
          { value: 'once', label: `${t(SUBSCRIBE_TEXTS.once)} · ${formatRupees(price)}` },
          {
            value: 'subscribe',
            label: `${t('Subscribe & save {percent} %', { percent: offer.discountPercent })} · ${formatRupees(subscriptionPrice)}`,
          },
        ]}
        onChange={(chosen) =>
          onChange(
            chosen === 'subscribe' ? { weeks: 4, price: subscriptionPrice } : { weeks: 0, price },
          )
        }
        hint={t(subscribed ? SUBSCRIBE_TEXTS.onlineOnly : undefined)}
      />
      {subscribed ? (
        <Select
          id="subscribe-weeks"
          label={t('Deliver')}
          value={String(value!.weeks)}
          disabled={disabled}
          options={offer.intervals.map((w) => ({
            value: String(w),
            label: t(INTERVAL_TEXT, { weeks: w }),
          }))}
          onChange={(event) =>
            onChange({
              weeks: Number(event.target.value) as SubscriptionInterval,
              price: subscriptionPrice,
            })
          }
        />
      ) : null}
    </PlanBox>
  );
}
