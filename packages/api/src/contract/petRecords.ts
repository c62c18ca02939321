import { todayInIndia } from './bookingTime';
import type { ProviderKind } from './providers';

/**
 * A pet's health record (issue 53 item 3): vaccinations and dewormings with their next due dates,
 * weight over time, conditions and allergies; what is due as a schedule, reminded by mail
 * DOSE_REMINDER_DAYS before, and shared read-only by an expiring link.
 */

/** Days before a dose is due that its reminder is mailed. */
export const DOSE_REMINDER_DAYS = 7;
/** Days a share link answers. */
export const SHARE_LINK_DAYS = 30;
/** The most entries of one kind (vaccinations, dewormings, weights, conditions) a pet keeps. */
export const PET_RECORD_MAX_ENTRIES = 300;
/** The longest name of a vaccine or dewormer, a brand or a batch. */
export const DOSE_TEXT_MAX = 80;
/** The longest condition or allergy. */
export const CONDITION_TEXT_MAX = 300;
/** The earliest date a dose or weight may carry. */
export const PET_RECORD_EARLIEST = '1990-01-01';
/** How far after it was given a next dose may be due (a three-year rabies vaccine, and some). */
export const NEXT_DUE_MAX_YEARS = 5;
/** A weight's range in kg (a kitten to a mastiff). */
export const WEIGHT_MIN_KG = 0.05;
export const WEIGHT_MAX_KG = 150;

/**
 * Vaccines offered as suggestions: the common Indian schedules for dogs (DHPPi+L, anti-rabies,
 * kennel cough, corona) and cats (feline tricat, FeLV, anti-rabies). Free text is accepted too.
 */
export const VACCINE_SUGGESTIONS = [
  'DHPPi+L',
  'Anti-rabies',
  'Feline tricat (FVRCP)',
  'FeLV',
  'Kennel cough (Bordetella)',
  'Canine coronavirus',
] as const;

/** Dewormers offered as suggestions; free text is accepted too. */
export const DEWORMER_SUGGESTIONS = [
  'Praziquantel + pyrantel + febantel',
  'Fenbendazole',
  'Milbemycin + praziquantel',
  'Pyrantel pamoate',
] as const;

/** What a condition entry is. */
export const CONDITION_KINDS = ['allergy', 'condition'] as const;
export type ConditionKind = (typeof CONDITION_KINDS)[number];
export const CONDITION_KIND_LABELS: Record<ConditionKind, string> = {
  allergy: 'Allergy',
  condition: 'Condition',
};

/** What a dose is: a vaccination or a deworming. */
export const DOSE_KINDS = ['vaccination', 'deworming'] as const;
export type DoseKind = (typeof DOSE_KINDS)[number];
export const DOSE_KIND_LABELS: Record<DoseKind, string> = {
  vaccination: 'Vaccination',
  deworming: 'Deworming',
};

/** The messages the record's routes answer with (the site shows them, in Hindi too). */
export const PET_RECORD_MESSAGES = {
  petNotFound: 'Pet not found',
  entryNotFound: 'Entry not found',
  shareNotFound: 'This link has expired or was turned off.',
  givenOnInvalid: 'Date given must be a real date (YYYY-MM-DD).',
  givenOnFuture: 'Date given cannot be in the future.',
  givenOnTooEarly: 'Date given must be after 1990.',
  nextDueInvalid: 'Next due date must be a real date (YYYY-MM-DD).',
  nextDueNotAfter: 'Next due date must be after the date given.',
  nextDueTooFar: 'Next due date must be within 5 years of the date given.',
  measuredOnInvalid: 'Date weighed must be a real date (YYYY-MM-DD).',
  measuredOnFuture: 'Date weighed cannot be in the future.',
  measuredOnTooEarly: 'Date weighed must be after 1990.',
  weightInvalid: 'Weight must be a number of kg from 0.05 to 150.',
  conditionKind: 'Kind must be allergy or condition.',
  tooMany: 'This record is full: delete an old entry to add another.',
  vaccinationAdded: 'Vaccination added.',
  dewormingAdded: 'Deworming added.',
  weightAdded: 'Weight added.',
  conditionAdded: 'Condition added.',
  entryChanged: 'Entry updated.',
  entryDeleted: 'Entry deleted.',
  shareEnded: 'The share link is turned off.',
} as const;

/** A vaccination given. */
export interface Vaccination {
  id: string;
  name: string;
  /** YYYY-MM-DD */
  givenOn: string;
  nextDueOn: string | null;
  brand: string | null;
  batch: string | null;
}

/** A deworming given. */
export interface Deworming {
  id: string;
  name: string;
  givenOn: string;
  nextDueOn: string | null;
}

/** A weight measured. */
export interface WeightEntry {
  id: string;
  kg: number;
  measuredOn: string;
}

/** An allergy or a condition. */
export interface PetCondition {
  id: string;
  kind: ConditionKind;
  text: string;
}

/** A dose due: the latest dose of its name and kind, with a next due date. */
export interface DueDose {
  kind: DoseKind;
  name: string;
  /** YYYY-MM-DD */
  dueOn: string;
  /** The dose it follows. */
  id: string;
  /** Whether the date has passed (India's today). */
  overdue: boolean;
}

/** The pet a record is of. */
export interface RecordPet {
  id: string;
  name: string;
  species: string;
  breed: string;
  petDateOfBirth: string;
}

/** GET /pets/{petId}/record, and a shared link's answer. */
/**
 * A visit to a provider on Petverse that took place (a consultation, a grooming), newest first,
 * with the prescription its clinic wrote, if any.
 */
