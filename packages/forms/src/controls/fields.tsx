// Form controls bound to react-hook-form, shared by the account and booking forms: each shows
// its message under the control and clears it when edited.
import type { Ref } from 'react';
import {
  Controller,
  type Control,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import {
  DateInput,
  FileInput,
  MultiSelect,
  Select,
  TextInput,
  TimeInput,
  type FieldOption,
  type TextInputType,
} from '@petverse/ui';

interface BoundProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: FieldPath<T>;
  label: string;
  /** Prefix of the control id: `${idPrefix}-${name}`. */
  idPrefix: string;
  required?: boolean;
  disabled?: boolean;
}

const messageOf = (error: { message?: string } | undefined) =>
  typeof error?.message === 'string' ? error.message : undefined;

/** What a TextField renders: a text-like input, or a native date or time input. */
export type TextFieldKind = 'text' | 'date' | 'time';
const inputs = { text: TextInput, date: DateInput, time: TimeInput } as const;

/** A text-like, date or time input bound to the form; editing it clears its message. */
export function TextField<T extends FieldValues>({
  form,
  name,
  label,
  idPrefix,
  required = true,
  disabled,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  kind = 'text',
  min,
}: BoundProps<T> & {
  type?: TextInputType;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  maxLength?: number;
  kind?: TextFieldKind;
  /** The earliest date, for date inputs. */
  min?: string;
}) {
  const Input = inputs[kind];
  const date = kind !== 'text';
  return (
    <Controller
      control={form.control as Control<T>}
      name={name}
      render={({ field, fieldState }) => (
        <Input
          ref={field.ref as Ref<HTMLInputElement>}
          id={`${idPrefix}-${name}`}
          name={name}
          label={label}
          {...(date ? {} : { type })}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(event) => {
            field.onChange(event.target.value);
            form.clearErrors(name);
          }}
          onBlur={field.onBlur}
          required={required}
          disabled={disabled}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          min={min}
          error={messageOf(fieldState.error)}
        />
      )}
    />
  );
}

/** A native select bound to the form. */
export function SelectField<T extends FieldValues>({
  form,
  name,
  label,
  idPrefix,
  required = true,
  disabled,
  options,
}: BoundProps<T> & { options: readonly FieldOption[] }) {
  return (
    <Controller
      control={form.control as Control<T>}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          ref={field.ref as Ref<HTMLSelectElement>}
          id={`${idPrefix}-${name}`}
          name={name}
          label={label}
          options={options}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(event) => {
            field.onChange(event.target.value);
            form.clearErrors(name);
          }}
          onBlur={field.onBlur}
          required={required}
          disabled={disabled}
          error={messageOf(fieldState.error)}
        />
      )}
    />
  );
}

/** An image picker bound to the form (image types only). */
export function ImageField<T extends FieldValues>({
  form,
  name,
  label,
  idPrefix,
  disabled,
  hint,
}: BoundProps<T> & { hint?: string }) {
  return (
    <Controller
      control={form.control as Control<T>}
      name={name}
      render={({ field, fieldState }) => (
        <FileInput
          ref={field.ref as Ref<HTMLInputElement>}
          id={`${idPrefix}-${name}`}
          name={name}
          label={label}
          accept={['image/png', 'image/jpeg', 'image/webp', 'image/gif']}
          hint={hint ?? 'PNG, JPEG, WebP or GIF, up to 2 MB'}
          value={(field.value as unknown) instanceof File ? field.value : null}
          onChange={(file) => {
            field.onChange(file);
            form.clearErrors(name);
          }}
          onBlur={field.onBlur}
          disabled={disabled}
          error={messageOf(fieldState.error)}
        />
      )}
    />
  );
}

/** A searchable select that keeps one value (MultiSelect `single`), bound to the form. */
export function SingleChoiceField<T extends FieldValues>({
  form,
  name,
  label,
  idPrefix,
  required = true,
  disabled,
  options,
}: BoundProps<T> & { options: readonly FieldOption[] }) {
  return (
    <Controller
      control={form.control as Control<T>}
      name={name}
      render={({ field, fieldState }) => (
        <MultiSelect
          ref={field.ref as Ref<HTMLInputElement>}
          id={`${idPrefix}-${name}`}
          name={name}
          label={label}
          options={options}
          single
          value={Array.isArray(field.value) ? (field.value as string[]) : []}
          onChange={(value) => {
            field.onChange(value);
            form.clearErrors(name);
          }}
          onBlur={field.onBlur}
          required={required}
          disabled={disabled}
          error={messageOf(fieldState.error)}
        />
      )}
    />
  );
}
