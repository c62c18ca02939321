import { Type } from 'typebox';
import { oneOf } from '../platform/schemas';

/** A month written YYYY-MM (India's months). */
export const monthSchema = Type.String({
  pattern: '^20\\d{2}-(0[1-9]|1[0-2])$',
  errorMessage: 'month is written YYYY-MM, such as 2026-12.',
});

/** A date written YYYY-MM-DD. */
export const dateSchema = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  errorMessage: 'Dates are written YYYY-MM-DD.',
});

/** A text of at most `max` characters; `label` names it in the 400. */
export const shortText = (label: string, max: number) =>
  Type.String({ maxLength: max, errorMessage: `${label} must be at most ${max} characters.` });

/** A slot's start: an ISO time with its offset, such as 2026-12-08T10:00:00+05:30. */
export const isoStartSchema = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2})?(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$',
  errorMessage: 'start must be a slot’s start time, such as 2026-12-08T10:00:00+05:30.',
});

/** One of a provider's services, by its name. */
export const serviceSchema = Type.String({
  minLength: 1,
  maxLength: 200,
  errorMessage: 'service must be the name of one of the provider’s services.',
});

/** What a statement is answered as: the page's JSON, a spreadsheet's CSV or a PDF. */
export const statementFormat = oneOf(['json', 'csv', 'pdf'] as const, {
  errorMessage: 'format is json, csv or pdf.',
});
