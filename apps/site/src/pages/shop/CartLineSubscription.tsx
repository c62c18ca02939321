import { useState } from 'react';
import { useCartSubscription } from '@petverse/api';
import {
  SUBSCRIPTION_INTERVALS,
  INTERVAL_TEXT,
  type SubscriptionInterval,
} from '@petverse/api/contract';
import { Select, notify } from '@petverse/ui';
import { notifyFailure, failureMessage } from '../../lib/notifyFailure';
import { LineChoice } from './shop.styles';
import { useT } from '@petverse/ui';

/**
 * A subscribed cart line's delivery (ADR 024): change the interval, or make it a one-time
 * purchase; the server prices the line again.
 */
export function CartLineSubscription({
  productId,
  name,
  weeks,
}: {
  productId: string;
  name: string;
  weeks: number;
}) {
  const t = useT();
  const setSubscription = useCartSubscription();
  const [busy, setBusy] = useState(false);
  const change = async (value: 0 | SubscriptionInterval) => {
    setBusy(true);
    try {
      notify.success((await setSubscription(productId, value)) ?? 'Cart updated');
    } catch (failure) {
      notifyFailure(failure, failureMessage(failure, 'Failed to update the delivery'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <LineChoice>
      <Select
        id={`delivery-${productId}`}
        label={t('Delivery of {name}', { name })}
        value={String(weeks)}
        disabled={busy}
        hint={t('Subscribe & save: paid online, skip or cancel any time from your profile.')}
        options={[
          { value: '0', label: 'One-time purchase' },
          ...SUBSCRIPTION_INTERVALS.map((w) => ({
            value: String(w),
            label: t(INTERVAL_TEXT, { weeks: w }),
          })),
        ]}
        onChange={(event) => void change(Number(event.target.value) as 0 | SubscriptionInterval)}
      />
    </LineChoice>
  );
}
