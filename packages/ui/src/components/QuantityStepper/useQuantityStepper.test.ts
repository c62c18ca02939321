import { describe, expect, it } from 'vitest';
import { clampQuantity } from './useQuantityStepper';

describe('clampQuantity', () => {
  it('keeps whole numbers within the bounds', () => {
    expect(clampQuantity(0, 1, 99)).toBe(1);
    expect(clampQuantity(150, 1, 99)).toBe(99);
    expect(clampQuantity(2.7, 1, 99)).toBe(2);
  });
  it('falls back to the minimum for anything unreadable', () => {
    expect(clampQuantity(Number.NaN, 1, 99)).toBe(1);
    expect(clampQuantity(Number.POSITIVE_INFINITY, 1, 99)).toBe(1);
  });
});
