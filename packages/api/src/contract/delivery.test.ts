import { describe, expect, it } from 'vitest';
import { english } from './said';
import {
  addDeliveryDays,
  codAvailable,
  deliveredBy,
  deliveryDates,
  deliveryWindow,
  dispatchDate,
  formatDeliveryDate,
  zoneOf,
} from './delivery';

// 2026-11-23 is a Monday.
const mondayNoonIndia = new Date('2026-11-23T06:30:00Z');

describe('delivery dates', () => {
  it('counts working days and skips Sundays', () => {
    expect(addDeliveryDays('2026-11-23', 5)).toBe('2026-11-28'); // Mon → Sat
    expect(addDeliveryDays('2026-11-27', 2)).toBe('2026-11-30'); // Fri → Mon, Sunday skipped
    expect(addDeliveryDays('2026-11-28', 1)).toBe('2026-11-30'); // Sat → Mon
    expect(addDeliveryDays('2026-11-28', 5)).toBe('2026-12-04'); // across a month
    expect(addDeliveryDays('2026-12-31', 1)).toBe('2027-01-01'); // across a year
  });

  it('never lands on a Sunday, even for zero days from one', () => {
    expect(addDeliveryDays('2026-11-29', 0)).toBe('2026-11-30');
  });

  it('gives Economy 3–5 and Express 1–2 working days from today in India', () => {
    expect(deliveryWindow('Economy', mondayNoonIndia)).toEqual({
      earliest: '2026-11-26',
      latest: '2026-11-28',
    });
    expect(deliveryWindow('Express', mondayNoonIndia)).toEqual({
      earliest: '2026-11-24',
      latest: '2026-11-25',
    });
  });

  it('starts from the date in India, not in UTC', () => {
    // 19:00 UTC on Monday is 00:30 on Tuesday in India.
    expect(deliveryWindow('Express', new Date('2026-11-23T19:00:00Z')).latest).toBe('2026-11-26');
  });

  it('writes the promise as the site shows it', () => {
    expect(formatDeliveryDate('2026-11-28')).toBe('Sat, 28 Nov');
    expect(english(deliveredBy('Economy', mondayNoonIndia))).toBe('Delivered by Sat, 28 Nov');
    expect(english(deliveredBy('Express', mondayNoonIndia))).toBe('Delivered by Wed, 25 Nov');
  });

  it("writes every day of three years as Intl's en-IN and hi-IN do, without asking Intl", () => {
    for (let i = 0; i < 3 * 366; i++) {
      const date = new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10);
      for (const language of ['en', 'hi'] as const)
        expect(formatDeliveryDate(date, language)).toBe(
          new Date(`${date}T00:00:00Z`).toLocaleDateString(`${language}-IN`, {
            weekday: 'short',
            day: 'numeric',
            month: 'short',
            timeZone: 'UTC',
          }),
        );
    }
    expect(formatDeliveryDate('2026-09-04', 'hi')).toBe('शुक्र, 4 सित॰');
    expect(formatDeliveryDate('not a date')).toBe('');
  });
});

describe('delivery by pincode (issue 32)', () => {
  it('knows the zone of a pincode', () => {
    expect(zoneOf('110001')).toBe('metro');
    expect(zoneOf('411001')).toBe('metro');
    expect(zoneOf('226001')).toBe('rest');
    expect(zoneOf('781001')).toBe('northeast');
    expect(zoneOf('737101')).toBe('northeast');
    expect(zoneOf('744101')).toBe('islands');
    expect(zoneOf('682555')).toBeNull();
  });

  it('skips national holidays as it skips Sundays', () => {
    // Fri 14 Aug 2026 + 1: Saturday 15 is Independence Day, 16 a Sunday: Monday 17.
    expect(addDeliveryDays('2026-08-14', 1)).toBe('2026-08-17');
    expect(addDeliveryDays('2026-10-01', 1)).toBe('2026-10-03');
  });

  it('leaves the same day before 2 pm in India, the next working day after', () => {
    expect(dispatchDate(mondayNoonIndia)).toBe('2026-11-23');
    expect(dispatchDate(new Date('2026-11-23T09:00:00Z'))).toBe('2026-11-24'); // 2:30 pm
    expect(dispatchDate(new Date('2026-11-28T10:00:00Z'))).toBe('2026-11-30'); // Sat 3:30 pm
  });

  it('promises Delhi sooner than Port Blair', () => {
    const delhi = deliveryDates(zoneOf('110001')!, mondayNoonIndia);
    const portBlair = deliveryDates(zoneOf('744101')!, mondayNoonIndia);
    expect(delhi).toEqual({ economy: '2026-11-26', express: '2026-11-24' });
    expect(portBlair.economy > delhi.economy).toBe(true);
    expect(portBlair.express > delhi.express).toBe(true);
  });

  it('offers cash on delivery within a limit, never on the islands', () => {
    expect(codAvailable('metro', 9999)).toBe(true);
    expect(codAvailable('metro', 10_001)).toBe(false);
    expect(codAvailable('northeast', 5000)).toBe(true);
    expect(codAvailable('islands', 100)).toBe(false);
    expect(codAvailable(null, 100)).toBe(false);
  });
});
