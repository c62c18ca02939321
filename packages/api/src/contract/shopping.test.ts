import { describe, expect, it } from 'vitest';
import {
  clockMinutes,
  formatClockTime,
  isCalendarDate,
  isPastInIndia,
  todayInIndia,
} from './bookingTime';
import { amountInPaise, bookingProblem, cartTotals, slotMinutes } from './shopping';

describe('cartTotals', () => {
  it('adds the shipping of the chosen type and rounds the total to whole rupees', () => {
    const lines = [
      { price: 199.5, quantity: 2 },
      { price: 500, quantity: 1 },
    ];
    expect(cartTotals(lines, 'Economy')).toEqual({ subtotal: 899, shipping: 50, total: 949 });
    expect(cartTotals(lines, 'Express')).toEqual({ subtotal: 899, shipping: 100, total: 999 });
    expect(cartTotals([{ price: 10.4, quantity: 1 }], 'Economy').total).toBe(60);
    expect(cartTotals([{ price: 10.5, quantity: 1 }], 'Economy').total).toBe(61);
  });

  it('charges no shipping for services alone (consultations), and the usual with one product', () => {
    const consultation = { price: 500, quantity: 1, ships: false };
    expect(cartTotals([consultation], 'Economy')).toEqual({
      subtotal: 500,
      shipping: 0,
      total: 500,
    });
    expect(cartTotals([consultation, { price: 100, quantity: 1 }], 'Express')).toEqual({
      subtotal: 600,
      shipping: 100,
      total: 700,
    });
  });

  it('counts a non-numeric price as 0 and a missing quantity as 1', () => {
    expect(cartTotals([{ price: 'x' }, { price: 20 }], 'Economy').subtotal).toBe(20);
  });
});

describe('amountInPaise', () => {
  it('is the rounded total in rupees times 100', () => {
    expect(amountInPaise([{ price: 0.99, quantity: 3 }], 'Express')).toBe(10300);
  });
});

describe('booking dates and slots', () => {
  it('knows the slots', () => {
    expect(slotMinutes('10:00 AM')).toBe(600);
    expect(slotMinutes('12:00 PM')).toBe(720);
    expect(slotMinutes('4:00 PM')).toBe(960);
    expect(slotMinutes('5:00 PM')).toBeNull();
  });

  it('reads today on Indian time', () => {
    expect(todayInIndia(new Date('2026-03-01T18:29:00Z'))).toBe('2026-03-01');
    expect(todayInIndia(new Date('2026-03-01T18:31:00Z'))).toBe('2026-03-02');
  });

  it('accepts real dates only', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-2-1')).toBe(false);
  });

  it('refuses past dates and slots already gone today', () => {
    const now = new Date('2026-03-01T06:00:00Z'); // 11:30 AM in India
    expect(bookingProblem('2026-03-01', '12:00 PM', now)).toBeNull();
    expect(bookingProblem('2026-03-02', '10:00 AM', now)).toBeNull();
    expect(bookingProblem('2026-03-01', '11:00 AM', now)).toMatch(/already passed/);
    expect(bookingProblem('2026-02-28', '4:00 PM', now)).toBe('The date cannot be in the past.');
    expect(bookingProblem('2026-03-02', '9:00 AM', now)).toMatch(/time slots/);
    expect(bookingProblem('tomorrow', '10:00 AM', now)).toBe('Please choose a valid date.');
  });
});

describe('times of day', () => {
  it('writes 24-hour times the way the product does', () => {
    expect(formatClockTime('10:30')).toBe('10:30 AM');
    expect(formatClockTime('00:05')).toBe('12:05 AM');
    expect(formatClockTime('12:00')).toBe('12:00 PM');
    expect(formatClockTime('16:45')).toBe('4:45 PM');
    expect(formatClockTime('soon')).toBe('soon');
    expect(clockMinutes('25:00')).toBeNull();
  });

  it('knows a time today in India that has gone by', () => {
    // 16:10 in India (10:40 UTC) on 1 December 2026.
    const now = new Date('2026-12-01T10:40:00Z');
    expect(isPastInIndia('2026-12-01', 16 * 60, now)).toBe(true);
    expect(isPastInIndia('2026-12-01', 16 * 60 + 10, now)).toBe(true);
    expect(isPastInIndia('2026-12-01', 16 * 60 + 11, now)).toBe(false);
    expect(isPastInIndia('2026-12-02', 10 * 60, now)).toBe(false);
    expect(isPastInIndia('2026-11-30', 23 * 60, now)).toBe(true);
  });
});
