export { Toaster } from './Toaster';
export { notify } from './notify';
export type { ToasterProps } from './Toaster';
export { TOAST_DURATION } from './durations';
