import { forwardRef, type ReactNode } from 'react';
import { useComboboxBehaviour } from '../Combobox/behaviour';
import { DormantBox } from '../Combobox/DormantBox';
import { labelOf } from '../Combobox/filterOptions';
import { FormField } from '../FormField/FormField';
import type { FieldOption } from '../Select/Select';

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

const chosenLabel = (options: readonly FieldOption[], value: string) => {
  const chosen = options.find((option) => option.value === value);
  return chosen ? labelOf(chosen) : '';
};

/**
 * A single-choice searchable select: the shared combobox (useOptionCombobox, on Downshift) whose
 * listbox filters by prefix (or substring) as you type; the input shows the chosen option's label.
 * Its behaviour is loaded on the first sign the field is wanted (behaviour.ts): until then it is
 * a text box that keeps what is typed.
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
    const { behaviour, handoff, signals } = useComboboxBehaviour();
    const box = { id, placeholder, hint, error, required, disabled, name, onBlur };
    return (
      <FormField
        id={id}
        label={label}
        hint={hint}
        error={error}
        required={required}
        widget="SearchableSelect"
      >
        {behaviour ? (
          <behaviour.SearchableSelectBox
            ref={ref}
            {...box}
            options={options}
            value={value}
            onChange={onChange}
            match={match}
            handoff={handoff}
          />
        ) : (
          <DormantBox
            {...box}
            forwarded={ref}
            shown={chosenLabel(options, value)}
            signals={signals}
          />
        )}
      </FormField>
    );
  },
);
