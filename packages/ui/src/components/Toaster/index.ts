export { Toaster, notify, TOAST_DURATION } from './Toaster';
