import { describe, expect, it } from 'vitest';
import {
  formatIndiaDate,
  formatIndiaDateTime,
  formatIndiaDay,
  formatIndiaShortDateTime,
  formatIndiaTime,
  formatIndiaWeekday,
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

describe('times shown to a person', () => {
  it.each(['en', 'hi'] as const)("are India's 12-hour clock in %s: '4:30 pm'", (language) => {
    expect(formatIndiaTime('16:30', language)).toBe('4:30 pm');
    expect(formatIndiaTime('00:00', language)).toBe('12:00 am');
    expect(formatIndiaTime('12:00', language)).toBe('12:00 pm');
    expect(formatIndiaTime('09:05:00', language)).toBe('9:05 am');
  });

  it("write the consultation form's slot values ('4:00 PM') the same way", () => {
    expect(formatIndiaTime('4:00 PM')).toBe('4:00 pm');
    expect(formatIndiaTime('12:00 PM', 'hi')).toBe('12:00 pm');
    expect(formatIndiaTime('12:30 AM')).toBe('12:30 am');
    expect(formatIndiaTime('10:00 am')).toBe('10:00 am');
  });

  it("read a moment on India's clock: late evening in UTC is past midnight there", () => {
    expect(formatIndiaTime('2026-11-25T18:45:00Z')).toBe('12:15 am');
    expect(formatIndiaTime('2026-11-25T18:45:00Z', 'hi')).toBe('12:15 am');
    expect(formatIndiaDate('2026-11-25T18:45:00Z')).toBe('26 Nov 2026');
    expect(formatIndiaDate('2026-11-25T18:45:00Z', 'hi')).toBe('26 नव॰ 2026');
    expect(formatIndiaTime(new Date('2026-11-25T06:30:00Z'))).toBe('12:00 pm');
  });

  it('give nothing for what cannot be read', () => {
    expect(formatIndiaTime('25:00')).toBe('');
    expect(formatIndiaTime('13:00 PM')).toBe('');
    expect(formatIndiaTime('soon')).toBe('');
  });
});

describe("India's calendar written out", () => {
  const intl = (options: Intl.DateTimeFormatOptions, language: 'en' | 'hi') =>
    new Intl.DateTimeFormat(`${language}-IN`, { ...options, timeZone: 'Asia/Kolkata' });
  const styles = [
    [
      formatIndiaDateTime,
      { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
    ],
    [
      formatIndiaShortDateTime,
      { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
    ],
    [formatIndiaDate, { day: 'numeric', month: 'short', year: 'numeric' }],
    [formatIndiaDay, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }],
    [formatIndiaWeekday, { weekday: 'short', day: 'numeric', month: 'short' }],
    [formatIndiaTime, { hour: 'numeric', minute: '2-digit' }],
  ] as const;

  it.each(['en', 'hi'] as const)(
    'writes what Intl writes for %s-IN, moment by moment',
    (language) => {
      // Every month and weekday, both halves of the day, midnight and noon, 1970 to 2100.
      const moments = [Date.UTC(2026, 10, 25, 18, 29), Date.UTC(2026, 10, 25, 18, 30)];
      let seed = 7;
      for (let i = 0; i < 3000; i++) {
        seed = (seed * 48271) % 2147483647;
        moments.push(Date.UTC(1970, 0, 1) + (seed / 2147483647) * 130 * 365.25 * 86_400_000);
      }
      for (const [write, options] of styles) {
        const formatter = intl(options, language);
        for (const at of moments)
          expect(write(new Date(at), language), new Date(at).toISOString()).toBe(
            formatter.format(at),
          );
      }
    },
  );

  it('writes a calendar date as that day in both languages', () => {
    expect(formatIndiaWeekday('2026-11-28')).toBe('Sat, 28 Nov');
    expect(formatIndiaWeekday('2026-11-28', 'hi')).toBe('शनि, 28 नव॰');
    expect(formatIndiaDay('2026-09-01', 'hi')).toBe('मंगल, 1 सित॰ 2026');
    expect(formatIndiaDateTime('2026-11-25T06:30:00Z', 'hi')).toBe('25 नव॰ 2026, 12:00 pm');
  });
});
