import { sql, type SQL } from 'drizzle-orm';
import type { SearchReading } from '@petverse/api/contract';
import type { Database } from '../db/client';
import { prepared } from '../db/prepared';
import { products } from '../catalogue/tables';

/*
 * How a search reads what the shopper typed (issue 35). The words are cut apart here; everything
 * else happens in the database: which words or phrases are in the vocabulary (`search_terms`,
 * data seeded by migration 0016), the text-search query each becomes, and the correction of a
 * word that matches nothing to the catalogue word it is closest to.
 */

/** Words read from one query at most; the rest are ignored (q is at most 100 characters). */
const MAX_WORDS = 10;
/** The longest vocabulary phrase, in words ('heads up for tails'). */
const MAX_PHRASE = 4;

/** One thing the shopper asked for: a typed word, or a vocabulary phrase. */
export interface WordGroup {
  /** As typed: one word, or the words of a phrase joined by a space. */
  typed: string;
  /** The words' tsquery (English configuration), as the database wrote it ('dog' | 'kutta'…). */
  tsquery: string;
  /** The same, as SQL. */
  query: SQL;
  /** How it was read, when not as typed. */
  reading?: SearchReading;
  /** A plain word (not from the vocabulary): a typo of a catalogue word, perhaps. */
  plain: boolean;
}

/**
 * The words of a query, as the database compares them: Unicode NFC, lower case, letters with
 * their combining marks (Devanagari vowel signs and viramas are marks, not letters) and digits.
 * Zero-width joiners typed inside Devanagari words are dropped, not treated as breaks.
 */
export function wordsOf(q: string): string[] {
  const text = q
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u200c\u200d]/g, '');
  return (text.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

interface SpanRow {
  start: number;
  n: number;
  term: string | null;
  means: string | null;
  shows: string | null;
  brand: string | null;
  /** What the phrase (or the word alone) is searched as; '' when nothing. */
  tsquery: string;
}

/**
 * The vocabulary phrases and words a list of words (`$1`, a JSON array) holds: for each word, one
 * row per phrase starting there (longest first) and one for the word alone, with the phrase's
 * meaning and the tsquery it is searched as (empty: it means nothing to a search). One prepared statement: a search's first
 * read is planned once, not on every search (db/prepared.ts).
 */
const spansOf = prepared<SpanRow>(
  'search_words',
  `with p as (select array(select jsonb_array_elements_text($1::jsonb)) as words)
   select w.i::int as start, n.n::int as n, v.term, v.means, v.shows, v.brand,
          coalesce(to_tsquery('english', v.means), plainto_tsquery('english', w.word))::text
            as tsquery
   from p
   cross join unnest(p.words) with ordinality as w(word, i)
   cross join generate_series(1, ${MAX_PHRASE}) as n(n)
   left join search_terms v
     on w.i + n.n - 1 <= cardinality(p.words)
    and v.term = array_to_string(p.words[w.i : w.i + n.n - 1], ' ')
   where n.n = 1 or v.term is not null
   order by w.i, n.n desc`,
);

const asQuery = (tsquery: string) => sql`${tsquery}::tsquery`;

/**
 * The groups a list of words makes: each vocabulary phrase or word becomes what it means (the
 * longest phrase first), any other word is searched as itself. Words that mean nothing to a
 * search (English stop words, 'ke', 'liye') are left out.
 */
export async function readWords(db: Database, words: string[]): Promise<WordGroup[]> {
  if (!words.length) return [];
  const rows = await spansOf(db, [JSON.stringify(words)]);
  const groups: WordGroup[] = [];
  let next = 1;
  for (const row of rows) {
    // Rows come longest first for each start: the first one at `next` wins.
    if (row.start !== next) continue;
    next = row.start + row.n;
    if (!row.tsquery) continue;
    const found = { tsquery: row.tsquery, query: asQuery(row.tsquery) };
    if (row.term === null) {
      groups.push({ typed: words[row.start - 1]!, ...found, plain: true });
      continue;
    }
    groups.push({
      typed: row.term,
      ...found,
      plain: false,
      ...(row.shows === null
        ? {}
        : {
            reading: row.brand
              ? { typed: row.term, as: row.shows, kind: 'brand' as const, brand: row.brand }
              : { typed: row.term, as: row.shows, kind: 'synonym' as const },
          }),
    });
  }
  return groups;
}

/** All the groups at once: every one must match. */
export const allOf = (groups: WordGroup[]): SQL =>
  sql.join(
    groups.map((g) => sql`(${g.query})`),
    sql` && `,
  );

/** Any of the groups. */
export const anyOf = (groups: WordGroup[]): SQL =>
  sql.join(
    groups.map((g) => sql`(${g.query})`),
    sql` || `,
  );

/** The most edits a typo may hold from the word meant: one in a short word, two in a longer one. */
const maxEdits = (word: string) => (word.length <= 4 ? 1 : 2);

interface CandidateRow {
  typed: string;
  word: string;
  edits: number;
  sounds: boolean;
  similarity: number;
}

/**
 * The catalogue's words (and the vocabulary's single words) nearest each typed word, nearest
 * first: fewest edits (Levenshtein), then the same sound (Double Metaphone: 'treets' sounds like
 * 'treats', not like 'tree'), then the catalogue's own words before the vocabulary's, then
 * trigram similarity. Words that need more than `maxEdits` are
 * offered only when trigram-similar (pg_trgm's `%`), for "Did you mean".
 */
export async function nearestWords(
  db: Database,
  typed: string[],
  limit = 3,
): Promise<Map<string, CandidateRow[]>> {
  const found = new Map<string, CandidateRow[]>(typed.map((t) => [t, []]));
  if (!typed.length) return found;
  for (const row of await nearest(db, [JSON.stringify(typed), limit]))
    found.get(row.typed)?.push(row);
  return found;
}

/**
 * `nearestWords`' read (`$1`: the typed words as a JSON array, `$2`: how many for each): one
 * prepared statement, so a typo's correction is not planned on every search (db/prepared.ts).
 */
const nearest = prepared<CandidateRow>(
  'nearest_words',
  `select t.typed, c.word, c.edits, c.sounds, c.similarity
   from jsonb_array_elements_text($1::jsonb) as t(typed)
   cross join lateral (
     select word, levenshtein_less_equal(word, t.typed, 3) as edits,
            dmetaphone(word) = dmetaphone(t.typed) as sounds,
            similarity(word, t.typed) as similarity
     from (select word, bool_or(catalogue) as catalogue
           from (select word, true from product_words
                 union all select term, false from search_terms where term !~ ' ') as w(word, catalogue)
           group by word) as v
     where word <> t.typed
       and (levenshtein_less_equal(word, t.typed, 2) <= 2 or word % t.typed)
     order by 2, 3 desc, v.catalogue desc, 4 desc, word
     limit $2::int) c`,
);

/**
 * The correction of a typed word: the one catalogue word nearest it, used only when it is
 * nearer than any other word (fewer edits, or as many but the only one that sounds the same)
 * and within `maxEdits`. Null when there is none or two are equally near.
 */
export function correctionOf(typed: string, candidates: CandidateRow[]): string | null {
  const [best, second] = candidates;
  if (!best || best.edits > maxEdits(typed)) return null;
  if (second && second.edits === best.edits && second.sounds === best.sounds) return null;
  return best.word;
}

/** node-postgres answers `{ rows }`, PGlite too; both through drizzle's execute. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}

/** The products whose words match `query` (on the search_vector GIN index). */
export const matching = (query: SQL) => sql`${products.searchVector} @@ (${query})`;
