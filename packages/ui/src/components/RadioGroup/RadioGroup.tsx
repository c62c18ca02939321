import { forwardRef, type ReactNode } from 'react';
import { FormField, fieldControlProps, fieldIds } from '../FormField/FormField';
import type { FieldOption } from '../Select/Select';
import { Choice, Group } from './RadioGroup.styles';
import { useT } from '../../i18n/I18n';

export interface RadioGroupProps {
  /** Id of the group; the first radio gets it too, so a label or an error can move focus there. */
  id: string;
  /** Visible group label (names the radiogroup). */
  label: ReactNode;
  /** Shared `name` of the radios. */
  name: string;
  /** The choices, in display order. */
  options: readonly FieldOption[];
  /** The chosen value, or '' for none. */
  value: string;
  /** Called with the chosen value. */
  onChange: (value: string) => void;
  /** Called when a radio loses focus. */
  onBlur?: () => void;
  /** Help text under the group. */
  hint?: ReactNode;
  /** Error message; sets aria-invalid on the group and is referenced by aria-describedby. */
  error?: string;
  /** Marks the group required. @default false */
  required?: boolean;
  /** Disables every radio. @default false */
  disabled?: boolean;
  /** Layout of the choices. @default 'horizontal' */
  orientation?: 'horizontal' | 'vertical';
}

/** Native radios in a labelled radiogroup: arrow keys move between choices, Tab leaves the group. */
export const RadioGroup = forwardRef<HTMLInputElement, RadioGroupProps>(function RadioGroup(
  {
    id,
    label,
    name,
    options,
    value,
    onChange,
    onBlur,
    hint,
    error,
    required = false,
    disabled = false,
    orientation = 'horizontal',
  },
  ref,
) {
  const t = useT();
  return (
    <FormField
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      labelMode="group"
      widget="RadioGroup"
    >
      <Group
        role="radiogroup"
        aria-labelledby={fieldIds(id).label}
        aria-required={required || undefined}
        data-orientation={orientation}
        {...fieldControlProps(id, { error, hint })}
      >
        {options.map((option, index) => (
          <Choice key={option.value}>
            <input
              ref={index === 0 ? ref : undefined}
              id={index === 0 ? id : `${id}-${index}`}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={disabled}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
            />
            {option.lang !== undefined ? (
              <span lang={option.lang}>{option.label ?? option.value}</span>
            ) : (
              t(option.label ?? option.value)
            )}
          </Choice>
        ))}
      </Group>
    </FormField>
  );
});
