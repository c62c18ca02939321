/** The most suggestions the search overlay shows (spec §2.3). */
export const MAX_SUGGESTIONS = 5;

/**
 * Suggestions for what has been typed: terms from the fixed list that contain it, ignoring case
 * and surrounding spaces, those that start with it first; at most `limit`. Empty input suggests
 * the first terms of the list.
 */
export function matchSuggestions(
  terms: readonly string[],
  input: string,
  limit: number = MAX_SUGGESTIONS,
): string[] {
  const query = input.trim().toLowerCase();
  if (!query) return terms.slice(0, limit);
  const starts: string[] = [];
  const contains: string[] = [];
  for (const term of terms) {
    const t = term.toLowerCase();
    if (t === query) continue;
    if (t.startsWith(query)) starts.push(term);
    else if (t.includes(query)) contains.push(term);
  }
  return [...starts, ...contains].slice(0, limit);
}
