import { describe, expect, it } from 'vitest';
import { addDeliveryDays, deliveredBy, deliveryWindow, formatDeliveryDate } from './delivery';

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
    expect(deliveredBy('Economy', mondayNoonIndia)).toBe('Delivered by Sat, 28 Nov');
    expect(deliveredBy('Express', mondayNoonIndia)).toBe('Delivered by Wed, 25 Nov');
  });
});
