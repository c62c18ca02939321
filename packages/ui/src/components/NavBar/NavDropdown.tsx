import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import type { CardLinkComponent } from '../ProductCard';
import type { NavMenu } from './navItems';
import { Chevron, DropdownList, MenuButton } from './NavBar.styles';
import { useT } from '../../i18n/I18n';

/** Where the arrows, Home and End go from a link of the list (-1: the last). */
const STEPS: Record<string, (at: number) => number> = {
  ArrowDown: (at) => at + 1,
  ArrowUp: (at) => at - 1,
  Home: () => 0,
  End: () => -1,
};

/** How the menu is open: by hovering (closes on leave) or pinned by click/keyboard. */
type OpenState = 'closed' | 'hover' | 'pinned';

export interface NavDropdownProps {
  menu: NavMenu;
  linkComponent: CardLinkComponent;
}

/**
 * A dropdown of the desktop bar, per the APG disclosure navigation pattern: a button with
 * aria-expanded shows the list. Hover opens it; a click or Enter/Space pins it open; Escape
 * closes it and returns focus to the button; focus or a click leaving it closes it. The arrow
 * keys work as on a menu button: ArrowDown (ArrowUp) on the button opens the list at its first
 * (last) link, and in the list they move from link to link, Home and End to the ends.
 */
export function NavDropdown({ menu, linkComponent: Link }: NavDropdownProps) {
  const t = useT();
  const [state, setState] = useState<OpenState>('closed');
  const rootRef = useRef<HTMLLIElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const listId = `${useId()}-menu`;
  const open = state !== 'closed';

  useEffect(() => {
    if (state !== 'pinned') return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setState('closed');
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [state]);

  const listRef = useRef<HTMLUListElement | null>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    const { key, target } = event;
    if (key === 'Escape') {
      if (!open) return;
      event.stopPropagation();
      setState('closed');
      buttonRef.current?.focus();
      return;
    }
    const links = [...(listRef.current?.querySelectorAll('a') ?? [])];
    const step = STEPS[key];
    let to: number;
    if (target === buttonRef.current && (key === 'ArrowDown' || key === 'ArrowUp')) {
      // Shown first (synchronously), so its first or last link can take the focus.
      flushSync(() => setState('pinned'));
      to = key === 'ArrowDown' ? 0 : -1;
    } else if (step && links.includes(target as HTMLAnchorElement))
      to = step(links.indexOf(target as HTMLAnchorElement));
    else return;
    event.preventDefault();
    links.at(to % links.length)?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!rootRef.current?.contains(event.relatedTarget)) setState('closed');
  };

  return (
    // The button is the control; the item only widens the hover area and catches Escape and blur.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      ref={rootRef}
      data-state={open ? 'open' : 'closed'}
      onMouseEnter={() => setState((s) => (s === 'closed' ? 'hover' : s))}
      onMouseLeave={() => setState((s) => (s === 'hover' ? 'closed' : s))}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <MenuButton
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        // A click on a menu the pointer opened keeps it open rather than closing it at once.
        onClick={() => setState((s) => (s === 'pinned' ? 'closed' : 'pinned'))}
      >
        {t(menu.label)}
        <Chevron aria-hidden="true" />
      </MenuButton>
      {/* A click on a link closes the menu: the page under it changes. */}
      <DropdownList ref={listRef} id={listId} hidden={!open} onClick={() => setState('closed')}>
        {menu.items.map((item) => (
          <li key={item.href}>
            <Link href={item.href}>{t(item.label)}</Link>
          </li>
        ))}
      </DropdownList>
    </li>
  );
}
