import { forwardRef, type ReactNode } from 'react';
import { useComboboxBehaviour } from '../Combobox/behaviour';
import { Chip, ChipRemove, Chips } from '../Combobox/Combobox.styles';
import { DormantBox } from '../Combobox/DormantBox';
import { labelOf } from '../Combobox/filterOptions';
import { FormField } from '../FormField/FormField';
import type { FieldOption } from '../Select/Select';

export interface MultiSelectProps {
  /** Id of the combobox input; the label, hint, error and listbox ids derive from it. */
  id: string;
  /** Visible label, tied to the combobox input. */
  label: string;
  /** The choices, in display order. */
  options: readonly FieldOption[];
  /** The chosen values, in the order they were chosen. */
  value: readonly string[];
  /** Called with the new list of chosen values. */
  onChange: (value: string[]) => void;
  /** Called when focus leaves the whole widget. */
  onBlur?: () => void;
  /**
   * Keep at most one value, the first chosen: the other options are unavailable until it is
   * removed (the hint says so). @default false
   */
  single?: boolean;
  /** Input placeholder. @default 'Type to search...' */
  placeholder?: string;
  /** Help text under the widget. */
  hint?: ReactNode;
  /** Error message; sets aria-invalid and is referenced by aria-describedby. */
  error?: string;
  /** Marks the field required (aria-required). @default false */
  required?: boolean;
  /** Disables typing, choosing and removing. @default false */
  disabled?: boolean;
  /** Name of the field, set on the input. */
  name?: string;
}

/**
 * A searchable multi-select: the shared combobox (useOptionCombobox, on Downshift) whose listbox
 * filters as you type and stays open to choose several; chosen values show as chips with a
 * "Remove {label}" button each (Downshift's useMultipleSelection: ArrowLeft from the start of the
 * input reaches them, arrows move between them, Backspace or Delete removes one, Backspace in an
 * empty input removes the last). Enter or a click toggles an option. Its behaviour is loaded on
 * the first sign the field is wanted (behaviour.ts): until then it is a text box that keeps what
 * is typed, with the chips, which a click removes.
 */
export const MultiSelect = forwardRef<HTMLInputElement, MultiSelectProps>(function MultiSelect(
  {
    id,
    label,
    options,
    value,
    onChange,
    onBlur,
    single = false,
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
  const optionOf = (v: string): FieldOption =>
    options.find((option) => option.value === v) ?? { value: v };
  // `single` keeps the first chosen value (spec §2.10): the others wait until it is removed.
  const held = single && value.length > 0 ? value[0] : undefined;
  const shownHint =
    held !== undefined ? `Remove ${labelOf(optionOf(held))} to choose another.` : hint;
  const box = {
    id,

    placeholder,
    hint: shownHint,
    error,
    required,
    disabled,
    name,
    onBlur,
  };

  return (
    <FormField
      id={id}
      label={label}
      hint={shownHint}
      error={error}
      required={required}
      widget="MultiSelect"
    >
      {behaviour ? (
        <behaviour.MultiSelectBox
          ref={ref}
          {...box}
          label={label}
          options={options}
          value={value}
          optionOf={optionOf}
          held={held}
          onChange={onChange}
          single={single}
          handoff={handoff}
        />
      ) : (
        <DormantBox
          forwarded={ref}
          {...box}
          shown=""
          multiselectable={!single}
          signals={signals}
          chips={
            value.length > 0 ? (
              <Chips aria-label={`Selected ${label}`}>
                {value.map(optionOf).map((option) => (
                  <Chip key={option.value}>
                    <span>{labelOf(option)}</span>
                    <ChipRemove
                      type="button"
                      tabIndex={-1}
                      disabled={disabled}
                      aria-label={`Remove ${labelOf(option)}`}
                      onClick={() => onChange(value.filter((v) => v !== option.value))}
                    >
                      <span aria-hidden="true">×</span>
                    </ChipRemove>
                  </Chip>
                ))}
              </Chips>
            ) : null
          }
        />
      )}
    </FormField>
  );
});
