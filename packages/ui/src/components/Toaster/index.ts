export { Toaster, notify } from './Toaster';
export { TOAST_DURATION } from './durations';
