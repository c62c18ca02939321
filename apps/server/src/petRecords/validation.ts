import { Type } from 'typebox';
import {
  addDays,
  CONDITION_KINDS,
  CONDITION_TEXT_MAX,
  DOSE_TEXT_MAX,
  isRealDate,
  NEXT_DUE_MAX_YEARS,
  PET_RECORD_EARLIEST,
  PET_RECORD_MESSAGES as M,
  todayInIndia,
  WEIGHT_MAX_KG,
  WEIGHT_MIN_KG,
} from '@petverse/api/contract';
import { badRequest } from '../platform/errors';
import { oneOf, optionalLine, requiredLine, requiredText } from '../platform/schemas';

/*
 * The record's payloads: their schemas (a wrong type or a missing field is a 400 with its
 * message) and the date rules a schema cannot say (a real date, not in the future, next due after
 * the date given), in India's calendar.
 */

const dateText = (message: string) => Type.String({ maxLength: 10, errorMessage: message });
const optionalDueDate = Type.Optional(
  Type.Unsafe<string | null>({
    type: ['string', 'null'],
    maxLength: 10,
    errorMessage: M.nextDueInvalid,
  }),
);

export const vaccinationBody = Type.Object({
  name: requiredLine('Vaccine', DOSE_TEXT_MAX),
  givenOn: dateText(M.givenOnInvalid),
  nextDueOn: optionalDueDate,
  brand: Type.Optional(optionalLine('Brand', DOSE_TEXT_MAX)),
  batch: Type.Optional(optionalLine('Batch', DOSE_TEXT_MAX)),
});

export const dewormingBody = Type.Object({
  name: requiredLine('Dewormer', DOSE_TEXT_MAX),
  givenOn: dateText(M.givenOnInvalid),
  nextDueOn: optionalDueDate,
});

/** A dose's next due date moved or removed (null), and its brand or batch corrected. */
export const doseChangesBody = Type.Object({
  nextDueOn: optionalDueDate,
  brand: Type.Optional(optionalLine('Brand', DOSE_TEXT_MAX)),
  batch: Type.Optional(optionalLine('Batch', DOSE_TEXT_MAX)),
});

export const weightBody = Type.Object({
  kg: Type.Number({
    minimum: WEIGHT_MIN_KG,
    maximum: WEIGHT_MAX_KG,
    errorMessage: M.weightInvalid,
  }),
  measuredOn: dateText(M.measuredOnInvalid),
});

export const conditionBody = Type.Object({
  kind: oneOf(CONDITION_KINDS, { errorMessage: M.conditionKind }),
  text: requiredText('Condition', CONDITION_TEXT_MAX),
});

export const petParams = Type.Object({
  petId: Type.String({ format: 'uuid', errorMessage: 'petId must be a valid id' }),
});
export const entryParams = Type.Object({
  petId: Type.String({ format: 'uuid', errorMessage: 'petId must be a valid id' }),
  id: Type.String({ format: 'uuid', errorMessage: 'id must be a valid id' }),
});

/** A date something happened: real, not before 1990, not after India's today. */
function pastDate(
  value: string,
  now: Date,
  messages: { invalid: string; future: string; early: string },
): string {
  if (!isRealDate(value)) throw badRequest(messages.invalid);
  if (value > todayInIndia(now)) throw badRequest(messages.future);
  if (value < PET_RECORD_EARLIEST) throw badRequest(messages.early);
  return value;
}

export const givenDate = (value: string, now: Date) =>
  pastDate(value, now, {
    invalid: M.givenOnInvalid,
    future: M.givenOnFuture,
    early: M.givenOnTooEarly,
  });

export const measuredDate = (value: string, now: Date) =>
  pastDate(value, now, {
    invalid: M.measuredOnInvalid,
    future: M.measuredOnFuture,
    early: M.measuredOnTooEarly,
  });

/** A next due date: none, or a real date after the date given and within NEXT_DUE_MAX_YEARS. */
export function nextDueDate(value: string | null | undefined, givenOn: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (!isRealDate(value)) throw badRequest(M.nextDueInvalid);
  if (value <= givenOn) throw badRequest(M.nextDueNotAfter);
  if (value > addDays(givenOn, Math.round(NEXT_DUE_MAX_YEARS * 365.25)))
    throw badRequest(M.nextDueTooFar);
  return value;
}

/** Optional text as stored: trimmed, or null when it says nothing. */
export const optional = (value: string | undefined) => value?.trim() || null;
