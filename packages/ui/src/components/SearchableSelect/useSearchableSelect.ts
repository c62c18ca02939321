import { useMemo, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import type { FieldOption } from '../Select/Select';

const labelOf = (option: FieldOption) => option.label ?? option.value;

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

export interface UseSearchableSelectOptions {
  options: readonly FieldOption[];
  value: string;
  onChange: (value: string) => void;
  match: 'prefix' | 'contains';
}

/**
 * State of the single-choice combobox (APG editable combobox with list autocomplete): typing
 * filters and opens the list, arrows move the active option, Enter chooses it, Escape closes and
 * then restores the chosen label. While not typing, the input shows the chosen option's label.
 */
export function useSearchableSelect({
  options,
  value,
  onChange,
  match,
}: UseSearchableSelectOptions) {
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const selected = options.find((o) => o.value === value);
  const filtered = useMemo(
    () => filterOptions(options, query ?? '', match),
    [options, query, match],
  );
  const activeIndex = filtered.length === 0 ? -1 : Math.min(active, filtered.length - 1);

  const choose = (option: FieldOption) => {
    onChange(option.value);
    setQuery(null);
    setOpen(false);
  };

  const close = () => {
    setOpen(false);
    setQuery(null);
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    setQuery(event.target.value);
    setActive(0);
    setOpen(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = filtered.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : last);
      } else
        setActive(
          event.key === 'ArrowDown'
            ? Math.min(activeIndex + 1, last)
            : Math.max(activeIndex - 1, 0),
        );
    } else if (event.key === 'Enter') {
      const option = open ? filtered[activeIndex] : undefined;
      if (option) {
        event.preventDefault();
        choose(option);
      }
    } else if (event.key === 'Escape' && (open || query !== null)) {
      event.preventDefault();
      event.stopPropagation();
      if (open) setOpen(false);
      else setQuery(null);
    } else if (event.key === 'Tab') close();
  };

  return {
    inputValue: query ?? (selected ? labelOf(selected) : ''),
    open,
    setOpen,
    filtered,
    activeIndex,
    choose,
    close,
    onInputChange,
    onKeyDown,
    labelOf,
  };
}
