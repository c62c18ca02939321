import { Type } from 'typebox';

/** A month written YYYY-MM (India's months). */
export const monthSchema = Type.String({
  pattern: '^20\\d{2}-(0[1-9]|1[0-2])$',
  errorMessage: 'month is written YYYY-MM, such as 2026-12.',
});
