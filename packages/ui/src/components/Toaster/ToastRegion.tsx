import { useCallback, useSyncExternalStore } from 'react';
import { ToastContainer, cssTransition, toast } from 'react-toastify/unstyled';
import { Close, Region } from './Toaster.styles';
import { stackWouldCover } from './placement';

// Enter and exit are our keyframes (Toaster.styles); react-toastify waits for their end.
const transition = cssTransition({
  enter: 'pv-toast-enter',
  exit: 'pv-toast-exit',
  collapse: false,
});

const CloseButton = ({ closeToast }: { closeToast: (removedByUser?: boolean) => void }) => (
  <Close type="button" aria-label="Dismiss notification" onClick={() => closeToast(true)}>
    ×
  </Close>
);

// A toast never covers the control that raised it: while the top-right would, the stack sits
// bottom-right; it goes back once the last toast has gone. Watched from the moment this chunk
// loads, so toasts raised before the region mounted count too.
let region: HTMLElement | null = null;
let placement: 'top' | 'bottom' = 'top';
let shown = 0;
const listeners = new Set<() => void>();
const setPlacement = (next: 'top' | 'bottom') => {
  if (next === placement) return;
  placement = next;
  listeners.forEach((listener) => listener());
};
toast.onChange(({ status, data }) => {
  if (status === 'added') {
    shown += 1;
    const { trigger } = data as { trigger?: Element | null };
    if (stackWouldCover(trigger ?? null, region)) setPlacement('bottom');
  }
  if (status === 'removed') shown = Math.max(0, shown - 1);
  if (shown === 0) setPlacement('top');
});
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const getPlacement = () => placement;

/** react-toastify's container in our region: loaded after first paint (see Toaster). */
export default function ToastRegion({ label }: { label: string }) {
  const current = useSyncExternalStore(subscribe, getPlacement, getPlacement);
  const regionRef = useCallback((element: HTMLDivElement | null) => {
    region = element;
  }, []);

  return (
    <Region ref={regionRef} data-ui="Toaster" data-placement={current}>
      <ToastContainer
        position="top-right"
        aria-label={label}
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