export interface PetVisit {
  bookingId: string;
  kind: ProviderKind;
  provider: string;
  service: string;
  /** When it began, ISO with +05:30. */
  start: string;
  prescription: { number: string; diagnosis: string; medicines: string[] } | null;
}

/** The most visits a record lists (the newest). */
export const PET_RECORD_MAX_VISITS = 50;

export interface PetRecord {
  pet: RecordPet;
  vaccinations: Vaccination[];
  dewormings: Deworming[];
  weights: WeightEntry[];
  conditions: PetCondition[];
  due: DueDose[];
  visits: PetVisit[];
}

/** What a document of a pet's record is. */
export const PET_DOCUMENT_KINDS = ['lab-report', 'certificate', 'other'] as const;
export type PetDocumentKind = (typeof PET_DOCUMENT_KINDS)[number];
export const PET_DOCUMENT_KIND_LABELS: Record<PetDocumentKind, string> = {
  'lab-report': 'Lab report',
  certificate: 'Certificate',
  other: 'Other document',
};
/** The longest title of a document. */
export const PET_DOCUMENT_TITLE_MAX = 120;

export const PET_DOCUMENT_MESSAGES = {
  added: 'Document added.',
  deleted: 'Document deleted.',
  notFound: 'Document not found',
  file: 'The document must be a PDF, JPEG or PNG file.',
  noFile: 'Please choose the document’s file (PDF, JPEG or PNG).',
  title: `Please give the document a title (up to ${PET_DOCUMENT_TITLE_MAX} characters).`,
  kind: 'Please choose what kind of document it is: a lab report, a certificate or another.',
  form: 'Please send a multipart form with file, title and kind.',
} as const;

/**
 * A document kept in a pet's record (issue 53 item 3): a lab report, a certificate; a PDF, JPEG
 * or PNG recognised by its content, read by its owner with their session (`file`).
 */
export interface PetDocument {
  id: string;
  kind: PetDocumentKind;
  title: string;
  type: 'pdf' | 'png' | 'jpg';
  /** Bytes. */
  size: number;
  uploadedAt: string;
  /** GET, with the owner's token: /api/pets/{petId}/documents/{id}/file. */
  file: string;
}

/** The owner's record: with whether a share link is live (its address is shown once). */
export interface PetRecordResponse extends PetRecord {
  share: { expiresAt: string } | null;
  /** The documents kept, newest first (the owner's alone: a share link does not carry them). */
  documents: PetDocument[];
}

/** GET /pets/shared/{token}. */
export interface SharedPetRecordResponse extends PetRecord {
  expiresAt: string;
}

export interface VaccinationPayload {
  name: string;
  givenOn: string;
  nextDueOn?: string | null;
  brand?: string;
  batch?: string;
}
export interface DewormingPayload {
  name: string;
  givenOn: string;
  nextDueOn?: string | null;
}
export interface WeightPayload {
  kg: number;
  measuredOn: string;
}
export interface ConditionPayload {
  kind: ConditionKind;
  text: string;
}

/** What every change answers: the new entry's id (when one was made) and the record now. */
export interface PetRecordChangeResponse {
  id?: string;
  message: string;
  record: PetRecordResponse;
}

/** POST /pets/{petId}/share → 201. */
export interface ShareLinkResponse {
  url: string;
  expiresAt: string;
}

/** The site's page a share link opens. */
export const sharedRecordPath = (token: string) => `/pet-record/${encodeURIComponent(token)}`;
/** The PDF of a shared record, under the API (no session: the link's token is the key). */
export const sharedRecordPdfPath = (token: string) =>
  `/pets/shared/${encodeURIComponent(token)}/record.pdf`;

const DAY_MS = 86_400_000;

/** A YYYY-MM-DD that is a real calendar date. */
export function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d;
}

/** `day` (YYYY-MM-DD) moved by `days`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

type DueSource = { id: string; name: string; givenOn: string; nextDueOn: string | null };

/** A dose's name as the schedule groups it: case and spaces do not make another vaccine. */
export const doseKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * What is due: for each vaccine or dewormer by name, its latest dose (by date given; a later one
 * replaces an earlier one's next due date), when that dose has a next due date; soonest first.
 * A date before India's today is overdue.
 */
export function dueSchedule(
  doses: { vaccinations: readonly DueSource[]; dewormings: readonly DueSource[] },
  now: Date,
): DueDose[] {
  const today = todayInIndia(now);
  const due: DueDose[] = [];
  for (const kind of DOSE_KINDS) {
    const latest = new Map<string, DueSource>();
    for (const dose of kind === 'vaccination' ? doses.vaccinations : doses.dewormings) {
      const key = doseKey(dose.name);
      const seen = latest.get(key);
      if (
        !seen ||
        dose.givenOn > seen.givenOn ||
        (dose.givenOn === seen.givenOn && dose.id > seen.id)
      )
        latest.set(key, dose);
    }
    for (const dose of latest.values())
      if (dose.nextDueOn)
        due.push({
          kind,
          name: dose.name,
          dueOn: dose.nextDueOn,
          id: dose.id,
          overdue: dose.nextDueOn < today,
        });
  }
  return due.sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.name.localeCompare(b.name));
}

/**
 * When a dose's reminder is mailed: 09:00 in India DOSE_REMINDER_DAYS before it is due, or at
 * once (`'now'`) when that moment has passed but the dose is not yet overdue; null when it is
 * already overdue (the schedule says so; no mail for a date gone by).
 */
export function reminderTime(dueOn: string, now: Date): Date | 'now' | null {
  if (dueOn < todayInIndia(now)) return null;
  // 09:00 IST is 03:30 UTC.
  const at = new Date(`${addDays(dueOn, -DOSE_REMINDER_DAYS)}T03:30:00Z`);
  return at.getTime() > now.getTime() ? at : 'now';
}
