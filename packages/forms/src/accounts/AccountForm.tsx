import type { FormEvent, ReactNode } from 'react';
import { Button, useHydrated, type Text } from '@petverse/ui';
import { Alert, Form } from './AccountForm.styles';
import { ACCOUNT_TEXTS } from './messages';
import { useT } from '@petverse/ui';

export interface AccountFormProps {
  /** Accessible name of the form. */
  label: string;
  /** The fields. */
  children: ReactNode;
  /** Text of the submit button. */
  submitLabel: string;
  /** Disables the button and reads 'Processing...' while the submission runs. */
  busy: boolean;
  /** The server's answer to show above the button (an alert), if any. */
  error?: Text | null;
  /** Called on submit. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Links or buttons under the submit button. */
  footer?: ReactNode;
  /** data-ui name of the form. */
  ui: string;
  /** Called as the user starts on the form (first focus or tap): its rules load then. */
  onStart?: () => void;
}

/** The frame every account form shares: fields, the server error as an alert, one submit button. */
export function AccountForm({
  label,
  children,
  submitLabel,
  busy,
  error,
  onSubmit,
  footer,
  ui,
  onStart,
}: AccountFormProps) {
  const t = useT();
  return (
    <Form
      noValidate
      aria-label={t(label)}
      data-ui={ui}
      data-state={busy ? 'submitting' : 'idle'}
      onSubmit={onSubmit}
      onFocus={onStart}
      onPointerDown={onStart}
    >
      {children}
      {error ? <Alert role="alert">{t(error)}</Alert> : null}
      {/* A server-rendered form (/login, /signup) shows its fields before its JavaScript runs:
          what is typed then reaches the form as its boxes hydrate, but it cannot be sent before,
          so its button says so (disabled) rather than posting the page, password and all, to
          itself. */}
      <Button type="submit" size="lg" fullWidth loading={busy} disabled={!useHydrated()}>
        {busy ? t(ACCOUNT_TEXTS.processing) : submitLabel}
      </Button>
      {footer}
    </Form>
  );
}
