import {
  DELIVERY_HOLIDAYS,
  WEEKDAYS,
  appointmentStart,
  clockMinutes,
  todayInIndia,
  type Availability,
  type Slot,
  type WeeklyHours,
} from '@petverse/api/contract';

/*
 * A provider's free slots, from its weekly hours, capacity, lead time, horizon, days off and
 * the national holidays, less what is already taken — all in India's time. Pure: the database
 * hands in what is taken, the clock hands in "now".
 */

const MINUTE = 60_000;
const DAY_MS = 86_400_000;
/** India's offset from UTC, in minutes (no daylight saving). */
const INDIA_OFFSET_MINUTES = 330;

/** A booking that takes a place: from its start to its end. */
export interface Taken {
  start: Date;
  end: Date;
}

/** A slot of a day, with how many more bookings it takes. */
export interface DaySlot {
  start: Date;
  end: Date;
  left: number;
}

/** The date `days` after `date` (YYYY-MM-DD). */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The weekday of a date (YYYY-MM-DD). */
export const weekdayOf = (date: string) => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;

/** A moment as India reads it: `2026-12-08T10:00:00+05:30`. */
export function indiaIso(at: Date): string {
  const local = new Date(at.getTime() + INDIA_OFFSET_MINUTES * MINUTE).toISOString();
  return `${local.slice(0, 19)}+05:30`;
}

/** The date (YYYY-MM-DD, India) of a moment. */
export const indiaDate = (at: Date): string => todayInIndia(at);

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Why a date has no slots at all, or null when it may have some. */
export function dayClosed(
  av: Availability,
  date: string,
  now: Date,
): 'past' | 'too-far' | 'closed' | null {
  const today = todayInIndia(now);
  if (date < today) return 'past';
  if (date > addDays(today, av.horizonDays)) return 'too-far';
  if (av.daysOff.includes(date)) return 'closed';
  if (!av.openOnHolidays && DELIVERY_HOLIDAYS.includes(date)) return 'closed';
  return null;
}

/** How many of `taken` overlap [start, end). */
const overlapping = (taken: readonly Taken[], start: number, end: number) =>
  taken.filter((t) => t.start.getTime() < end && t.end.getTime() > start).length;

/**
 * Every slot of a date for a service of `minutes` (the slot's length unless given): it starts on
 * a step of `slotMinutes` from a stretch's start and ends within that stretch, so a booking never
 * runs into a lunch break. `left` is the capacity less the most bookings at any step it covers.
 * Slots sooner than the lead time are left out.
 */
export function daySlots(
  av: Availability,
  date: string,
  taken: readonly Taken[],
  now: Date,
  minutes: number = av.slotMinutes,
): DaySlot[] {
  if (dayClosed(av, date, now)) return [];
  const day = weekdayOf(date);
  const earliest = now.getTime() + av.leadHours * 3_600_000;
  const slots: DaySlot[] = [];
  const stretches = av.weekly
    .filter((w) => w.day === day)
    .map((w) => ({ from: clockMinutes(w.from)!, to: clockMinutes(w.to)! }))
    .sort((a, b) => a.from - b.from);
  for (const { from, to } of stretches) {
    for (let m = from; m + minutes <= to; m += av.slotMinutes) {
      const start = appointmentStart(date, hhmm(m));
      if (start.getTime() < earliest) continue;
      let busiest = 0;
      for (let step = 0; step < minutes; step += av.slotMinutes) {
        const at = start.getTime() + step * MINUTE;
        const len = Math.min(av.slotMinutes, minutes - step) * MINUTE;
        busiest = Math.max(busiest, overlapping(taken, at, at + len));
      }
      slots.push({
        start,
        end: new Date(start.getTime() + minutes * MINUTE),
        left: Math.max(0, av.capacity - busiest),
      });
    }
  }
  return slots;
}

/** A day's slots as the API answers them. */
export const slotAnswer = (slot: DaySlot): Slot => ({
  start: indiaIso(slot.start),
  end: indiaIso(slot.end),
  available: slot.left > 0,
  left: slot.left,
});

/**
 * What is wrong with a week of hours, or null: each stretch must start before it ends, and two
 * stretches of one day may not overlap.
 */
export function weeklyProblem(weekly: readonly WeeklyHours[]): string | null {
  for (const day of WEEKDAYS) {
    const stretches = weekly
      .filter((w) => w.day === day)
      .map((w) => ({ ...w, a: clockMinutes(w.from), b: clockMinutes(w.to) }))
      .sort((x, y) => (x.a ?? 0) - (y.a ?? 0));
    for (const [i, s] of stretches.entries()) {
      if (s.a === null || s.b === null) return `Times are written HH:MM, such as 09:30.`;
      if (s.a >= s.b) return `On ${day}, ${s.from} to ${s.to} ends before it starts.`;
      const next = stretches[i + 1];
      if (next && next.a !== null && next.a < s.b)
        return `On ${day}, ${s.from}–${s.to} and ${next.from}–${next.to} overlap.`;
    }
  }
  return null;
}
