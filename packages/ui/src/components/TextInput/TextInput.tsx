import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FormField, fieldControlProps } from '../FormField/FormField';
import { useTypedBeforeHydration } from '../../utils/useTypedBeforeHydration';
import { StyledInput } from './TextInput.styles';
import { useT, type Text } from '../../i18n/I18n';

export const textInputTypes = [
  'text',
  'email',
  'tel',
  'number',
  'url',
  'password',
  'search',
  'date',
  'time',
  'datetime-local',
] as const;
export type TextInputType = (typeof textInputTypes)[number];

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  /** Id of the input; the label, hint and error ids derive from it. */
  id: string;
  /** Visible label, tied to the input. */
  label: ReactNode;
  /** Native input type; use `inputMode="numeric"` with `text` for digit-only fields. @default 'text' */
  type?: TextInputType;
  /** Help text under the input. */
  hint?: ReactNode;
  /** Error message; sets aria-invalid and is referenced by aria-describedby. */
  error?: Text;
  /** Name of the widget for `data-ui` (used by DateInput and TimeInput). @default 'TextInput' */
  widget?: string;
}

/**
 * A labelled single-line input with hint and error wired through aria-describedby. Text typed
 * into it before the page hydrated reaches `onChange` as it mounts (useTypedBeforeHydration).
 */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { id, label, type = 'text', hint, error, required, widget = 'TextInput', ...rest },
  ref,
) {
  const boxRef = useTypedBeforeHydration(ref, rest.value, rest.onChange);
  const t = useT();
  return (
    <FormField id={id} label={label} hint={hint} error={error} required={required} widget={widget}>
      <StyledInput
        ref={boxRef}
        id={id}
        type={type}
        required={required}
        {...fieldControlProps(id, { error, hint })}
        {...rest}
        placeholder={rest.placeholder === undefined ? undefined : t(rest.placeholder)}
      />
    </FormField>
  );
});
