import type { FieldOption } from '../Select/Select';

/** What an option shows: its label, else its value. */
export const labelOf = (option: FieldOption): string => option.label ?? option.value;

/**
 * Options whose label starts with (or, for 'contains', includes) the query, ignoring case. A label
 * that is not its value (a breed shown in Devanagari on a Hindi page) is found by its value too:
 * a Hindi reader may type 'lab' or 'लैब्रा'.
 */
export function filterOptions(
  options: readonly FieldOption[],
  query: string,
  match: 'prefix' | 'contains',
): FieldOption[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...options];
  const matches = (text: string) => {
    const lower = text.toLowerCase();
    return match === 'prefix' ? lower.startsWith(needle) : lower.includes(needle);
  };
  return options.filter(
    (option) => matches(labelOf(option)) || (option.label !== undefined && matches(option.value)),
  );
}
