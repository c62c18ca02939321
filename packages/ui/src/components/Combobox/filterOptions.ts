import type { FieldOption } from '../Select/Select';

/** What an option shows: its label, else its value. */
export const labelOf = (option: FieldOption): string => option.label ?? option.value;

/** Options whose label starts with (or, for 'contains', includes) the query, ignoring case. */
export function filterOptions(
  options: readonly FieldOption[],
  query: string,
  match: 'prefix' | 'contains',
): FieldOption[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...options];
  return options.filter((option) => {
    const label = labelOf(option).toLowerCase();
    return match === 'prefix' ? label.startsWith(needle) : label.includes(needle);
  });
}
