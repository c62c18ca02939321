import { ToastContainer } from 'react-toastify';
import { TOAST_DURATION } from './durations';

/** The toast container itself; loaded on demand so pages do not pay for it up front. */
export default function ToastRegion() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_DURATION.error}
      newestOnTop
      closeOnClick
    />
  );
}
