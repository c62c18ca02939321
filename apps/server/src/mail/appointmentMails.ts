import { and, eq, ne } from 'drizzle-orm';
import {
  appointmentStart,
  formatClockTime,
  paiseToRupees,
  slotMinutes,
} from '@petverse/api/contract';
import type { MailAppointment } from '@petverse/mail';
import type { Database, Tx, Runner } from '../db/client';
import { addresses, users } from '../accounts/tables';
import { pets } from '../pets/tables';
import { consultationAppointments, groomingOrders, groomingPartners } from '../services/tables';
import {
  enqueue,
  recipientOf,
  remindersOffUrl,
  REMINDER_HOURS_BEFORE,
  type MailJob,
  type ShopEvents,
  type Recipient,
} from './queue';

/** A grooming appointment as its mails show it. */
async function groomingAppointment(tx: Runner, id: string) {
  const [row] = await tx
    .select({
      order: groomingOrders,
      partner: groomingPartners.name,
      pet: pets.name,
      city: addresses.city,
      street: addresses.street,
      name: users.name,
      email: users.email,
      locale: users.locale,
      phone: users.phone,
      partnerEmail: groomingPartners.email,
    })
    .from(groomingOrders)
    .innerJoin(groomingPartners, eq(groomingPartners.id, groomingOrders.partnerId))
    .innerJoin(users, eq(users.id, groomingOrders.userId))
    .leftJoin(pets, eq(pets.id, groomingOrders.petId))
    .leftJoin(addresses, eq(addresses.id, groomingOrders.addressId))
    .where(eq(groomingOrders.id, id));
  if (!row) return null;
  const appointment: MailAppointment = {
    date: row.order.appointmentDate,
    time: row.order.appointmentTime,
    provider: row.partner,
    service: row.order.serviceType,
    pet: row.pet ?? 'Your pet',
    price: paiseToRupees(row.order.pricePaise),
    ...(row.street ? { place: `${row.street}, ${row.city}` } : {}),
  };
  return {
    row: row.order,
    appointment,
    recipient: recipientOf(row),
    partner: { to: row.partnerEmail, name: row.partner, phone: row.phone },
  };
}

