import { describe, expect, it } from 'vitest';
import { clampQuantity, readQuantity } from './useQuantityStepper';

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

describe('readQuantity', () => {
  it('keeps the sign, so a negative quantity is never read as a positive one', () => {
    expect(readQuantity('-4')).toBe(-4);
    expect(readQuantity(' −12')).toBe(-12);
    expect(clampQuantity(readQuantity('-4'), 1, 99)).toBe(1);
  });
  it('drops decimals instead of joining their digits', () => {
    expect(readQuantity('4.5')).toBe(4);
    expect(readQuantity('2,0')).toBe(2);
  });
  it('ignores other characters, and has no number without a digit', () => {
    expect(readQuantity('7x')).toBe(7);
    expect(readQuantity('-')).toBeNaN();
    expect(readQuantity('')).toBeNaN();
  });
});
