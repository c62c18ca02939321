import type { FormEvent, ReactNode } from 'react';
import { Button, type Text } from '@petverse/ui';
import { Alert, Form } from '../accounts/AccountForm.styles';
import { useT } from '@petverse/ui';

export interface ServiceFormFrameProps {
  label: string;
  ui: string;
  children: ReactNode;
  submitLabel: string;
  busy: boolean;
  /** Disables the submit button (besides while busy). */
  disabled?: boolean;
  error?: Text | null | undefined;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Called as the user starts on the form (first focus or tap): its rules load then. */
  onStart?: () => void;
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
  onStart,
}: ServiceFormFrameProps) {
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
      <Button type="submit" size="lg" fullWidth loading={busy} disabled={disabled || busy}>
        {busy ? t('Processing...') : submitLabel}
      </Button>
    </Form>
  );
}
