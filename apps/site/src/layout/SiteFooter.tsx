import { useLocation } from 'react-router-dom';
import { STAFF_TOKEN_KEY } from '@petverse/api/contract';
import { FOOTER_LINKS, Footer, useHydrated } from '@petverse/ui';
import { aboutBlurb, contact } from '../content/contact';
import { socialLinks } from '../content/shell';
import { RouterLink } from '../lib/RouterLink';
import { showsFooter } from '../lib/shellRules';

const STAFF_LINKS = [...FOOTER_LINKS, { label: 'Back office', href: '/admin', document: true }];

const BUILD_YEAR = Number(import.meta.env.VITE_BUILD_YEAR ?? new Date().getFullYear());

/** The footer, except on product, cart, checkout, payment and auth pages (spec §2.2). */
export function SiteFooter() {
  const { pathname } = useLocation();
  // Prerendered pages carry the build's year; hydration keeps it, then the clock's year shows.
  const hydrated = useHydrated();
  const year = hydrated ? new Date().getFullYear() : BUILD_YEAR;
  if (!showsFooter(pathname)) return null;
  // Staff signed in to the back office on this browser get a way back to it (after hydration:
  // the page's HTML is everyone's).
  const staff = hydrated && Boolean(window.localStorage.getItem(STAFF_TOKEN_KEY));
  return (
    <Footer
      blurb={aboutBlurb}
      social={socialLinks}
      contact={contact}
      linkComponent={RouterLink}
      links={staff ? STAFF_LINKS : FOOTER_LINKS}
      year={year}
    />
  );
}
