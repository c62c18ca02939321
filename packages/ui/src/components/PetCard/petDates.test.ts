import { describe, expect, it } from 'vitest';
import { formatDate, formatPetAge, monthsBetween, parseDate } from './petDates';

const now = new Date(2025, 5, 15); // 15 June 2025

describe('given a date of birth', () => {
  it('shows months below one year', () => {
    expect(formatPetAge('2025-03-15', now)).toBe('3 months');
    expect(formatPetAge('2025-05-20', now)).toBe('0 months');
    expect(formatPetAge('2024-07-01', now)).toBe('11 months');
    expect(formatPetAge('2025-05-15', now)).toBe('1 month');
  });

  it('shows years and months from twelve months on', () => {
    expect(formatPetAge('2024-06-15', now)).toBe('1 year');
    expect(formatPetAge('2023-01-10', now)).toBe('2 years 5 months');
    expect(formatPetAge('2020-06-16', now)).toBe('4 years 11 months');
  });

  it('counts a month only once its day is reached', () => {
    expect(monthsBetween(new Date(2025, 0, 31), new Date(2025, 1, 28))).toBe(0);
    expect(monthsBetween(new Date(2025, 0, 31), new Date(2025, 2, 31))).toBe(2);
  });

  it('reads plain dates as local calendar dates and ignores rubbish', () => {
    expect(parseDate('2022-03-12')?.getDate()).toBe(12);
    expect(parseDate('not a date')).toBeNull();
    expect(formatPetAge('', now)).toBe('');
    expect(formatDate('2022-03-12')).toBe('12 Mar 2022');
  });
});
