import { lazy, Suspense } from 'react';
import { TOAST_DURATION } from './durations';

const ToastRegion = lazy(() => import('./ToastRegion'));

/**
 * The single toast region of a page, top-right; render it once near the root. The toast
 * library loads after the page, and toasts raised before it is ready wait for it.
 */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}

const toastApi = () => import('react-toastify').then((m) => m.toast);

/** Shows toasts with the product's timings. */
export const notify = {
  success: (message: string) =>
    void toastApi().then((toast) => toast.success(message, { autoClose: TOAST_DURATION.success })),
  error: (message: string) =>
    void toastApi().then((toast) => toast.error(message, { autoClose: TOAST_DURATION.error })),
  info: (message: string) =>
    void toastApi().then((toast) => toast.info(message, { autoClose: TOAST_DURATION.success })),
};
