import { useId, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { usePortalContainer } from '../../theme/PortalContext';
import { useDialogBehaviour } from '../../utils/useDialogBehaviour';
import { Backdrop, CloseButton, Footer, Header, Panel, Title } from './Modal.styles';
import { translateNode, useT } from '../../i18n/I18n';

export interface ModalProps {
  /** Whether the dialog is shown; nothing renders when false. */
  open: boolean;
  /** Called by Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  /** The heading; it also names the dialog. */
  title: ReactNode;
  /** The body. */
  children?: ReactNode;
  /** Actions under the body, e.g. Cancel and Save. */
  footer?: ReactNode;
  /** Width of the panel. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** `alertdialog` for confirmations that interrupt the user. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that describes the dialog (aria-describedby). */
  describedBy?: string;
  /** Element to focus first; the title otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Accessible name of the close button; no close button when null. @default 'Close' */
  closeLabel?: string | null;
  /** Close when the backdrop is clicked. @default true */
  closeOnBackdrop?: boolean;
}

/**
 * A modal dialog (WAI-ARIA APG): rendered in a portal, aria-modal and named by its title; focus
 * moves in, Tab stays inside, Escape closes, focus returns to where it was and page scroll is
 * locked while it is open.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  role = 'dialog',
  describedBy,
  initialFocusRef,
  closeLabel = 'Close',
  closeOnBackdrop = true,
}: ModalProps) {
  const t = useT();
  const titleId = `${useId()}-title`;
  const panelRef = useRef<HTMLDivElement | null>(null);
  const titleRef = useRef<HTMLHeadingElement | null>(null);
  const onKeyDown = useDialogBehaviour(panelRef, initialFocusRef ?? titleRef, open, onClose);
  const container = usePortalContainer();
  if (!open || !container) return null;

  const onBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnBackdrop && event.target === event.currentTarget) onClose();
  };

  return createPortal(
    // The backdrop click is a pointer shortcut; Escape and the close button are the keyboard way.
    <Backdrop data-ui="Modal" onClick={onBackdrop}>
      <Panel
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        data-size={size}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <Header>
          <Title id={titleId} ref={titleRef} tabIndex={-1}>
            {translateNode(t, title)}
          </Title>
          {closeLabel ? (
            <CloseButton type="button" aria-label={t(closeLabel)} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </CloseButton>
          ) : null}
        </Header>
        {children}
        {footer ? <Footer>{footer}</Footer> : null}
      </Panel>
    </Backdrop>,
    container,
  );
}
