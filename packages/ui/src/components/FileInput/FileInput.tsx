import { forwardRef, useCallback, useEffect, useRef, type ReactNode } from 'react';
import { assignRef } from '../../utils/assignRef';
import { FormField, fieldControlProps } from '../FormField/FormField';
import { ClearButton, Chosen, FileName, NativeFile } from './FileInput.styles';
import { useT } from '../../i18n/I18n';

export interface FileInputProps {
  /** Id of the file input; the label, hint and error ids derive from it. */
  id: string;
  /** Visible label, tied to the file input. */
  label: string;
  /** Accepted extensions or MIME types, e.g. ['.pdf', '.png']; any file when omitted. */
  accept?: readonly string[];
  /** The chosen file, or null. */
  value: File | null;
  /** Called with the chosen file, or null when cleared. */
  onChange: (file: File | null) => void;
  /** Called when the input loses focus. */
  onBlur?: () => void;
  /** Help text; defaults to the list of accepted types. */
  hint?: ReactNode;
  /** Error message; sets aria-invalid and is referenced by aria-describedby. */
  error?: string;
  /** Marks the field required. @default false */
  required?: boolean;
  /** Disables choosing and clearing. @default false */
  disabled?: boolean;
  /** Name of the input. */
  name?: string;
}

/** A labelled native file input that names the chosen file and offers a Clear button. */
export const FileInput = forwardRef<HTMLInputElement, FileInputProps>(function FileInput(
  {
    id,
    label,
    accept,
    value,
    onChange,
    onBlur,
    hint,
    error,
    required = false,
    disabled = false,
    name,
  },
  forwardedRef,
) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const setRef = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      assignRef(forwardedRef, node);
    },
    [forwardedRef],
  );
  const shownHint =
    hint ??
    (accept?.length ? t('Accepted file types: {types}', { types: accept.join(', ') }) : undefined);

  // A file input cannot be given a file, only emptied: keep it in step when the value is cleared.
  useEffect(() => {
    if (!value && inputRef.current) inputRef.current.value = '';
  }, [value]);

  return (
    <FormField
      id={id}
      label={t(label)}
      hint={shownHint}
      error={error}
      required={required}
      widget="FileInput"
    >
      <NativeFile
        ref={setRef}
        id={id}
        name={name}
        type="file"
        accept={accept?.join(',')}
        disabled={disabled}
        aria-required={required || undefined}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        onBlur={onBlur}
        {...fieldControlProps(id, { error, hint: shownHint })}
      />
      <Chosen aria-live="polite">
        {value ? (
          <>
            <span>
              {t('Selected file:')} <FileName>{value.name}</FileName>
            </span>
            <ClearButton
              type="button"
              disabled={disabled}
              aria-label={t('Clear {label}', { label: t(label) })}
              onClick={() => {
                onChange(null);
                inputRef.current?.focus();
              }}
            >
              {t('Clear')}
            </ClearButton>
          </>
        ) : null}
      </Chosen>
    </FormField>
  );
});
