import { Link } from 'react-router-dom';
import { useOffers } from '@petverse/api';
import type { OfferCoupon } from '@petverse/api/contract';
import {
  Button,
  EmptyState,
  ErrorState,
  LoadingState,
  notify,
  useHydrated,
  useT,
} from '@petverse/ui';
import { usePageTitle } from '../../lib/usePageTitle';
import { Lead, PageTitle } from '../store/store.styles';
import { rupeesShort, useCouponWords } from './couponWords';
import { Code, Coupon, Coupons, Delivery } from './offers.styles';

/** One public coupon: its code to copy, what it takes off, on what and until when. */
function OfferCard({ coupon }: { coupon: OfferCoupon }) {
  const t = useT();
  const words = useCouponWords();
  // Before the page's script runs the code is still there to select and copy by hand.
  const hydrated = useHydrated();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(coupon.code);
      notify.success(
        t('{code} copied. Paste it in the coupon box at payment.', { code: coupon.code }),
      );
    } catch {
      notify.error(t('Could not copy: select the code and copy it.'));
    }
  };
  const id = `offer-${coupon.code}`;
  return (
    <Coupon aria-labelledby={id}>
      <h2 id={id}>{words.discount(coupon)}</h2>
      <Code lang="en">{coupon.code}</Code>
      <p>{words.minimum(coupon)}</p>
      <small>{words.terms(coupon)}</small>
      <Button
        variant="outline"
        size="sm"
        disabled={!hydrated}
        aria-label={t('Copy code {code}', { code: coupon.code })}
        onClick={() => void copy()}
      >
        {t('Copy code')}
      </Button>
    </Coupon>
  );
}

/**
 * /offers (issue 55 item 6): the public coupons a buyer may use now, each with its code to copy,
 * and the free-delivery threshold. Rendered by the server with them (entry-server.tsx).
 */
export default function OffersPage() {
  const t = useT();
  usePageTitle('Offers', 'Coupons you can use on Petverse today, and free delivery.');
  const { data, error, isLoading, mutate } = useOffers();
  return (
    <section aria-labelledby="offers-title">
      <PageTitle id="offers-title">{t('Offers')}</PageTitle>
      <Lead>{t('Coupons anyone can use today. Apply one in the coupon box at payment.')}</Lead>
      {data?.freeDeliveryFrom != null ? (
        <Delivery>
          {t('Free Economy delivery on orders from {amount}', {
            amount: rupeesShort(data.freeDeliveryFrom),
          })}
        </Delivery>
      ) : null}
      {error && !data ? (
        <ErrorState message={t('Could not load the offers.')} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <LoadingState label={t('Loading offers...')} />
      ) : data.coupons.length === 0 ? (
        <EmptyState
          title={t('No offers right now')}
          description={t('New coupons are added often. Have a look again soon.')}
          action={<Link to="/pet-store">{t('Browse Products')}</Link>}
        />
      ) : (
        <Coupons aria-label={t('Coupons')}>
          {data.coupons.map((coupon) => (
            <OfferCard key={coupon.code} coupon={coupon} />
          ))}
        </Coupons>
      )}
    </section>
  );
}
