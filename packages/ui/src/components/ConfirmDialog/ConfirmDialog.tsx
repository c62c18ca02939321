import { useId, useRef, type ReactNode } from 'react';
import { Button } from '../Button';
import { Modal } from '../Modal/Modal';
import { Message } from './ConfirmDialog.styles';
import { translateNode, useT } from '../../i18n/I18n';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The heading, e.g. 'Delete Address' (a text is shown in the page's language, as the rest). */
  title: ReactNode;
  /** The question, read as the dialog's description. */
  message: ReactNode;
  /** Label of the confirming button. @default 'Confirm' */
  confirmLabel?: string;
  /** Label of the cancelling button. @default 'Cancel' */
  cancelLabel?: string;
  /** Called by the confirming button. */
  onConfirm: () => void;
  /** Called by Cancel, Escape and the close button. */
  onCancel: () => void;
  /** Shows a spinner on the confirming button and disables both. @default false */
  confirming?: boolean;
  /** `danger` for destructive actions. @default 'danger' */
  tone?: 'danger' | 'primary';
}

/**
 * An APG alert dialog asking the user to confirm: the message is its description and focus
 * starts on Cancel, the least destructive choice.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  confirming = false,
  tone = 'danger',
}: ConfirmDialogProps) {
  const t = useT();
  const messageId = `${useId()}-message`;
  const cancelRef = useRef<HTMLButtonElement | null>(null);
  return (
    <Modal
      open={open}
      onClose={confirming ? () => undefined : onCancel}
      title={title}
      size="sm"
      role="alertdialog"
      describedBy={messageId}
      initialFocusRef={cancelRef}
      closeLabel={null}
      closeOnBackdrop={false}
      footer={
        <>
          <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={confirming}>
            {t(cancelLabel)}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            onClick={onConfirm}
            loading={confirming}
          >
            {t(confirmLabel)}
          </Button>
        </>
      }
    >
      <Message id={messageId}>{translateNode(t, message)}</Message>
    </Modal>
  );
}
