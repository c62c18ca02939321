import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_DISCOUNT_PERCENT, subscriptionUnitPaise } from './subscriptions';

describe('subscriptionUnitPaise', () => {
  it('takes 5 % off and rounds down to whole rupees', () => {
    expect(SUBSCRIPTION_DISCOUNT_PERCENT).toBe(5);
    expect(subscriptionUnitPaise(100_000)).toBe(95_000);
    // ₹1,199 × 0.95 = ₹1,139.05 → ₹1,139.
    expect(subscriptionUnitPaise(119_900)).toBe(113_900);
    // ₹299 × 0.95 = ₹284.05 → ₹284; never more than the price.
    expect(subscriptionUnitPaise(29_900)).toBe(28_400);
  });

  it('keeps every price a whole number of rupees and below the price', () => {
    for (let rupees = 1; rupees <= 5_000; rupees += 7) {
      const unit = subscriptionUnitPaise(rupees * 100);
      expect(unit % 100).toBe(0);
      expect(unit).toBeLessThanOrEqual(rupees * 100);
    }
  });
});
