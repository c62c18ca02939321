import { useEffect, useState, useSyncExternalStore } from 'react';
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
  return (
    <Region data-ui="Toaster" aria-label={label}>
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
