import { TOAST_DURATION } from './durations';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
  /** How long it stays, in ms. */
  duration: number;
}

let toasts: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

/**
 * The toasts on screen, outside React so that any code can raise one; toasts raised before a
 * Toaster mounts wait for it.
 */
export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): readonly ToastItem[] => toasts,
  push(kind: ToastKind, message: string): number {
    const id = nextId++;
    const duration = kind === 'error' ? TOAST_DURATION.error : TOAST_DURATION.success;
    // Newest first, as the stack shows them; at most five at once.
    toasts = [{ id, kind, message, duration }, ...toasts].slice(0, 5);
    emit();
    return id;
  },
  dismiss(id: number) {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  },
};
