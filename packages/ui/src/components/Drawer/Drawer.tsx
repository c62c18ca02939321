import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { usePortalContainer } from '../../theme/PortalContext';
import { useDialogBehaviour } from '../../utils/useDialogBehaviour';
import { CloseButton } from '../Modal/Modal.styles';
import { Backdrop, Header, Panel, Title } from './Drawer.styles';
import { translateNode, useT } from '../../i18n/I18n';

export interface DrawerProps {
  /** Whether the drawer is shown; nothing renders when false. */
  open: boolean;
  /** Called by Escape, the close button and a click outside the panel. */
  onClose: () => void;
  /** The heading; it also names the dialog. */
  title: ReactNode;
  /** The content, e.g. a SideMenu. */
  children?: ReactNode;
  /** The edge it slides in from. @default 'left' */
  side?: 'left' | 'right';
  /** `sm`: a menu's width (320 px); `lg`: a form's (480 px), a sheet from the bottom on a phone. @default 'sm' */
  size?: 'sm' | 'lg';
  /** Accessible name of the close button. @default 'Close' */
  closeLabel?: string;
}

/**
 * A panel that slides in from the edge, with the dialog semantics of Modal: aria-modal, named by
 * its title, focus trapped inside, Escape closes, focus returns and page scroll is locked.
 * The slide is skipped under prefers-reduced-motion.
 */
export function Drawer({
  open,
  onClose,
  title,
  children,
  side = 'left',
  size = 'sm',
  closeLabel = 'Close',
}: DrawerProps) {
  const t = useT();
  const titleId = `${useId()}-title`;
  const panelRef = useRef<HTMLDivElement | null>(null);
  const titleRef = useRef<HTMLHeadingElement | null>(null);
  const onKeyDown = useDialogBehaviour(panelRef, titleRef, open, onClose);
  const container = usePortalContainer();
  if (!open || !container) return null;

  const onBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return createPortal(
    // The backdrop click is a pointer shortcut; Escape and the close button are the keyboard way.
    <Backdrop data-ui="Drawer" onClick={onBackdrop}>
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-side={side}
        data-size={size}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <Header>
          <Title id={titleId} ref={titleRef} tabIndex={-1}>
            {translateNode(t, title)}
          </Title>
          <CloseButton type="button" aria-label={t(closeLabel)} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </CloseButton>
        </Header>
        {children}
      </Panel>
    </Backdrop>,
    container,
  );
}
