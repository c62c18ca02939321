import { describe, expect, it } from 'vitest';
import { COUPON_MESSAGES, couponDiscountPaise, normaliseCouponCode } from './coupons';
import { english } from './said';
import { BUY_AGAIN_REASONS, buyAgainMessage } from './shopping';

describe('couponDiscountPaise', () => {
  it('takes a percent of the subtotal in whole rupees, rounded down', () => {
    // 15% of ₹1,999.00 is ₹299.85.
    expect(
      couponDiscountPaise({ kind: 'percent', value: 15, maxDiscountPaise: null }, 199_900),
    ).toBe(29_900);
  });
  it('caps a percent at its maximum', () => {
    expect(
      couponDiscountPaise({ kind: 'percent', value: 20, maxDiscountPaise: 50_000 }, 599_700),
    ).toBe(50_000);
  });
  it('takes a flat amount, never more than the subtotal in whole rupees', () => {
    expect(
      couponDiscountPaise({ kind: 'flat', value: 25_000, maxDiscountPaise: null }, 199_900),
    ).toBe(25_000);
    expect(
      couponDiscountPaise({ kind: 'flat', value: 50_000, maxDiscountPaise: null }, 44_950),
    ).toBe(44_900);
  });
});

describe('the coupon texts', () => {
  it('compare codes in upper case without spaces around', () => {
    expect(normaliseCouponCode('  welcome10 ')).toBe('WELCOME10');
  });
  it('say how much more an order needs, in Indian digits', () => {
    expect(english(COUPON_MESSAGES.belowMinimum('BIG', 2500, 501))).toBe(
      'BIG needs an order of at least ₹2,500. Add ₹501 more to use it.',
    );
    expect(english(COUPON_MESSAGES.belowMinimum('BIG', 100000, 1234.5))).toBe(
      'BIG needs an order of at least ₹1,00,000. Add ₹1,234.50 more to use it.',
    );
  });
});

describe('buyAgainMessage', () => {
  it('says what went in the cart and what did not, with why', () => {
    expect(english(buyAgainMessage(1, []))).toBe('Added 1 item to your cart.');
    expect(
      english(buyAgainMessage(3, [{ name: 'Litter', reason: BUY_AGAIN_REASONS.outOfStock }])),
    ).toBe('Added 3 items to your cart. Not added: Litter (out of stock).');
    expect(
      english(buyAgainMessage(0, [{ name: 'Litter', reason: BUY_AGAIN_REASONS.withdrawn }])),
    ).toBe('Nothing from this order can be bought now: Litter (no longer sold).');
  });
});
