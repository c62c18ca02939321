import { describe, expect, it } from 'vitest';
import {
  formatIndiaDate,
  formatIndiaDateTime,
  formatIndiaDay,
  formatIndiaShortDateTime,
} from './indiaTime';

describe('dates shown to a person', () => {
  // 18:30 UTC is midnight in India: the next day there, whatever the device's zone.
  const lateEvening = '2026-11-25T18:45:00Z';

  it("are India's day and time, whatever the device's time zone", () => {
    expect(formatIndiaDateTime(lateEvening)).toMatch(/^26 Nov 2026, 12:15\s?am$/i);
    expect(formatIndiaShortDateTime(new Date(lateEvening))).toMatch(/^26 Nov, 12:15\s?am$/i);
    expect(formatIndiaDate(lateEvening)).toBe('26 Nov 2026');
  });

  it('read a calendar date as that day in India', () => {
    expect(formatIndiaDate('2026-11-28')).toBe('28 Nov 2026');
    expect(formatIndiaDay('2026-11-28')).toBe('Sat, 28 Nov, 2026');
  });

  it('give nothing for what cannot be read', () => {
    expect(formatIndiaDate('not a date')).toBe('');
    expect(formatIndiaDateTime('')).toBe('');
  });
});
