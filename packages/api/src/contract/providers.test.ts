import { describe, expect, it } from 'vitest';
import { formatMonth, monthInIndia, recentMonths } from './providers';

describe('a statement’s months', () => {
  it('is the month in India, which starts five and a half hours before UTC’s', () => {
    expect(monthInIndia(new Date('2026-11-30T18:29:59Z'))).toBe('2026-11');
    expect(monthInIndia(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12');
  });

  it('counts back across a new year, newest first', () => {
    expect(recentMonths('2027-02', 4)).toEqual(['2027-02', '2027-01', '2026-12', '2026-11']);
    expect(recentMonths('2026-12')).toHaveLength(24);
  });

  it('names a month in English or Hindi', () => {
    expect(formatMonth('2026-12')).toBe('December 2026');
    expect(formatMonth('2026-12', 'hi')).toBe('दिसंबर 2026');
  });
});