/** A time as mails take it, HH:MM: a consultation's '10:00 AM' slot becomes '10:00'. */
function clockTime(time: string): string {
  const minutes = slotMinutes(time);
  if (minutes === null) return time;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A consultation as its mails show it ('10:00 AM' slots become '10:00'). */
async function consultationAppointment(tx: Runner, id: string) {
  const [row] = await tx
    .select({
      c: consultationAppointments,
      name: users.name,
      email: users.email,
      locale: users.locale,
    })
    .from(consultationAppointments)
    .innerJoin(users, eq(users.id, consultationAppointments.userId))
    .where(eq(consultationAppointments.id, id));
  if (!row) return null;
  const appointment: MailAppointment = {
    date: row.c.selectedDate,
    time: clockTime(row.c.selectedTime),
    provider: row.c.doctorName,
    service: `${row.c.consultationMode} consultation`,
    pet: row.c.petName,
  };
  return { row: row.c, appointment, recipient: recipientOf(row) };
}

/**
 * Schedules an appointment's reminder REMINDER_HOURS_BEFORE its slot (none when the slot is
 * nearer than that: the booking's own mail is the reminder); the job's id.
 */
async function scheduleReminder(
  ev: ShopEvents,
  tx: Tx,
  kind: 'grooming' | 'consultation',
  id: string,
  userId: string,
  who: Recipient,
  appointment: MailAppointment,
): Promise<string | null> {
  const at = new Date(
    appointmentStart(appointment.date, appointment.time).getTime() -
      REMINDER_HOURS_BEFORE * 3_600_000,
  );
  if (at.getTime() <= ev.clock().getTime()) return null;
  return enqueue(
    ev,
    tx,
    {
      mail: {
        kind: 'appointment-reminder',
        ...who,
        appointment,
        unsubscribe: remindersOffUrl(ev, userId),
      },
      reminder: { userId, appointment: kind, id, date: appointment.date, time: appointment.time },
    },
    { startAfter: at },
  );
}

/** A grooming appointment was booked: its mail, and its reminder. */
export async function groomingBooked(ev: ShopEvents, tx: Tx, id: string): Promise<void> {
  const found = await groomingAppointment(tx, id);
  if (!found) return;
  const who = found.recipient;
  await enqueue(ev, tx, {
    mail: { kind: 'grooming-booked', ...who, appointment: found.appointment },
  });
  const job = await scheduleReminder(
    ev,
    tx,
    'grooming',
    id,
    found.row.userId,
    who,
    found.appointment,
  );
  await tx.update(groomingOrders).set({ reminderJobId: job }).where(eq(groomingOrders.id, id));
}

export async function consultationBooked(ev: ShopEvents, tx: Tx, id: string): Promise<void> {
  const found = await consultationAppointment(tx, id);
  if (!found) return;
  const who = found.recipient;
  await enqueue(ev, tx, {
    mail: { kind: 'consultation-booked', ...who, appointment: found.appointment },
  });
  const job = await scheduleReminder(
    ev,
    tx,
    'consultation',
    id,
    found.row.userId,
    who,
    found.appointment,
  );
  await tx
    .update(consultationAppointments)
    .set({ reminderJobId: job })
    .where(eq(consultationAppointments.id, id));
}

/**
 * An appointment was moved or cancelled: its reminder is cancelled, and a moved one gets a new
 * one for its new slot. A move (`moved`: who moved it, from when) is mailed to the pet parent and,
 * for grooming, to the centre (issue 55 item 1).
 */
export async function appointmentChanged(
  ev: ShopEvents,
  tx: Tx,
  kind: 'grooming' | 'consultation',
  id: string,
  moved?: { by: 'shop' | 'pet-parent'; from: { date: string; time: string } },
): Promise<void> {
  const found =
    kind === 'grooming' ? await groomingAppointment(tx, id) : await consultationAppointment(tx, id);
  if (!found) return;
  if (moved) {
    const movedFrom = { ...moved.from, time: clockTime(moved.from.time) };
    await enqueue(ev, tx, {
      mail: {
        kind: 'appointment-moved',
        ...found.recipient,
        by: moved.by === 'shop' ? 'shop' : 'you',
        appointment: found.appointment,
        movedFrom,
      },
    });
    if ('partner' in found)
      await enqueue(ev, tx, {
        mail: {
          kind: 'partner-appointment-moved',
          to: found.partner.to,
          name: found.partner.name,
          by: moved.by,
          appointment: { ...found.appointment, provider: found.recipient.name },
          movedFrom,
          phone: found.partner.phone || null,
          // A centre's language is not known: its mails are in English, as its other mail.
          locale: 'en',
        },
      });
  }
  if (found.row.reminderJobId) await ev.jobs.cancel(tx, 'mail', found.row.reminderJobId);
  const active = found.row.status !== 'cancelled';
  const job = active
    ? await scheduleReminder(ev, tx, kind, id, found.row.userId, found.recipient, found.appointment)
    : null;
  if (kind === 'grooming')
    await tx.update(groomingOrders).set({ reminderJobId: job }).where(eq(groomingOrders.id, id));
  else
    await tx
      .update(consultationAppointments)
      .set({ reminderJobId: job })
      .where(eq(consultationAppointments.id, id));
}

/** Whether a reminder should still go: its owner wants reminders and the slot is unchanged. */
export async function reminderStillDue(db: Database, reminder: NonNullable<MailJob['reminder']>) {
  const [user] = await db
    .select({ reminders: users.reminders })
    .from(users)
    .where(eq(users.id, reminder.userId));
  if (!user?.reminders) return false;
  if (reminder.appointment === 'grooming') {
    const [row] = await db
      .select({ id: groomingOrders.id })
      .from(groomingOrders)
      .where(
        and(
          eq(groomingOrders.id, reminder.id),
          ne(groomingOrders.status, 'cancelled'),
          eq(groomingOrders.appointmentDate, reminder.date),
          eq(groomingOrders.appointmentTime, reminder.time),
        ),
      );
    return Boolean(row);
  }
  const [row] = await db
    .select({ id: consultationAppointments.id, time: consultationAppointments.selectedTime })
    .from(consultationAppointments)
    .where(
      and(
        eq(consultationAppointments.id, reminder.id),
        ne(consultationAppointments.status, 'cancelled'),
        eq(consultationAppointments.selectedDate, reminder.date),
      ),
    );
  return Boolean(row) && formatClockTime(reminder.time) === row!.time;
}
