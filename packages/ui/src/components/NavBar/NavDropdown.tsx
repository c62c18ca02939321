import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import type { CardLinkComponent } from '../ProductCard';
import type { NavMenu } from './navItems';
import { Chevron, DropdownList, MenuButton } from './NavBar.styles';

/** The links of a dropdown's list. */
const linksIn = (root: HTMLElement | null, listId: string) => [
  ...(root?.querySelectorAll<HTMLElement>(`#${CSS.escape(listId)} a`) ?? []),
];
const focusEnd = (links: HTMLElement[], which: 'first' | 'last') =>
  links[which === 'first' ? 0 : links.length - 1]?.focus();

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

  // Which link to focus once the list the keyboard opened is shown.
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  useLayoutEffect(() => {
    if (!focusOnOpen.current || state === 'closed') return;
    focusEnd(linksIn(rootRef.current, listId), focusOnOpen.current);
    focusOnOpen.current = null;
  }, [state, listId]);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape') {
      if (!open) return;
      event.stopPropagation();
      setState('closed');
      buttonRef.current?.focus();
      return;
    }
    const onButton = event.target === buttonRef.current;
    if (onButton && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const which = event.key === 'ArrowDown' ? 'first' : 'last';
      // Shown already (pinned): at once; else once the list is shown.
      if (state === 'pinned') focusEnd(linksIn(rootRef.current, listId), which);
      else {
        focusOnOpen.current = which;
        setState('pinned');
      }
      return;
    }
    const all = linksIn(rootRef.current, listId);
    const at = all.indexOf(event.target as HTMLElement);
    if (at < 0) return;
    const next: Record<string, number> = {
      ArrowDown: (at + 1) % all.length,
      ArrowUp: (at - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    all[next[event.key]!]?.focus();
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
        {menu.label}
        <Chevron aria-hidden="true" />
      </MenuButton>
      {/* A click on a link closes the menu: the page under it changes. */}
      <DropdownList id={listId} hidden={!open} onClick={() => setState('closed')}>
        {menu.items.map((item) => (
          <li key={item.href}>
            <Link href={item.href}>{item.label}</Link>
          </li>
        ))}
      </DropdownList>
    </li>
  );
}
