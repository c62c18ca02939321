import type { Ref } from 'react';
import { FormField, fieldControlProps } from '@petverse/ui';
import { CHECKED } from './fields';
import { CheckLine } from './CheckboxWidget.styles';
import type { WidgetProps } from './widgetProps';

/**
 * A checkbox beside its label (a yes-or-no answer): ticked, its value is `CHECKED`, unticked ''.
 * The box sits inside the field's label; its hint and error are tied to it with
 * aria-describedby, the error in `#${id}__error`, as every field's.
 */
export function CheckboxWidget({
  inputRef,
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  required,
  disabled,
  error,
  field,
}: WidgetProps) {
  return (
    <FormField
      id={id}
      widget="Checkbox"
      required={required}
      hint={field.hint}
      error={error}
      label={
        <CheckLine>
          <input
            ref={inputRef as Ref<HTMLInputElement>}
            id={id}
            name={name}
            type="checkbox"
            checked={value === CHECKED}
            onChange={(event) => onChange(event.target.checked ? CHECKED : '')}
            onBlur={onBlur}
            required={required}
            disabled={disabled}
            {...fieldControlProps(id, { error, hint: field.hint })}
          />
          {label}
        </CheckLine>
      }
    >
      {null}
    </FormField>
  );
}
