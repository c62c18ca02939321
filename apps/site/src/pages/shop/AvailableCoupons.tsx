import { useAvailableCoupons } from '@petverse/api';
import { Button, useT } from '@petverse/ui';
import { rupeesShort, useCouponWords } from '../offers/couponWords';
import { CouponChoice, CouponChoices } from './shop.styles';

/**
 * "Coupons you can use" at payment (issue 55 item 6): the public coupons this buyer may still use,
 * each applied with one click; one whose minimum the order does not reach says how much more.
 * Nothing when there are none (or they could not be read: the coupon field still works).
 */
export function AvailableCoupons({
  subtotal,
  applied,
  onApply,
}: {
  /** The order's subtotal, rupees: what a coupon's minimum is compared with. */
  subtotal: number;
  /** The code applied now, if any. */
  applied: string | null;
  onApply: (code: string) => void;
}) {
  const t = useT();
  const words = useCouponWords();
  const { data: coupons } = useAvailableCoupons();
  if (!coupons?.length) return null;
  return (
    <CouponChoices aria-labelledby="coupons-you-can-use">
      <h3 id="coupons-you-can-use">{t('Coupons you can use')}</h3>
      <ul>
        {coupons.map((c) => {
          const short = c.minOrder - subtotal;
          const isApplied = applied !== null && applied.trim().toUpperCase() === c.code;
          return (
            <CouponChoice key={c.code}>
              <span>
                <strong lang="en">{c.code}</strong> {words.discount(c)}
                <small id={`coupon-${c.code}-terms`}>
                  {short > 0
                    ? t('Add {more} more to use it', { more: rupeesShort(short) })
                    : words.minimum(c)}
                  {' · '}
                  {words.terms(c)}
                </small>
              </span>
              <Button
                size="sm"
                variant="outline"
                disabled={short > 0 || isApplied}
                aria-label={
                  isApplied
                    ? t('Applied {code}', { code: c.code })
                    : t('Apply {code}', { code: c.code })
                }
                aria-describedby={`coupon-${c.code}-terms`}
                onClick={() => onApply(c.code)}
              >
                {isApplied ? t('Applied') : t('Apply')}
              </Button>
            </CouponChoice>
          );
        })}
      </ul>
    </CouponChoices>
  );
}
