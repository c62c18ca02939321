import { useCallback, useSyncExternalStore } from 'react';
import { ToastContainer, cssTransition, toast } from 'react-toastify/unstyled';
import { Close, Region } from './Toaster.styles';
import { stackWouldCover } from './placement';
import { useT } from '../../i18n/I18n';

// Enter and exit are our keyframes (Toaster.styles); react-toastify waits for their end.
const transition = cssTransition({
  enter: 'pv-toast-enter',
  exit: 'pv-toast-exit',
  collapse: false,
});

const CloseButton = ({ closeToast }: { closeToast: (removedByUser?: boolean) => void }) => {
  const t = useT();
  return (
    <Close type="button" aria-label={t('Dismiss notification')} onClick={() => closeToast(true)}>
      ×
    </Close>
  );
};

// A toast never covers the control that raised it: while the top-right would, the stack sits
// bottom-right; it goes back once the last toast has gone. Watched from the moment this chunk
// loads, so toasts raised before the region mounted count too.
let region: HTMLElement | null = null;
let placement: 'top' | 'bottom' = 'top';
/** The control that raised each toast on screen, by the toast's id. */
const triggers = new Map<string | number, Element | null>();
const listeners = new Set<() => void>();
const setPlacement = (next: 'top' | 'bottom') => {
  if (next === placement) return;
  placement = next;
  listeners.forEach((listener) => listener());
};
/**
 * The element the last press (mouse, touch or pen) landed on, from the event's own path, so a
 * press inside a shadow root (our embeds) names the control, not its host. A control disabled
 * while it saves (a wishlist heart) has lost its focus by the time its toast comes, but its press
 * is still the last: the toast keeps off it (watched from when this chunk loads, after the page's
 * first paint, before anyone could press anything that raises a toast).
 */
let pressed: Element | null = null;
document.addEventListener(
  'pointerdown',
  (event) => {
    const [target] = event.composedPath();
    pressed = target instanceof Element ? target : null;
  },
  { capture: true, passive: true },
);
/** The control that raised a toast: the one focused, or when nothing was, the one last pressed. */
const controlOf = (focused: Element | null) =>
  focused && focused !== document.body && focused !== document.documentElement
    ? focused
    : pressed?.isConnected
      ? pressed
      : null;

toast.onChange(({ id, status, data }) => {
  if (status === 'added') {
    const trigger = controlOf((data as { trigger?: Element | null } | undefined)?.trigger ?? null);
    triggers.set(id, trigger);
    if (stackWouldCover(trigger, region)) setPlacement('bottom');
  }
  if (status === 'removed') triggers.delete(id);
  if (triggers.size === 0) setPlacement('top');
});

/**
 * The estimate above is made before a toast is laid out; the stack as laid out is checked too,
 * whenever its size changes and before it is painted (a ResizeObserver runs between layout and
 * paint): a stack taller than estimated never stays over a control that raised one of its toasts.
 */
const covers = (stack: DOMRect, control: Element | null) => {
  if (!control?.isConnected) return false;
  const box = control.getBoundingClientRect();
  return (
    box.left < stack.right &&
    stack.left < box.right &&
    box.top < stack.bottom &&
    stack.top < box.bottom
  );
};
const stackObserver =
  typeof ResizeObserver === 'undefined'
    ? undefined
    : new ResizeObserver(() => {
        const stack = region?.querySelector('.Toastify__toast-container');
        if (placement !== 'top' || !stack) return;
        const box = stack.getBoundingClientRect();
        if ([...triggers.values()].some((control) => covers(box, control))) setPlacement('bottom');
      });
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const getPlacement = () => placement;

/** react-toastify's container in our region: loaded after first paint (see Toaster). */
export default function ToastRegion({ label }: { label: string }) {
  const t = useT();
  const current = useSyncExternalStore(subscribe, getPlacement, getPlacement);
  const regionRef = useCallback((element: HTMLDivElement | null) => {
    if (region) stackObserver?.unobserve(region);
    region = element;
    if (element) stackObserver?.observe(element);
  }, []);

  return (
    <Region ref={regionRef} data-ui="Toaster" data-placement={current}>
      <ToastContainer
        position="top-right"
        aria-label={t(label)}
        transition={transition}
        closeButton={CloseButton}
        hideProgressBar
        closeOnClick={false}
        draggable={false}
        icon={false}
        // Hover pauses a toast; a window losing focus (a payment popup, another tab) does not,
        // and no toast waits in a queue behind paused ones.
        pauseOnFocusLoss={false}
        newestOnTop
      />
    </Region>
  );
}
