// Form controls bound to react-hook-form, shared by the account and booking forms: each shows
// its message under the control and clears it when edited.
import type { ReactElement, ReactNode, Ref } from 'react';
import {
  Controller,
  type Control,
  type ControllerFieldState,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import {
  DateInput,
  FileInput,
  Select,
  TextInput,
  TimeInput,
  type FieldOption,
  type TextInputType,
} from '@petverse/ui';
import { useT } from '@petverse/ui';

export interface BoundProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: FieldPath<T>;
  label: string;
  /** Prefix of the control id: `${idPrefix}-${name}`. */
  idPrefix: string;
  required?: boolean;
  disabled?: boolean;
}

/** What every bound control passes to its widget. */
interface SharedControlProps {
  ref: Ref<never>;
  id: string;
  name: string;
  label: string;
  required: boolean;
  disabled: boolean | undefined;
  onBlur: () => void;
  error: string | undefined;
}

const messageOf = (error: ControllerFieldState['error']) =>
  typeof error?.message === 'string' ? error.message : undefined;

/**
 * The Controller wiring every control shares: id, label, blur, message, and a `change` that
 * stores the new value and clears the field's message.
 */
export function Bound<T extends FieldValues>({
  form,
  name,
  label,
  idPrefix,
  required = true,
  disabled,
  render,
}: BoundProps<T> & {
  render: (
    shared: SharedControlProps,
    value: unknown,
    change: (value: unknown) => void,
  ) => ReactElement;
}) {
  return (
    <Controller
      control={form.control as Control<T>}
      name={name}
      render={({ field, fieldState }) =>
        render(
          {
            ref: field.ref as Ref<never>,
            id: `${idPrefix}-${name}`,
            name,
            label,
            required,
            disabled,
            onBlur: field.onBlur,
            error: messageOf(fieldState.error),
          },
          field.value,
          (value) => {
            field.onChange(value);
            form.clearErrors(name);
          },
        )
      }
    />
  );
}

/** What a TextField renders: a text-like input, or a native date or time input. */
export type TextFieldKind = 'text' | 'date' | 'time';
const inputs = { text: TextInput, date: DateInput, time: TimeInput } as const;

/** A text-like, date or time input bound to the form; editing it clears its message. */
export function TextField<T extends FieldValues>({
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  kind = 'text',
  min,
  max,
  hint,
  ...bound
}: BoundProps<T> & {
  type?: TextInputType;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  maxLength?: number;
  kind?: TextFieldKind;
  /** The earliest date, for date inputs. */
  min?: string;
  /** The latest date, for date inputs. */
  max?: string;
  /** Help under the control, part of its description. */
  hint?: ReactNode;
}) {
  const Input = inputs[kind];
  return (
    <Bound
      {...bound}
      render={(shared, value, change) => (
        <Input
          {...shared}
          {...(kind === 'text' ? { type } : {})}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => change(event.target.value)}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          min={min}
          max={max}
          hint={hint}
        />
      )}
    />
  );
}

/** A native select bound to the form. */
export function SelectField<T extends FieldValues>({
  options,
  ...bound
}: BoundProps<T> & { options: readonly FieldOption[] }) {
  return (
    <Bound
      {...bound}
      render={(shared, value, change) => (
        <Select
          {...shared}
          options={options}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => change(event.target.value)}
        />
      )}
    />
  );
}

/** An image picker bound to the form (image types only). */
export function ImageField<T extends FieldValues>({
  hint,
  ...bound
}: BoundProps<T> & { hint?: string }) {
  const t = useT();
  return (
    <Bound
      {...bound}
      required={false}
      render={({ required: _required, ...shared }, value, change) => (
        <FileInput
          {...shared}
          accept={['image/png', 'image/jpeg', 'image/webp', 'image/gif']}
          hint={t(hint ?? 'PNG, JPEG, WebP or GIF, up to 2 MB')}
          value={value instanceof File ? value : null}
          onChange={change}
        />
      )}
    />
  );
}
