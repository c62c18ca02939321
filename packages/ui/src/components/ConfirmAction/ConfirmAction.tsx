import { useId, useRef, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';
import { Button, type ButtonVariant } from '../Button';
import { Modal } from '../Modal/Modal';
import { TextInput } from '../TextInput';
import { useT, type Text } from '../../i18n/I18n';

const FAILED = 'That did not work. Please try again.';

/**
 * What a failed action says: the server's own words when the error carries them (an API client's
 * error answers `textOr`), else its message — never a bare status's catalogue text when the
 * server said why (a refused move, a sold-out line).
 */
function failureText(error: unknown): Text {
  const fallback = error instanceof Error && error.message ? error.message : FAILED;
  const carrier = error as { textOr?: unknown } | null;
  return typeof carrier?.textOr === 'function'
    ? (carrier.textOr as (fallback: Text) => Text)(fallback)
    : fallback;
}

const Body = styled.form`
  display: grid;
  gap: 12px;
  p {
    margin: 0;
  }
  [role='alert'] {
    color: ${color('dangerFg')};
    font-weight: 600;
  }
`;

/** A text the action needs before it runs (a reason, a tracking number). */
export interface ConfirmField {
  name: string;
  label: string;
  /** @default true */
  required?: boolean;
  placeholder?: string;
}

export interface ConfirmActionProps {
  /** The button that opens the confirmation, e.g. 'Cancel and refund'. */
  label: string;
  /** The dialog's heading. */
  title: string;
  /** What will happen, said plainly (the money that moves, who is told). */
  message: string;
  /** The confirming button's label. @default label */
  confirmLabel?: string;
  /** Texts to ask for; each required one must be filled to confirm. */
  fields?: readonly ConfirmField[];
  /** Runs the action with the fields' values; a rejection's message shows in the dialog. */
  onConfirm: (values: Record<string, string>) => Promise<unknown>;
  /** The opening button's look. @default 'outline' */
  variant?: ButtonVariant;
  /** `danger` where money moves or something ends. @default 'primary' */
  tone?: 'primary' | 'danger';
  disabled?: boolean;
}

/**
 * A button whose action runs only once confirmed in a dialog, with any texts it needs asked for
 * there; the dialog stays open with the reason when the action fails, and closes when it is done.
 */
export function ConfirmAction({
  label,
  title,
  message,
  confirmLabel = label,
  fields = [],
  onConfirm,
  variant = 'outline',
  tone = 'primary',
  disabled = false,
}: ConfirmActionProps) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<Text | null>(null);
  const [running, setRunning] = useState(false);
  const firstField = useRef<HTMLInputElement | null>(null);
  const close = () => {
    if (running) return;
    setOpen(false);
    setFailure(null);
    setMissing({});
  };
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const empty = Object.fromEntries(
      fields
        .filter((f) => (f.required ?? true) && !values[f.name]?.trim())
        .map((f) => [f.name, `${f.label} is required.`]),
    );
    setMissing(empty);
    if (Object.keys(empty).length) return;
    setRunning(true);
    setFailure(null);
    try {
      await onConfirm(
        Object.fromEntries(fields.map((f) => [f.name, values[f.name]?.trim() ?? ''])),
      );
      setRunning(false);
      setOpen(false);
      setValues({});
    } catch (error) {
      setRunning(false);
      setFailure(failureText(error));
    }
  };
  return (
    <>
      <Button
        variant={variant}
        disabled={disabled}
        onClick={() => setOpen(true)}
        data-ui="ConfirmAction"
      >
        {t(label)}
      </Button>
      <Modal
        open={open}
        onClose={close}
        title={t(title)}
        size="sm"
        role="alertdialog"
        describedBy={`${id}-message`}
        initialFocusRef={fields.length ? firstField : undefined}
        closeOnBackdrop={false}
        footer={
          <>
            <Button variant="outline" onClick={close} disabled={running}>
              {t('Cancel')}
            </Button>
            <Button
              variant={tone === 'danger' ? 'danger' : 'primary'}
              loading={running}
              onClick={() => void submit()}
            >
              {confirmLabel}
            </Button>
          </>
        }
      >
        <Body onSubmit={(event) => void submit(event)} noValidate>
          <p id={`${id}-message`}>{t(message)}</p>
          {fields.map((field, index) => (
            <TextInput
              key={field.name}
              ref={index === 0 ? firstField : undefined}
              id={`${id}-${field.name}`}
              label={t(field.label)}
              required={field.required ?? true}
              placeholder={t(field.placeholder)}
              value={values[field.name] ?? ''}
              error={missing[field.name]}
              onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
            />
          ))}
          {failure ? <p role="alert">{t(failure)}</p> : null}
          {/* Enter in a field confirms, as in any form. */}
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </Body>
      </Modal>
    </>
  );
}
