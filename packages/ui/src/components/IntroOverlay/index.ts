export { IntroOverlay, INTRO_TIMINGS, INTRO_VIDEO_ERROR } from './IntroOverlay';
export type { IntroOverlayProps } from './IntroOverlay';
