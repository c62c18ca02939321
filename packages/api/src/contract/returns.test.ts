import { describe, expect, it } from 'vitest';
import { IMAGE_MIME_TYPES } from './accounts';
import { RETURN_PICTURE_TYPES, returnRefundPaise } from './returns';

const order = {
  lines: [
    { id: 'a', pricePaise: 10_000, quantity: 3 },
    { id: 'b', pricePaise: 20_000, quantity: 1 },
  ],
  discountPaise: 0,
  shippingPaise: 5_000,
  totalPaise: 55_000,
  refundedUnits: new Map<string, number>(),
  refundedPaise: 0,
};

describe('returnRefundPaise', () => {
  it('refunds the returned units of a line, never shipping for a change of mind', () => {
    expect(
      returnRefundPaise({ ...order, units: new Map([['a', 1]]), reason: 'no-longer-needed' }),
    ).toMatchObject({ refundPaise: 10_000, shippingRefunded: false });
  });

  it('slices a coupon-shared line so its parts add up to what was paid for it', () => {
    const withCoupon = { ...order, discountPaise: 10_000, totalPaise: 45_000 };
    // Line a's share of ₹100 is 30,000 / 50,000 of it: ₹60; it paid ₹240 for three.
    const first = returnRefundPaise({ ...withCoupon, units: new Map([['a', 1]]), reason: 'other' });
    expect(first.refundPaise).toBe(8_000);
    const rest = returnRefundPaise({
      ...withCoupon,
      refundedUnits: new Map([['a', 1]]),
      refundedPaise: 8_000,
      units: new Map([['a', 2]]),
      reason: 'other',
    });
    expect(first.refundPaise + rest.refundPaise).toBe(24_000);
  });

  it('refunds what is left of the total, shipping included, when the whole order comes back for the shop’s fault', () => {
    expect(
      returnRefundPaise({
        ...order,
        units: new Map([
          ['a', 3],
          ['b', 1],
        ]),
        reason: 'damaged',
      }),
    ).toMatchObject({ refundPaise: 55_000, shippingRefunded: true });
    expect(
      returnRefundPaise({
        ...order,
        units: new Map([
          ['a', 3],
          ['b', 1],
        ]),
        reason: 'no-longer-needed',
      }),
    ).toMatchObject({ refundPaise: 50_000, shippingRefunded: false });
  });
});

describe('RETURN_PICTURE_TYPES', () => {
  it('are the image kinds every upload takes', () => {
    expect([...RETURN_PICTURE_TYPES]).toEqual([...IMAGE_MIME_TYPES]);
  });
});
