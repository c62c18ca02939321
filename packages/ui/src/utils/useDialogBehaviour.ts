import { useEffect, type KeyboardEvent, type RefObject } from 'react';
import { inertOthers } from 'aria-hidden';
import { deepActiveElement } from './deepActiveElement';
import { useScrollLock } from './useScrollLock';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The one dialog behaviour of Modal, Drawer, FormCard and IntroOverlay (the APG dialog pattern): initial focus
 * (unless the focus is already inside),
 * focus returned on close, page scroll locked while open (the shared useScrollLock), Tab kept
 * inside, Escape closes, and the rest of the page inert while open (the `aria-hidden` package's
 * `inertOthers`: no click, focus or screen-reader reading reaches it; live regions stay heard),
 * for a dialog in the page's own document (inside a partner's shadow root the host page is left
 * alone). Does nothing when `active` is false.
 */
export function useDialogBehaviour(
  containerRef: RefObject<HTMLElement | null>,
  initialFocusRef: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape?: () => void,
) {
  useScrollLock(active);
  useEffect(() => {
    const dialog = containerRef.current;
    if (!active || !dialog || dialog.getRootNode() !== document) return undefined;
    return inertOthers(dialog);
  }, [active, containerRef]);
  useEffect(() => {
    if (!active) return undefined;
    const previouslyFocused = deepActiveElement() as HTMLElement | null;
    // A field inside that already has the focus keeps it: a server-rendered dialog the user was
    // typing in before React took it over, or one its content focuses itself (autoFocus).
    if (previouslyFocused && containerRef.current?.contains(previouslyFocused)) return undefined;
    (initialFocusRef.current ?? containerRef.current)?.focus();
    return () => previouslyFocused?.focus?.();
  }, [active, containerRef, initialFocusRef]);

  return (event: KeyboardEvent<HTMLElement>) => {
    if (!active) return;
    if (event.key === 'Escape' && onEscape) {
      event.stopPropagation();
      onEscape();
      return;
    }
    if (event.key !== 'Tab' || !containerRef.current) return;
    const focusable = Array.from(
      containerRef.current.querySelectorAll<HTMLElement>(FOCUSABLE),
    ).filter((el) => !el.closest('[hidden]'));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const focused = deepActiveElement();
    if (event.shiftKey && focused === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && focused === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
