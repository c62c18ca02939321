import { describe, expect, it } from 'vitest';
import {
  appointmentStart,
  canChangeAppointment,
  hasChangeNotice,
  visitsOverlap,
} from './appointments';

describe('grooming appointment changes', () => {
  it('reads the slot in India time', () => {
    expect(appointmentStart('2026-11-25', '10:30').toISOString()).toBe('2026-11-25T05:00:00.000Z');
    expect(appointmentStart('2026-11-25', '03:00').toISOString()).toBe('2026-11-24T21:30:00.000Z');
  });

  it('allows a change until exactly 24 hours before the slot', () => {
    const slot = { date: '2026-11-25', time: '10:30' }; // 05:00 UTC
    expect(hasChangeNotice(slot.date, slot.time, new Date('2026-11-24T05:00:00Z'))).toBe(true);
    expect(hasChangeNotice(slot.date, slot.time, new Date('2026-11-24T05:00:01Z'))).toBe(false);
  });

  it('allows changes only to pending or confirmed appointments', () => {
    const now = new Date('2026-11-20T00:00:00Z');
    const base = { appointmentDate: '2026-11-25', appointmentTime: '10:30' };
    expect(canChangeAppointment({ ...base, status: 'confirmed' }, now)).toBe(true);
    expect(canChangeAppointment({ ...base, status: 'pending' }, now)).toBe(true);
    expect(canChangeAppointment({ ...base, status: 'cancelled' }, now)).toBe(false);
    expect(canChangeAppointment({ ...base, status: 'completed' }, now)).toBe(false);
  });

  it('treats visits less than an hour apart as overlapping', () => {
    expect(visitsOverlap('10:00', '10:59')).toBe(true);
    expect(visitsOverlap('10:00', '11:00')).toBe(false);
    expect(visitsOverlap('11:00', '10:30')).toBe(true);
  });
});
