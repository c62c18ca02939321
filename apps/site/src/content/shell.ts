/** Shell settings and copy: the external Store link, social profiles and the intro video. */

/** The external Store site (spec §2.3); set VITE_EXTERNAL_STORE_URL at build time. */
export const EXTERNAL_STORE_URL: string =
  import.meta.env.VITE_EXTERNAL_STORE_URL ?? 'https://store.petverse.in';

export const socialLinks = [
  { label: 'Instagram', href: 'https://www.instagram.com/petverse.in' },
  { label: 'Facebook', href: 'https://www.facebook.com/petverse.in' },
  { label: 'YouTube', href: 'https://www.youtube.com/@petverse.in' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/petverse-in' },
];

/** Our own 5-second intro, WebM first. */
export const introVideoSources = [
  { src: '/media/intro.webm', type: 'video/webm' },
  { src: '/media/intro.mp4', type: 'video/mp4' },
];

/**
 * The logo the navigation bar and the intro show: the favicon's paw as a 128 px PNG (2 KB). An
 * SVG `<img>` is drawn as a document of its own on the page's main thread (~25 ms on a slow
 * phone, on every page). The tab's icon is a PNG for the same reason (index.html): Chromium
 * draws an SVG favicon as a document on the page's main thread too.
 */
export const LOGO = '/logo-128.png';
