import type { Ref } from 'react';
import {
  DateInput,
  FileInput,
  RadioGroup,
  Select,
  TextArea,
  TextInput,
  TimeInput,
} from '@petverse/ui';
import { MultiSelect } from '@petverse/ui/combobox';
import type { FieldConfig, FieldType, FieldValue } from './types';
import type { Widget, WidgetProps } from './widgetProps';
import { useT } from '@petverse/ui';
import { useBreedOptions } from '../data/breedNames';
import { CheckboxWidget } from './CheckboxWidget';

export type { WidgetProps, Widget } from './widgetProps';

const asText = (value: FieldValue) => (typeof value === 'string' ? value : '');
const asList = (value: FieldValue) => (Array.isArray(value) ? value : []);
const asFile = (value: FieldValue) =>
  typeof File !== 'undefined' && value instanceof File ? value : null;

/** Widget props without the ref, which is passed straight to the control. */
type PlainProps = Omit<WidgetProps, 'inputRef'>;

/** The props all @petverse/ui field widgets share. */
const shared = ({ id, name, label, onBlur, required, disabled, error, field }: PlainProps) => ({
  id,
  name,
  label,
  onBlur,
  required,
  disabled,
  error,
  hint: field.hint,
});

/** Props of the native text-like inputs: a string value and an event-based onChange. */
const textual = (props: PlainProps) => ({
  ...shared(props),
  value: asText(props.value),
  placeholder: props.field.placeholder,
  autoComplete: props.field.autoComplete,
  onChange: (event: { target: { value: string } }) => props.onChange(event.target.value),
});

function textWidget(
  type: 'text' | 'email' | 'tel',
  inputMode?: FieldConfig['inputMode'],
  maxLength?: number,
): Widget {
  return function TextWidget({ inputRef, ...props }) {
    return (
      <TextInput
        ref={inputRef as Ref<HTMLInputElement>}
        {...textual(props)}
        type={type}
        inputMode={props.field.inputMode ?? inputMode}
        maxLength={maxLength}
      />
    );
  };
}

const TextAreaWidget: Widget = ({ inputRef, ...props }) => (
  <TextArea ref={inputRef as Ref<HTMLTextAreaElement>} {...textual(props)} />
);

const SelectWidget: Widget = ({ inputRef, ...props }) => {
  const t = useT();
  const options = useBreedOptions(props.options, props.field.breeds);
  const chosen = props.options.find((option) => option.value === props.value);
  return (
    <Select
      ref={inputRef as Ref<HTMLSelectElement>}
      {...textual(props)}
      hint={chosen?.hint ?? props.field.hint}
      options={options}
      placeholder={t(props.field.placeholder ?? 'Select...')}
    />
  );
};

const DateWidget: Widget = ({ inputRef, ...props }) => (
  <DateInput ref={inputRef as Ref<HTMLInputElement>} {...textual(props)} />
);

const TimeWidget: Widget = ({ inputRef, ...props }) => (
  <TimeInput ref={inputRef as Ref<HTMLInputElement>} {...textual(props)} />
);

/** A date and a time of day in one box, as the browser writes them ('2026-11-30T23:59'). */
const DateTimeWidget: Widget = ({ inputRef, ...props }) => (
  <TextInput ref={inputRef as Ref<HTMLInputElement>} {...textual(props)} type="datetime-local" />
);

const MultiSelectWidget: Widget = ({ inputRef, ...props }) => {
  const t = useT();
  const options = useBreedOptions(props.options, props.field.breeds);
  return (
    <MultiSelect
      ref={inputRef as Ref<HTMLInputElement>}
      {...shared(props)}
      options={options}
      single={props.field.single}
      placeholder={t(props.field.placeholder)}
      value={asList(props.value)}
      onChange={props.onChange}
    />
  );
};

const RadioWidget: Widget = ({ inputRef, ...props }) => (
  <RadioGroup
    ref={inputRef as Ref<HTMLInputElement>}
    {...shared(props)}
    options={props.options}
    value={asText(props.value)}
    onChange={props.onChange}
  />
);

const FileWidget: Widget = ({ inputRef, ...props }) => (
  <FileInput
    ref={inputRef as Ref<HTMLInputElement>}
    {...shared(props)}
    accept={props.field.accept}
    value={asFile(props.value)}
    onChange={props.onChange}
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
  date: DateWidget,
  time: TimeWidget,
  datetime: DateTimeWidget,
  checkbox: CheckboxWidget,
  file: FileWidget,
};
