import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, dueSchedule, isRealDate, reminderTime } from './petRecords';

const NOON_10_MARCH = new Date('2026-03-10T06:30:00Z');
const dose = (id: string, name: string, givenOn: string, nextDueOn: string | null) => ({
  id,
  name,
  givenOn,
  nextDueOn,
});

describe('dueSchedule', () => {
  it('takes the latest dose of each name, soonest first, overdue before India’s today', () => {
    const due = dueSchedule(
      {
        vaccinations: [
          dose('a', 'Anti-rabies', '2024-04-01', '2025-04-01'),
          dose('b', ' anti-rabies', '2025-04-01', '2026-04-01'),
          dose('c', 'DHPPi+L', '2025-03-01', '2026-03-09'),
          dose('d', 'FeLV', '2025-01-01', null),
        ],
        dewormings: [dose('e', 'Fenbendazole', '2026-01-10', '2026-03-10')],
      },
      NOON_10_MARCH,
    );
    expect(due).toEqual([
      { kind: 'vaccination', name: 'DHPPi+L', dueOn: '2026-03-09', id: 'c', overdue: true },
      { kind: 'deworming', name: 'Fenbendazole', dueOn: '2026-03-10', id: 'e', overdue: false },
      { kind: 'vaccination', name: ' anti-rabies', dueOn: '2026-04-01', id: 'b', overdue: false },
    ]);
  });

  it('drops a due date when a later dose of that name has none', () => {
    const due = dueSchedule(
      {
        vaccinations: [
          dose('a', 'FeLV', '2025-01-01', '2026-01-01'),
          dose('b', 'FeLV', '2026-01-02', null),
        ],
        dewormings: [],
      },
      NOON_10_MARCH,
    );
    expect(due).toEqual([]);
  });

  it('reads today in India: 20:00 UTC on the 9th is already the 10th', () => {
    const due = dueSchedule(
      { vaccinations: [dose('a', 'FeLV', '2025-03-09', '2026-03-09')], dewormings: [] },
      new Date('2026-03-09T20:00:00Z'),
    );
    expect(due[0]!.overdue).toBe(true);
  });
});

describe('reminderTime', () => {
  it('is 09:00 in India DOSE_REMINDER_DAYS before, at once inside the window, none when overdue', () => {
    expect(reminderTime('2026-04-01', NOON_10_MARCH)).toEqual(new Date('2026-03-25T03:30:00Z'));
    expect(reminderTime('2026-03-12', NOON_10_MARCH)).toBe('now');
    expect(reminderTime('2026-03-10', NOON_10_MARCH)).toBe('now');
    expect(reminderTime('2026-03-09', NOON_10_MARCH)).toBeNull();
  });
});

describe('dates', () => {
  it('knows real dates and counts days across months and leap years', () => {
    expect(isRealDate('2028-02-29')).toBe(true);
    expect(isRealDate('2026-02-29')).toBe(false);
    expect(isRealDate('2026-3-1')).toBe(false);
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-03-10', '2026-04-01')).toBe(22);
  });
});
