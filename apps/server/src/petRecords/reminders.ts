import { and, eq, inArray } from 'drizzle-orm';
import { doseKey, dueSchedule, reminderTime, type DoseKind } from '@petverse/api/contract';
import { users } from '../accounts/tables';
import { pets } from '../pets/tables';
import type { Database, Tx } from '../db/client';
import { mailLater, remindersOffUrl, type MailCheck, type ShopEvents } from '../mail/events';
import { dosesOf, type DoseRow } from './records';
import { petDoses } from './tables';

/*
 * A due dose's reminder (issue 53 item 3): one mail job per vaccine or dewormer of a pet, held by
 * its latest dose (the one whose next due date the schedule shows), written in the change's
 * transaction, DOSE_REMINDER_DAYS before the date (at once when that is already past). A change
 * that moves or ends the date cancels the job; should one be missed, the job checks the row when
 * it is due (`doseStillDue`) and does nothing if the dose is gone, moved or superseded.
 */

/** The name of the mail worker's check for dose reminders (MailJob['check']). */
export const DOSE_CHECK = 'pet-dose';

/** The latest dose of `key`'s vaccine or dewormer among `rows`, as the schedule picks it. */
function latestOf(rows: readonly DoseRow[], key: string): DoseRow | null {
  const group = rows.filter((r) => doseKey(r.name) === key);
  const pick = dueSchedule({ vaccinations: group, dewormings: [] }, new Date(0));
  const withDue = pick[0] ? group.find((r) => r.id === pick[0]!.id) : undefined;
  if (withDue) return withDue;
  // None has a next due date: the latest by date given (it holds no reminder).
  return (
    [...group].sort((a, b) => b.givenOn.localeCompare(a.givenOn) || b.id.localeCompare(a.id))[0] ??
    null
  );
}

/**
 * Brings the reminder of one vaccine or dewormer (by name) of a pet in line with its doses: only
 * its latest dose holds a job, for that dose's next due date. `moved`: the latest dose's date
 * changed, so its job is replaced even if it has one.
 */
export async function syncReminder(
  ev: ShopEvents,
  tx: Tx,
  petId: string,
  kind: DoseKind,
  name: string,
  moved = false,
): Promise<void> {
  const key = doseKey(name);
  const rows = (await dosesOf(tx, petId, kind)).filter((r) => doseKey(r.name) === key);
  const latest = latestOf(rows, key);
  const drop = rows.filter((r) => r.reminderJobId && (r.id !== latest?.id || moved));
  for (const row of drop) await ev.jobs.cancel(tx, 'mail', row.reminderJobId!);
  if (drop.length)
    await tx
      .update(petDoses)
      .set({ reminderJobId: null })
      .where(
        inArray(
          petDoses.id,
          drop.map((r) => r.id),
        ),
      );
  if (!latest?.nextDueOn || (latest.reminderJobId && !moved)) return;
  const job = await scheduleReminder(ev, tx, petId, latest);
  if (job) await tx.update(petDoses).set({ reminderJobId: job }).where(eq(petDoses.id, latest.id));
}

/** Cancels the job a dose holds (the dose is about to go). */
export async function cancelReminderOf(ev: ShopEvents, tx: Tx, dose: DoseRow): Promise<void> {
  if (dose.reminderJobId) await ev.jobs.cancel(tx, 'mail', dose.reminderJobId);
}

async function scheduleReminder(
  ev: ShopEvents,
  tx: Tx,
  petId: string,
  dose: DoseRow,
): Promise<string | null> {
  const at = reminderTime(dose.nextDueOn!, ev.clock());
  if (!at) return null;
  const [owner] = await tx
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      locale: users.locale,
      pet: pets.name,
    })
    .from(pets)
    .innerJoin(users, eq(users.id, pets.userId))
    .where(eq(pets.id, petId));
  if (!owner) return null;
  return mailLater(
    ev,
    tx,
    {
      kind: 'dose-due',
      to: owner.email,
      name: owner.name,
      locale: owner.locale,
      pet: owner.pet,
      petId,
      dose: { kind: dose.kind as DoseKind, name: dose.name, dueOn: dose.nextDueOn! },
      unsubscribe: remindersOffUrl(ev, owner.userId),
    },
    {
      check: { name: DOSE_CHECK, data: { doseId: dose.id, dueOn: dose.nextDueOn! } },
      ...(at === 'now' ? {} : { startAfter: at }),
    },
  );
}

/**
 * Whether a dose's reminder should still go, when it is due: its owner still wants reminders, the
 * dose is still there with that next due date, and no later dose of the same vaccine replaced it.
 */
export const doseStillDue: MailCheck = async (db: Database, data) => {
  const { doseId, dueOn } = data;
  if (!doseId || !dueOn) return false;
  const [row] = await db
    .select({ dose: petDoses, reminders: users.reminders })
    .from(petDoses)
    .innerJoin(pets, eq(pets.id, petDoses.petId))
    .innerJoin(users, eq(users.id, pets.userId))
    .where(and(eq(petDoses.id, doseId), eq(petDoses.nextDueOn, dueOn)));
  if (!row?.reminders) return false;
  const rows = await dosesOf(db, row.dose.petId, row.dose.kind as DoseKind);
  return latestOf(rows, doseKey(row.dose.name))?.id === doseId;
};
