import type { ComponentType, Ref } from 'react';
import { DateInput, FileInput, MultiSelect, RadioGroup, Select, TextArea, TextInput, TimeInput } from '@petverse/ui';
import type { FieldConfig, FieldType, FieldValue, FormOption } from './types';

/** The props every widget receives, whatever its type. */
export interface WidgetProps {
  /** Id of the focusable control; the error lives in `#${id}__error`. */
  id: string;
  /** Field name. */
  name: string;
  /** Visible label. */
  label: string;
  /** Current value. */
  value: FieldValue;
  /** Reports a new value. */
  onChange: (value: FieldValue) => void;
  /** Reports that the control lost focus. */
  onBlur: () => void;
  /** Shows the required mark. */
  required: boolean;
  /** Disables the control (while submitting). */
  disabled: boolean;
  /** Choices of select, multiselect and radio fields. */
  options: readonly FormOption[];
  /** The error message to show, if any. */
  error: string | undefined;
  /** The field's whole configuration (placeholder, accept, hint...). */
  field: FieldConfig;
  /** Ref of the focusable control, so focus can move to the first error. */
  inputRef: Ref<HTMLElement>;
}

/** A widget of the registry. */
export type Widget = ComponentType<WidgetProps>;

const asText = (value: FieldValue) => (typeof value === 'string' ? value : '');
const asList = (value: FieldValue) => (Array.isArray(value) ? value : []);
const asFile = (value: FieldValue) => (typeof File !== 'undefined' && value instanceof File ? value : null);

function textWidget(type: 'text' | 'email' | 'tel', inputMode?: FieldConfig['inputMode'], maxLength?: number): Widget {
  return function TextWidget({ id, name, label, value, onChange, onBlur, required, disabled, error, field, inputRef }) {
    return (
      <TextInput
        ref={inputRef as Ref<HTMLInputElement>}
        id={id}
        name={name}
        label={label}
        type={type}
        inputMode={field.inputMode ?? inputMode}
        maxLength={maxLength}
        autoComplete={field.autoComplete}
        placeholder={field.placeholder}
        hint={field.hint}
        value={asText(value)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        required={required}
        disabled={disabled}
        error={error}
      />
    );
  };
}

const TextAreaWidget: Widget = ({ id, name, label, value, onChange, onBlur, required, disabled, error, field, inputRef }) => (
  <TextArea
    ref={inputRef as Ref<HTMLTextAreaElement>}
    id={id}
    name={name}
    label={label}
    placeholder={field.placeholder}
    hint={field.hint}
    value={asText(value)}
    onChange={(event) => onChange(event.target.value)}
    onBlur={onBlur}
    required={required}
    disabled={disabled}
    error={error}
  />
);

const SelectWidget: Widget = ({ id, name, label, value, onChange, onBlur, required, disabled, options, error, field, inputRef }) => (
  <Select
    ref={inputRef as Ref<HTMLSelectElement>}
    id={id}
    name={name}
    label={label}
    options={options}
    placeholder={field.placeholder ?? 'Select...'}
    hint={field.hint}
    value={asText(value)}
    onChange={(event) => onChange(event.target.value)}
    onBlur={onBlur}
    required={required}
    disabled={disabled}
    error={error}
  />
);

const MultiSelectWidget: Widget = ({ id, name, label, value, onChange, onBlur, required, disabled, options, error, field, inputRef }) => (
  <MultiSelect
    ref={inputRef as Ref<HTMLInputElement>}
    id={id}
    name={name}
    label={label}
    options={options}
    single={field.single}
    placeholder={field.placeholder}
    hint={field.hint}
    value={asList(value)}
    onChange={onChange}
    onBlur={onBlur}
    required={required}
    disabled={disabled}
    error={error}
  />
);

const RadioWidget: Widget = ({ id, name, label, value, onChange, onBlur, required, disabled, options, error, field, inputRef }) => (
  <RadioGroup
    ref={inputRef as Ref<HTMLInputElement>}
    id={id}
    name={name}
    label={label}
    options={options}
    hint={field.hint}
    value={asText(value)}
    onChange={onChange}
    onBlur={onBlur}
    required={required}
    disabled={disabled}
    error={error}
  />
);

function nativeWidget(Component: typeof DateInput | typeof TimeInput): Widget {
  return function NativeWidget({ id, name, label, value, onChange, onBlur, required, disabled, error, field, inputRef }) {
    return (
      <Component
        ref={inputRef as Ref<HTMLInputElement>}
        id={id}
        name={name}
        label={label}
        hint={field.hint}
        value={asText(value)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        required={required}
        disabled={disabled}
        error={error}
      />
    );
  };
}

const FileWidget: Widget = ({ id, name, label, value, onChange, onBlur, required, disabled, error, field, inputRef }) => (
  <FileInput
    ref={inputRef as Ref<HTMLInputElement>}
    id={id}
    name={name}
    label={label}
    accept={field.accept}
    hint={field.hint}
    value={asFile(value)}
    onChange={onChange}
    onBlur={onBlur}
    required={required}
    disabled={disabled}
    error={error}
  />
);

/** The one typed registry: field type → widget. A host may pass its own overrides to the renderer. */
export const defaultWidgets: Record<FieldType, Widget> = {
  text: textWidget('text'),
  email: textWidget('email', 'email'),
  tel: textWidget('tel', 'tel'),
  digits: textWidget('text', 'numeric'),
  pincode: textWidget('text', 'numeric', 6),
  textarea: TextAreaWidget,
  select: SelectWidget,
  multiselect: MultiSelectWidget,
  radio: RadioWidget,
  date: nativeWidget(DateInput),
  time: nativeWidget(TimeInput),
  file: FileWidget,
};
