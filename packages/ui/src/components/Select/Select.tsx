import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FormField, fieldControlProps } from '../FormField/FormField';
import { StyledSelect } from './Select.styles';
import { useT } from '../../i18n/I18n';

/** One choice of a Select, MultiSelect or RadioGroup. */
export interface FieldOption {
  /** The value submitted. */
  value: string;
  /** The text shown; defaults to the value. */
  label?: string;
  /** Shown but not choosable, e.g. a time slot that has passed. */
  disabled?: boolean;
  /**
   * The label's language when it is data rather than our text (`'en'`: breed names): shown as
   * written, and said so for screen readers on a Hindi page.
   */
  lang?: string;
}

export interface SelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'multiple'
> {
  /** Id of the select; the label, hint and error ids derive from it. */
  id: string;
  /** Visible label, tied to the select. */
  label: ReactNode;
  /** The choices, in display order. */
  options: readonly FieldOption[];
  /** Text of the empty first option; none when omitted. */
  placeholder?: string;
  /** Help text under the select. */
  hint?: ReactNode;
  /** Error message; sets aria-invalid and is referenced by aria-describedby. */
  error?: string;
}

/** A labelled native select (single choice), with an optional empty placeholder option. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { id, label, options, placeholder, hint, error, required, ...rest },
  ref,
) {
  const t = useT();
  return (
    <FormField id={id} label={label} hint={hint} error={error} required={required} widget="Select">
      <StyledSelect
        ref={ref}
        id={id}
        required={required}
        {...fieldControlProps(id, { error, hint })}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{t(placeholder)}</option> : null}
        {options.map((option) => (
          <option
            key={option.value}
            value={option.value}
            disabled={option.disabled}
            lang={option.lang}
          >
            {option.lang !== undefined
              ? (option.label ?? option.value)
              : t(option.label ?? option.value)}
          </option>
        ))}
      </StyledSelect>
    </FormField>
  );
});
