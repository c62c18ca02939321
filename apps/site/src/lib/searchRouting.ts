/**
 * Where a search goes (spec §2.3): keyword groups open their landing page; anything else opens
 * /search with the query in navigation state. Pure, so the table is tested on its own.
 */

export interface SearchDestination {
  pathname: string;
  /**
   * The query in the address too (`?q=`), so a search can be shared, bookmarked and reloaded;
   * only /search has one.
   */
  search?: string;
  /** Navigation state (spec §2.3); only /search carries the query. */
  state?: { query: string };
}

/** The keyword groups, in the order they are tried. Branded-store terms come first. */
export const SEARCH_GROUPS = [
  {
    id: 'branded',
    pathname: '/zib-products',
    terms: ['zib', 'zib store', 'zib products', 'branded', 'branded store', 'brand store'],
  },
  { id: 'care', pathname: '/pet-dog-care', terms: ['care', 'vet', 'pharmacy', 'insurance'] },
  {
    id: 'lifestyle',
    pathname: '/pet-dog-lifestyle',
    terms: ['lifestyle', 'mating', 'breeding', 'grooming', 'training', 'transportation'],
  },
  { id: 'store', pathname: '/pet-store-category', terms: ['store', 'food', 'toys', 'accessories'] },
] as const;

/** The fixed list the overlay suggests from: every keyword of the table. */
export const SEARCH_TERMS: readonly string[] = [
  'care',
  'vet',
  'pharmacy',
  'insurance',
  'grooming',
  'training',
  'transportation',
  'mating',
  'breeding',
  'lifestyle',
  'food',
  'toys',
  'accessories',
  'store',
  'zib store',
];

/** Trimmed, lower-case, inner spaces collapsed: how queries are compared. */
export const normalizeQuery = (query: string): string =>
  query.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The destination of a query. A query equal to a keyword goes to its group; otherwise a query
 * containing a keyword as a word ("dog grooming", "cat toys") does, groups tried in table order.
 * Returns null for empty input, which is ignored.
 */
export function routeForQuery(query: string): SearchDestination | null {
  const q = normalizeQuery(query);
  if (!q) return null;
  const exact = SEARCH_GROUPS.find((g) => (g.terms as readonly string[]).includes(q));
  if (exact) return { pathname: exact.pathname };
  const words = q.split(' ');
  const byWord = SEARCH_GROUPS.find((g) =>
    g.terms.some((term) => (term.includes(' ') ? q.includes(term) : words.includes(term))),
  );
  if (byWord) return { pathname: byWord.pathname };
  return searchFor(query.trim());
}

/** /search for a query: in navigation state, as the spec says, and in the address. */
function searchFor(query: string): Required<SearchDestination> {
  return {
    pathname: '/search',
    search: `?${new URLSearchParams({ q: query }).toString()}`,
    state: { query },
  };
}

/** How many recent queries are kept (spec §2.3). */
export const SEARCH_HISTORY_LIMIT = 5;

/** The history after a search: the query first, earlier copies (ignoring case) dropped, at most 5. */
export function pushSearchHistory(history: readonly string[], query: string): string[] {
  const q = query.trim();
  if (!q) return [...history];
  const key = normalizeQuery(q);
  return [q, ...history.filter((h) => normalizeQuery(h) !== key)].slice(0, SEARCH_HISTORY_LIMIT);
}

/** localStorage key of the search history (kept across visits). */
export const SEARCH_HISTORY_KEY = 'searchHistory';

/** The stored history, or [] when there is none or it is unreadable. */
export function readSearchHistory(storage: Pick<Storage, 'getItem'> | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SEARCH_HISTORY_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((h): h is string => typeof h === 'string').slice(0, SEARCH_HISTORY_LIMIT)
      : [];
  } catch {
    return [];
  }
}
