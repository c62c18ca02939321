import type { ReactNode } from 'react';
import { ErrorText, FieldRoot, Hint, LabelText } from './FormField.styles';
import { translateNode, useT, type Text } from '../../i18n/I18n';

export interface FormFieldProps {
  /** The id of the control; the label, hint and error ids derive from it. */
  id: string;
  /** Visible label text. */
  label: ReactNode;
  /** Help text under the control, referenced by aria-describedby. */
  hint?: ReactNode;
  /** Error message; rendered in `#${id}__error` and referenced by aria-describedby. */
  error?: Text;
  /** Shows a required mark (the control itself carries `required`/`aria-required`). @default false */
  required?: boolean;
  /** `label` ties the label to the control with `for`; `group` renders a span for `aria-labelledby`. @default 'label' */
  labelMode?: 'label' | 'group';
  /** The control (and anything that goes with it). */
  children: ReactNode;
  /** Name of the widget that wraps this field, for `data-ui`. @default 'FormField' */
  widget?: string;
}

/** Ids used by a field: the control points at its hint and error with aria-describedby. */
export function fieldIds(id: string) {
  return { label: `${id}__label`, hint: `${id}__hint`, error: `${id}__error` };
}

/** The ARIA attributes a control inside a FormField needs, so every widget wires them the same way. */
export function fieldControlProps(
  id: string,
  { error, hint }: { error?: Text | undefined; hint?: ReactNode },
) {
  const ids = fieldIds(id);
  const describedBy = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

/**
 * A label, a control, an optional hint and an error message. The error lives in `#${id}__error`
 * so the control can point at it; focus moving to an invalid control reads the message.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  required = false,
  labelMode = 'label',
  children,
  widget = 'FormField',
}: FormFieldProps) {
  const ids = fieldIds(id);
  const t = useT();
  return (
    <FieldRoot data-ui={widget} data-state={error ? 'invalid' : undefined}>
      <LabelText
        as={labelMode === 'group' ? 'span' : 'label'}
        id={ids.label}
        htmlFor={labelMode === 'label' ? id : undefined}
        data-required={required || undefined}
      >
        {translateNode(t, label)}
      </LabelText>
      {children}
      {hint ? <Hint id={ids.hint}>{translateNode(t, hint)}</Hint> : null}
      {error ? <ErrorText id={ids.error}>{t(error)}</ErrorText> : null}
    </FieldRoot>
  );
}
