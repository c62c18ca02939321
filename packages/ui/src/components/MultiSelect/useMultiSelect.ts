import { useMemo, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import type { FieldOption } from '../Select/Select';

export interface UseMultiSelectOptions {
  options: readonly FieldOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  single: boolean;
}

const labelOf = (option: FieldOption) => option.label ?? option.value;

/**
 * State and keyboard handling of the searchable multi-select, following the WAI-ARIA APG
 * editable combobox with list autocomplete: typing filters, arrows move the active option
 * (aria-activedescendant, focus stays in the input), Enter toggles it, Escape closes then clears,
 * Backspace in an empty input removes the last chosen value.
 */
export function useMultiSelect({ options, value, onChange, single }: UseMultiSelectOptions) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const filtered = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return needle ? options.filter((o) => labelOf(o).toLowerCase().includes(needle)) : options;
  }, [options, query]);
  const activeIndex = filtered.length === 0 ? -1 : Math.min(active, filtered.length - 1);

  const toggle = (optionValue: string) => {
    if (value.includes(optionValue)) onChange(value.filter((v) => v !== optionValue));
    // `single` keeps the first chosen value (spec §2.10): another needs that one removed first.
    else if (single && value.length > 0) {
      setQuery('');
      setOpen(false);
      return;
    } else onChange(single ? [optionValue] : [...value, optionValue]);
    setQuery('');
    setActive(options.findIndex((o) => o.value === optionValue));
    if (single) setOpen(false);
  };

  const remove = (optionValue: string) => onChange(value.filter((v) => v !== optionValue));

  const openAt = (index: number) => {
    setOpen(true);
    setActive(index);
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    setQuery(event.target.value);
    openAt(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = filtered.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openAt(Math.max(activeIndex, 0));
        else setActive(Math.min(activeIndex + 1, last));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openAt(last);
        else setActive(Math.max(activeIndex - 1, 0));
        break;
      case 'Enter': {
        const option = open ? filtered[activeIndex] : undefined;
        // Only swallow Enter when it picks an option; otherwise it submits the form as usual.
        if (option) {
          event.preventDefault();
          toggle(option.value);
        }
        break;
      }
      case 'Escape':
        // Escape belongs to the list first (APG combobox): it must not also close the dialog
        // or form around it, which would throw away everything typed.
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        } else if (query) {
          event.preventDefault();
          event.stopPropagation();
          setQuery('');
        }
        break;
      case 'Backspace': {
        const lastValue = value[value.length - 1];
        if (!query && lastValue !== undefined) remove(lastValue);
        break;
      }
      case 'Tab':
        setOpen(false);
        break;
      default:
        break;
    }
  };

  return {
    query,
    open,
    setOpen,
    filtered,
    activeIndex,
    toggle,
    remove,
    onInputChange,
    onKeyDown,
    labelOf,
  };
}
