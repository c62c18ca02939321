import { forwardRef, type FocusEvent, type ReactNode } from 'react';
import { FormField, fieldControlProps, fieldIds } from '../FormField/FormField';
import { Input, Listbox, NoMatch, Option, Root } from '../MultiSelect/MultiSelect.styles';
import type { FieldOption } from '../Select/Select';
import { useSearchableSelect } from './useSearchableSelect';

export interface SearchableSelectProps {
  /** Id of the combobox input; the label, hint, error and listbox ids derive from it. */
  id: string;
  /** Visible label, tied to the input. */
  label: string;
  /** The choices, in display order. */
  options: readonly FieldOption[];
  /** The chosen value ('' for none). */
  value: string;
  /** Called with the chosen value. */
  onChange: (value: string) => void;
  /** Called when focus leaves the widget. */
  onBlur?: () => void;
  /** `prefix`: options whose label starts with the text; `contains`: anywhere. @default 'prefix' */
  match?: 'prefix' | 'contains';
  /** Input placeholder. @default 'Type to search...' */
  placeholder?: string;
  /** Help text under the widget. */
  hint?: ReactNode;
  /** Error message; sets aria-invalid and is referenced by aria-describedby. */
  error?: string;
  /** Marks the field required (aria-required). @default false */
  required?: boolean;
  /** @default false */
  disabled?: boolean;
  /** Name of the input. */
  name?: string;
}

/**
 * A single-choice searchable select: an APG combobox whose listbox filters by prefix (or
 * substring) as you type. Arrow keys move, Enter chooses, Escape closes; focus stays in the input.
 */
export const SearchableSelect = forwardRef<HTMLInputElement, SearchableSelectProps>(
  function SearchableSelect(
    {
      id,
      label,
      options,
      value,
      onChange,
      onBlur,
      match = 'prefix',
      placeholder = 'Type to search...',
      hint,
      error,
      required = false,
      disabled = false,
      name,
    },
    ref,
  ) {
    const state = useSearchableSelect({ options, value, onChange, match });
    const { open, filtered, activeIndex } = state;
    const listId = `${id}__listbox`;
    const optionId = (index: number) => `${id}__option-${index}`;

    const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
      if (event.currentTarget.contains(event.relatedTarget)) return;
      state.close();
      onBlur?.();
    };

    return (
      <FormField
        id={id}
        label={label}
        hint={hint}
        error={error}
        required={required}
        widget="SearchableSelect"
      >
        <Root onBlur={handleBlur} data-state={open ? 'open' : 'closed'}>
          <Input
            ref={ref}
            id={id}
            name={name}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
            aria-required={required || undefined}
            disabled={disabled}
            placeholder={placeholder}
            value={state.inputValue}
            onChange={state.onInputChange}
            onKeyDown={state.onKeyDown}
            onClick={() => state.setOpen(!open)}
            {...fieldControlProps(id, { error, hint })}
          />
          <Listbox
            id={listId}
            role="listbox"
            aria-labelledby={fieldIds(id).label}
            hidden={!open || filtered.length === 0}
          >
            {filtered.map((option, index) => (
              <Option
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={option.value === value}
                data-active={index === activeIndex}
                // Keep focus in the input so typing and arrows keep working after a click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => state.choose(option)}
              >
                {state.labelOf(option)}
              </Option>
            ))}
          </Listbox>
          {open && filtered.length === 0 ? <NoMatch role="status">No matches</NoMatch> : null}
        </Root>
      </FormField>
    );
  },
);
