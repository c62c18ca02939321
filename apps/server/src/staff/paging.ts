import { Type } from 'typebox';
import { BOOKING_UTC_OFFSET_MINUTES, type AdminPagination } from '@petverse/api/contract';

/** `page` and `limit` of a back-office list: page from 1, limit from 1 to `max`. */
export const pageOf = (size: number, max: number) => ({
  page: Type.Integer({
    minimum: 1,
    maximum: 100_000,
    default: 1,
    errorMessage: 'page must be a whole number from 1.',
  }),
  limit: Type.Integer({
    minimum: 1,
    maximum: max,
    default: size,
    errorMessage: `limit must be a whole number from 1 to ${max}.`,
  }),
});

/** A calendar date, YYYY-MM-DD (a month 13 or a day 32 is refused here, not met by the database). */
export const isoDate = (label: string) =>
  Type.String({
    pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
    errorMessage: `${label} must be a date such as 2026-11-25.`,
  });

const OFFSET_MS = BOOKING_UTC_OFFSET_MINUTES * 60_000;
/** The moment a day begins in India. */
export const dayStart = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - OFFSET_MS);
/** The last moment of a day in India. */
export const dayEnd = (date: string) => new Date(dayStart(date).getTime() + 86_400_000 - 1);

export const paged = (page: number, limit: number, total: number): AdminPagination => ({
  page,
  limit,
  total,
  totalPages: Math.ceil(total / limit),
});

/** A LIKE pattern that matches `text` literally, followed by anything. */
export const startsWith = (text: string) => `${text.replace(/[%_\\]/g, '\\$&')}%`;
/** A LIKE pattern that matches `text` literally anywhere. */
export const contains = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;
