export { Toaster, notify } from './Toaster';
export type { ToasterProps } from './Toaster';
export { TOAST_DURATION } from './durations';
