import { useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Card, CloseButton, Header, Overlay, Title } from './FormCard.styles';
import { useDialogBehaviour } from '../../utils/useDialogBehaviour';
import { translateNode, useT } from '../../i18n/I18n';

export interface FormCardProps {
  /** The heading; it also names the dialog. */
  title: ReactNode;
  /** Called by the close button and Escape; no close button when omitted. */
  onClose?: () => void;
  /** Accessible name of the close button. @default 'Close' */
  closeLabel?: string;
  /**
   * Where the close button goes before the page's JavaScript has run (a server-rendered card on
   * a slow phone): with it, the button is a link there, and once React runs it calls `onClose`
   * instead. Without it, a plain button.
   */
  closeHref?: string;
  /** `modal`: full-screen dialog with focus trap and scroll lock; `inline`: a plain card in the page. @default 'modal' */
  variant?: 'modal' | 'inline';
  /** The body, usually a form. */
  children: ReactNode;
}

/**
 * A full-screen, modal-like card holding a form: an APG dialog (aria-modal, named by its title,
 * focus moves to the title, Tab stays inside, Escape and the close button call `onClose`,
 * focus returns and page scroll unlocks when it goes). `inline` drops the overlay for embedding.
 * Escape pressed in a field one types in is the field's (a browser clears a search box with it,
 * a phone's keyboard sends it): it never closes the form and leaves the page with the answers.
 */
export function FormCard({
  title,
  onClose,
  closeLabel = 'Close',
  closeHref,
  variant = 'modal',
  children,
}: FormCardProps) {
  const t = useT();
  const titleId = `${useId()}-title`;
  const cardRef = useRef<HTMLDivElement | null>(null);
  const titleRef = useRef<HTMLHeadingElement | null>(null);
  const modal = variant === 'modal';
  const dialogKeys = useDialogBehaviour(cardRef, titleRef, modal, onClose);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && isTyping(event.target)) return;
    dialogKeys(event);
  };

  const card = (
    <Card
      ref={cardRef}
      data-ui="FormCard"
      data-variant={variant}
      role={modal ? 'dialog' : 'region'}
      aria-modal={modal || undefined}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
    >
      <Header>
        {/* The title takes the focus as the card opens (useDialogBehaviour). A card rendered on
            the server also says so in its HTML, and the browser moves the focus as the page
            loads: React leaves `autoFocus` on a heading to the markup, and on hydration the focus
            is found inside, so the dialog does not move it in its first effects (where it made
            the browser lay the page out inside React's commit). */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog's initial focus (APG) */}
        <Title id={titleId} ref={titleRef} tabIndex={-1} autoFocus={modal}>
          {translateNode(t, title)}
        </Title>
        {onClose && closeHref ? (
          <CloseButton
            as="a"
            href={closeHref}
            aria-label={t(closeLabel)}
            onClick={(event: MouseEvent) => {
              event.preventDefault();
              onClose();
            }}
          >
            <span aria-hidden="true">×</span>
          </CloseButton>
        ) : onClose ? (
          <CloseButton type="button" aria-label={t(closeLabel)} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </CloseButton>
        ) : null}
      </Header>
      {children}
    </Card>
  );
  return modal ? <Overlay>{card}</Overlay> : card;
}

/** A field one types in: a text-like input, a text area, an editable region. */
function isTyping(target: EventTarget): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'image', 'range', 'color'].includes(
      target.type,
    )
  );
}
