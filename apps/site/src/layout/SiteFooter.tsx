import { useLocation } from 'react-router-dom';
import { Footer } from '@petverse/ui';
import { aboutBlurb, contact } from '../content/contact';
import { socialLinks } from '../content/shell';
import { RouterLink } from '../lib/RouterLink';
import { useHydrated } from '../lib/useHydrated';
import { showsFooter } from '../lib/shellRules';

const BUILD_YEAR = Number(import.meta.env.VITE_BUILD_YEAR ?? new Date().getFullYear());

/** The footer, except on product, cart, checkout, payment and auth pages (spec §2.2). */
export function SiteFooter() {
  const { pathname } = useLocation();
  // Prerendered pages carry the build's year; hydration keeps it, then the clock's year shows.
  const year = useHydrated() ? new Date().getFullYear() : BUILD_YEAR;
  if (!showsFooter(pathname)) return null;
  return (
    <Footer
      blurb={aboutBlurb}
      social={socialLinks}
      contact={contact}
      linkComponent={RouterLink}
      year={year}
    />
  );
}
