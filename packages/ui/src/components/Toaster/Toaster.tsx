import { ToastContainer, toast } from 'react-toastify';

/** How long toasts stay, as the product specifies: 3 s for success, 5 s for errors. */
export const TOAST_DURATION = { success: 3000, error: 5000 } as const;

/** The single toast region of a page, top-right; render it once near the root. */
export function Toaster() {
  return <ToastContainer position="top-right" autoClose={TOAST_DURATION.error} newestOnTop closeOnClick />;
}

/** Shows toasts with the product's timings; returns the toast id. */
export const notify = {
  success: (message: string) => toast.success(message, { autoClose: TOAST_DURATION.success }),
  error: (message: string) => toast.error(message, { autoClose: TOAST_DURATION.error }),
  info: (message: string) => toast.info(message, { autoClose: TOAST_DURATION.success }),
};
