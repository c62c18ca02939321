import type { FormEvent, ReactNode, Ref } from 'react';
import {
  Controller,
  type Control,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import {
  Button,
  DateInput,
  MultiSelect,
  Select,
  TextInput,
  TimeInput,
  type FieldOption,
} from '@petverse/ui';
import { Alert, Form } from '../accounts/AccountForm.styles';

interface BoundProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: FieldPath<T>;
  label: string;
  idPrefix: string;
  disabled?: boolean;
}

const messageOf = (error: { message?: string } | undefined) =>
  typeof error?.message === 'string' ? error.message : undefined;

type InputKind = 'text' | 'date' | 'time';
const inputs = { text: TextInput, date: DateInput, time: TimeInput } as const;

/** A text, date or time input bound to the form; editing it clears its message. */
export function InputField<T extends FieldValues>({
  form,
  name,
  label,
  idPrefix,
  disabled,
  kind = 'text',
  min,
}: BoundProps<T> & { kind?: InputKind; min?: string }) {
  const Input = inputs[kind];
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
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(event) => {
            field.onChange(event.target.value);
            form.clearErrors(name);
          }}
          onBlur={field.onBlur}
          required
          disabled={disabled}
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
          required
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
          required
          disabled={disabled}
          error={messageOf(fieldState.error)}
        />
      )}
    />
  );
}

export interface ServiceFormFrameProps {
  label: string;
  ui: string;
  children: ReactNode;
  submitLabel: string;
  busy: boolean;
  /** Disables the submit button (besides while busy). */
  disabled?: boolean;
  error?: string | null | undefined;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** Fields, the server error as an alert, one submit button reading 'Processing...' while busy. */
export function ServiceFormFrame({
  label,
  ui,
  children,
  submitLabel,
  busy,
  disabled = false,
  error,
  onSubmit,
}: ServiceFormFrameProps) {
  return (
    <Form
      noValidate
      aria-label={label}
      data-ui={ui}
      data-state={busy ? 'submitting' : 'idle'}
      onSubmit={onSubmit}
    >
      {children}
      {error ? <Alert role="alert">{error}</Alert> : null}
      <Button type="submit" size="lg" fullWidth loading={busy} disabled={disabled || busy}>
        {busy ? 'Processing...' : submitLabel}
      </Button>
    </Form>
  );
}
