import { check, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The search vocabulary (issue 35), kept as data: words shoppers type that the catalogue does not
 * use — Hinglish and Hindi (in Latin letters and in Devanagari), English variants, brands we do
 * not carry — each with the catalogue words it is searched as. Search reads it in the database
 * (search/catalogueSearch.ts): a typed word or phrase found here is matched as itself or as `means`.
 * Seeded by its migration (0016); a change to the words is a new migration.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    /** What a shopper types: lower case, words separated by one space ('kutta', 'कुत्ता', 'royal canin'). */
    term: text('term').primaryKey(),
    /** The catalogue words it is searched as, in to_tsquery syntax ('dog', 'dog & food', 'health | vitamin'). */
    means: text('means').notNull(),
    /** How the answer names what the term was read as ('dog food'); null: not worth saying (a variant). */
    shows: text('shows'),
    /** A brand we do not carry, as it is written ('Royal Canin'); null for any other word. */
    brand: text('brand'),
  },
  (t) => [check('search_terms_term_lower', sql`${t.term} = lower(${t.term})`)],
);
