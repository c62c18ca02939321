import { describe, expect, it } from 'vitest';
import { DEFAULT_AVAILABILITY, type Availability } from '@petverse/api/contract';
import { daySlots, indiaIso, weeklyProblem, type Taken } from './slots';

/** A Monday, 8 Dec 2026, early morning in India: every test reads this clock, never today's. */
const NOW = new Date('2026-12-07T00:30:00Z'); // 06:00 IST on Monday 7 Dec
const at = (iso: string) => new Date(iso);
const starts = (av: Availability, date: string, taken: Taken[] = [], now = NOW, minutes?: number) =>
  daySlots(av, date, taken, now, minutes).map(
    (s) => `${indiaIso(s.start).slice(11, 16)}:${s.left}`,
  );

const hours: Availability = { ...DEFAULT_AVAILABILITY, leadHours: 0 };

describe('a provider’s slots', () => {
  it('follow the weekly hours and skip the lunch break', () => {
    expect(starts(hours, '2026-12-08')).toEqual([
      '10:00:1',
      '11:00:1',
      '12:00:1',
      '14:00:1',
      '15:00:1',
      '16:00:1',
      '17:00:1',
      '18:00:1',
    ]);
  });

  it('never run a longer service into the break or past closing', () => {
    expect(starts({ ...hours, slotMinutes: 30 }, '2026-12-08', [], NOW, 90)).toEqual([
      '10:00:1',
      '10:30:1',
      '11:00:1',
      '11:30:1',
      '14:00:1',
      '14:30:1',
      '15:00:1',
      '15:30:1',
      '16:00:1',
      '16:30:1',
      '17:00:1',
      '17:30:1',
    ]);
  });

  it('are closed on Sunday (no hours), a day off and a national holiday', () => {
    expect(starts(hours, '2026-12-13')).toEqual([]); // a Sunday
    expect(starts({ ...hours, daysOff: ['2026-12-09'] }, '2026-12-09')).toEqual([]);
    const far = { ...hours, horizonDays: 90 };
    expect(starts(far, '2027-01-26')).toEqual([]); // Republic Day (a Tuesday)
    expect(starts({ ...far, openOnHolidays: true }, '2027-01-26')).toHaveLength(8);
  });

  it('count what is taken against the capacity, a booking spanning two slots in both', () => {
    const taken = [
      { start: at('2026-12-08T10:00:00+05:30'), end: at('2026-12-08T11:00:00+05:30') },
      { start: at('2026-12-08T11:00:00+05:30'), end: at('2026-12-08T13:00:00+05:30') },
    ];
    expect(starts({ ...hours, capacity: 2 }, '2026-12-08', taken).slice(0, 3)).toEqual([
      '10:00:1',
      '11:00:1',
      '12:00:1',
    ]);
    expect(starts(hours, '2026-12-08', taken).slice(0, 3)).toEqual([
      '10:00:0',
      '11:00:0',
      '12:00:0',
    ]);
    // A two-hour service from 10:00 needs a place at 10:00 and at 11:00.
    const two = daySlots({ ...hours, capacity: 2 }, '2026-12-08', [...taken, taken[1]!], NOW, 120);
    expect(two.map((s) => `${indiaIso(s.start).slice(11, 16)}:${s.left}`)[0]).toBe('10:00:0');
  });

  it('keep the lead time and the horizon', () => {
    const noon = at('2026-12-08T06:30:00Z'); // 12:00 IST
    expect(starts({ ...hours, leadHours: 3 }, '2026-12-08', [], noon)).toEqual([
      '15:00:1',
      '16:00:1',
      '17:00:1',
      '18:00:1',
    ]);
    expect(starts({ ...hours, horizonDays: 7 }, '2026-12-15')).toHaveLength(0);
    expect(starts({ ...hours, horizonDays: 7 }, '2026-12-14')).toHaveLength(8);
  });

  it('read dates at India’s midnight, not UTC’s', () => {
    // 18:40 UTC on Monday 7 Dec is 00:10 on Tuesday 8 Dec in India: Monday is past.
    const late = at('2026-12-07T18:40:00Z');
    expect(starts(hours, '2026-12-07', [], late)).toEqual([]);
    expect(starts(hours, '2026-12-08', [], late)).toHaveLength(8);
    const [first] = daySlots(hours, '2026-12-08', [], late);
    expect(first!.start.toISOString()).toBe('2026-12-08T04:30:00.000Z');
    expect(indiaIso(first!.start)).toBe('2026-12-08T10:00:00+05:30');
  });

  it('refuse a week whose stretches end before they start or overlap', () => {
    expect(weeklyProblem(DEFAULT_AVAILABILITY.weekly)).toBeNull();
    expect(weeklyProblem([{ day: 'mon', from: '19:00', to: '10:00' }])).toMatch(/ends before/);
    expect(
      weeklyProblem([
        { day: 'mon', from: '10:00', to: '14:00' },
        { day: 'mon', from: '13:00', to: '19:00' },
      ]),
    ).toMatch(/overlap/);
  });
});
