import { describe, expect, it } from 'vitest';
import { formatCount, formatRupees } from './format';

const intl = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const counts = new Intl.NumberFormat('en-IN');

describe('formatRupees', () => {
  it('writes what Intl en-IN writes, for amounts in paise', () => {
    const amounts = [0, 0.5, 1, 9.99, 12.35, 99, 100, 999.5, 1000, 1299, 12345.67, 99999.99];
    for (let p = 1; p < 2e9; p = Math.floor(p * 3.7) + 1) amounts.push(p / 100, -p / 100);
    for (const amount of amounts)
      expect(formatRupees(amount), String(amount)).toBe(`₹${intl.format(amount)}`);
  });

  it('groups lakhs and crores', () => {
    expect(formatRupees(1234567.8)).toBe('₹12,34,567.80');
    expect(formatRupees(123456789)).toBe('₹12,34,56,789.00');
  });

  it('shows ₹0.00 for what is not a finite number', () => {
    for (const amount of [NaN, Infinity, -Infinity]) expect(formatRupees(amount)).toBe('₹0.00');
  });
});

describe('formatCount', () => {
  it('writes what Intl en-IN writes', () => {
    for (let n = 0; n < 1e12; n = n * 7 + 3) {
      expect(formatCount(n), String(n)).toBe(counts.format(n));
      expect(formatCount(-n), String(-n)).toBe(counts.format(-n === 0 ? 0 : -n));
    }
  });
});
