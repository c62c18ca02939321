import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { deepActiveElement } from '../FormCard/useDialogBehaviour';
import { Close, Item, Region, Stack } from './Toaster.styles';
import { toastStore, type ToastItem } from './toastStore';

function Toast({ toast }: { toast: ToastItem }) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => toastStore.dismiss(toast.id), toast.duration);
    return () => window.clearTimeout(timer);
  }, [paused, toast.id, toast.duration]);
  return (
    <Item
      data-variant={toast.kind}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <p>{toast.message}</p>
      <Close
        type="button"
        aria-label="Dismiss notification"
        onClick={() => toastStore.dismiss(toast.id)}
      >
        ×
      </Close>
    </Item>
  );
}

const subscribe = (listener: () => void) => toastStore.subscribe(listener);
const getSnapshot = () => toastStore.getSnapshot();

export interface ToasterProps {
  /** The region's name; an embed names its own so it never clashes with the host page's. @default 'Notifications' */
  label?: string;
}

/**
 * The single toast region of a page, top-right; render it once near the root. Success and info
 * toasts are polite status messages (3 s), errors are alerts (5 s); hovering or focusing a toast
 * keeps it until the pointer or focus leaves.
 */
export function Toaster({ label = 'Notifications' }: ToasterProps = {}) {
  const toasts = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const regionRef = useRef<HTMLElement | null>(null);
  const [placement, setPlacement] = useState<'top' | 'bottom'>('top');
  const newest = toasts[0]?.id;

  // A toast never covers the control that raised it (the focused one, e.g. a wishlist heart):
  // when the top-right corner would, the stack moves to the bottom-right while toasts show.
  useLayoutEffect(() => {
    const region = regionRef.current;
    if (newest === undefined || !region) {
      setPlacement('top');
      return;
    }
    const trigger = deepActiveElement();
    if (!trigger || trigger === document.body || region.contains(trigger)) return;
    const control = trigger.getBoundingClientRect();
    const margin = window.innerWidth < 768 ? 8 : 16;
    const corner = {
      left: window.innerWidth - margin - region.offsetWidth,
      top: margin,
      bottom: margin + region.offsetHeight,
    };
    const covers =
      control.right > corner.left && control.top < corner.bottom && control.bottom > corner.top;
    setPlacement(covers ? 'bottom' : 'top');
  }, [newest]);

  return (
    <Region ref={regionRef} data-ui="Toaster" data-placement={placement} aria-label={label}>
      <Stack>
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} />
        ))}
      </Stack>
    </Region>
  );
}

/** Shows toasts with the product's timings (3 s success and info, 5 s errors). */
export const notify = {
  success: (message: string) => void toastStore.push('success', message),
  error: (message: string) => void toastStore.push('error', message),
  info: (message: string) => void toastStore.push('info', message),
};
