import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSubscriptionActions, useSubscriptions, type SubscriptionActions } from '@petverse/api';
import {
  SUBSCRIPTION_INTERVALS,
  SUBSCRIPTION_STATUS_LABELS,
  INTERVAL_TEXT,
  todayInIndia,
  type Subscription,
  type SubscriptionInterval,
} from '@petverse/api/contract';
import {
  Button,
  DateInput,
  EmptyState,
  ErrorState,
  LoadingState,
  ProductImage,
  Select,
  formatIndiaDate,
  formatRupees,
  notify,
  type Text,
} from '@petverse/ui';
import { notifyFailure, failureMessage } from '../../lib/notifyFailure';
import { ItemInfo, Lines, SectionTitle } from '../shop/wishlist.styles';
import { ButtonLink } from './profile.styles';
import { Controls, DateForm, PriceNote, SubscriptionItem } from './subscriptions.styles';
import { useLocale, useT, type Locale } from '@petverse/ui';

export const SUBSCRIPTION_TEXTS = {
  title: 'Subscriptions',
  empty: 'No subscriptions yet',
  emptyHint:
    "Food, litter and regular medicines can come every 2 to 8 weeks at 5 % off: choose 'Subscribe & save' on the product's page.",
  loadFailed: 'Failed to load your subscriptions. Please try again.',
  changeFailed: 'That did not work. Please try again.',
} as const;

/**
 * A change's answer with its delivery date (the server's YYYY-MM-DD) as a person reads it:
 * 'Skipped. Your next delivery is on 1 Feb 2027.' ('1 फ़र॰ 2027' in Hindi).
 */
const dateShown = (text: Text, locale: Locale): Text =>
  typeof text !== 'string' && typeof text.values.date === 'string'
    ? { ...text, values: { ...text.values, date: formatIndiaDate(text.values.date, locale) } }
    : text;

/** Tomorrow in India: the first day a delivery may be moved to. */
const tomorrow = () => todayInIndia(new Date(Date.now() + 86_400_000));

/** One subscription: what comes when and for how much, and each change in one step. */
function SubscriptionRow({
  subscription: s,
  actions,
}: {
  subscription: Subscription;
  actions: SubscriptionActions;
}) {
  const t = useT();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [date, setDate] = useState(s.nextDate ?? '');
  const id = `subscription-${s._id}`;
  const run = async (change: () => Promise<Text>) => {
    setBusy(true);
    try {
      notify.success(dateShown(await change(), locale));
    } catch (failure) {
      notifyFailure(failure, failureMessage(failure, SUBSCRIPTION_TEXTS.changeFailed));
    } finally {
      setBusy(false);
    }
  };
  const active = s.status === 'active';
  const cancelled = s.status === 'cancelled';
  return (
    <SubscriptionItem aria-busy={busy || undefined} data-state={s.status}>
      <ProductImage src={s.imageUrl} alt="" width={96} height={96} />
      <ItemInfo>
        <h3 id={id}>
          <Link to={`/pet-product-page/${s.productId}`}>{s.name}</Link>
        </h3>
        <p>
          {t(SUBSCRIPTION_STATUS_LABELS[s.status])} · {t(INTERVAL_TEXT, { weeks: s.intervalWeeks })}{' '}
          · {s.quantity} × {formatRupees(s.price)}
        </p>
        {s.nextDate ? (
          <p data-testid="next-delivery">
            {t(active ? 'Next delivery' : 'Next delivery when resumed')}:{' '}
            <strong>{formatIndiaDate(s.nextDate, locale)}</strong>
          </p>
        ) : null}
        {!cancelled && s.currentPrice > s.price ? (
          <PriceNote role="note">
            {t(
              'The price is now {now}, above the {agreed} you agreed to: deliveries are skipped until you agree.',
              { now: formatRupees(s.currentPrice), agreed: formatRupees(s.price) },
            )}{' '}
            <Button
              size="sm"
              variant="outline"
              aria-describedby={id}
              disabled={busy}
              onClick={() => void run(() => actions.acceptPrice(s._id))}
            >
              {t('Agree to {price}', { price: formatRupees(s.currentPrice) })}
            </Button>
          </PriceNote>
        ) : null}
      </ItemInfo>
      {cancelled ? null : (
        <Controls aria-label={t('Change {name}', { name: s.name })} role="group">
          {active ? (
            <Button
              size="sm"
              aria-describedby={id}
              disabled={busy}
              onClick={() => void run(() => actions.skip(s._id, s.nextDate ?? undefined))}
            >
              {t('Skip next delivery')}
            </Button>
          ) : null}
          <DateForm
            onSubmit={(event) => {
              event.preventDefault();
              void run(() => actions.changeDate(s._id, date));
            }}
          >
            <DateInput
              id={`${id}-date`}
              label={t('Delivery date')}
              value={date}
              min={tomorrow()}
              onChange={(event) => setDate(event.target.value)}
              disabled={busy}
            />
            <Button size="sm" variant="outline" type="submit" disabled={busy || !date}>
              {t('Change date')}
            </Button>
          </DateForm>
          <Select
            id={`${id}-interval`}
            label={t('Deliver')}
            value={String(s.intervalWeeks)}
            options={SUBSCRIPTION_INTERVALS.map((w) => ({
              value: String(w),
              label: t(INTERVAL_TEXT, { weeks: w }),
            }))}
            disabled={busy}
            onChange={(event) =>
              void run(() =>
                actions.changeInterval(s._id, Number(event.target.value) as SubscriptionInterval),
              )
            }
          />
          <Button
            size="sm"
            variant="outline"
            aria-describedby={id}
            disabled={busy}
            onClick={() => void run(() => (active ? actions.pause(s._id) : actions.resume(s._id)))}
          >
            {t(active ? 'Pause' : 'Resume')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-describedby={id}
            disabled={busy}
            onClick={() => void run(() => actions.cancel(s._id))}
          >
            {t('Cancel subscription')}
          </Button>
        </Controls>
      )}
    </SubscriptionItem>
  );
}

/**
 * The account area's Subscriptions tab (issue 38, item 2): each subscription's next delivery,
 * price and interval, and every change — skip the next one, change its date or the interval,
 * pause or resume, cancel, agree to a risen price — in one step, confirmed by a toast.
 */
export default function SubscriptionsTab() {
  const t = useT();
  const { data: subscriptions, error, isLoading, mutate } = useSubscriptions();
  const actions = useSubscriptionActions();
  return (
    <section aria-labelledby="subscriptions-title">
      <SectionTitle as="h2" id="subscriptions-title">
        {t(SUBSCRIPTION_TEXTS.title)}
      </SectionTitle>
      {isLoading ? (
        <LoadingState label={t('Loading your subscriptions...')} />
      ) : error ? (
        <ErrorState message={t(SUBSCRIPTION_TEXTS.loadFailed)} onRetry={() => void mutate()} />
      ) : !subscriptions?.length ? (
        <EmptyState
          title={t(SUBSCRIPTION_TEXTS.empty)}
          description={t(SUBSCRIPTION_TEXTS.emptyHint)}
          action={
            <ButtonLink as={Link} to="/pet-store">
              {t('Browse Products')}
            </ButtonLink>
          }
        />
      ) : (
        <Lines aria-label={t('Your subscriptions')}>
          {subscriptions.map((s) => (
            <SubscriptionRow key={s._id} subscription={s} actions={actions} />
          ))}
        </Lines>
      )}
    </section>
  );
}
