import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FormField, fieldControlProps } from '../FormField/FormField';
import { useTypedBeforeHydration } from '../../utils/useTypedBeforeHydration';
import { StyledTextArea } from './TextArea.styles';
import { useT } from '../../i18n/I18n';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  /** Id of the textarea; the label, hint and error ids derive from it. */
  id: string;
  /** Visible label, tied to the textarea. */
  label: ReactNode;
  /** Help text under the textarea. */
  hint?: ReactNode;
  /** Error message; sets aria-invalid and is referenced by aria-describedby. */
  error?: string;
}

/**
 * A labelled multi-line input with hint and error wired through aria-describedby. Text typed
 * into it before the page hydrated reaches `onChange` as it mounts (useTypedBeforeHydration).
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { id, label, hint, error, required, rows = 4, ...rest },
  ref,
) {
  const boxRef = useTypedBeforeHydration(ref, rest.value, rest.onChange);
  const t = useT();
  return (
    <FormField
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      widget="TextArea"
    >
      <StyledTextArea
        ref={boxRef}
        id={id}
        rows={rows}
        required={required}
        {...fieldControlProps(id, { error, hint })}
        {...rest}
        placeholder={rest.placeholder === undefined ? undefined : t(rest.placeholder)}
      />
    </FormField>
  );
});
