export { Footer, FOOTER_LINKS } from './Footer';
export type { FooterProps, FooterLink } from './Footer';
