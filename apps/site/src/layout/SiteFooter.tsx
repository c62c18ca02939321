import { useLocation } from 'react-router-dom';
import { Footer } from '@petverse/ui';
import { aboutBlurb, contact } from '../content/contact';
import { socialLinks } from '../content/shell';
import { RouterLink } from '../lib/RouterLink';
import { showsFooter } from '../lib/shellRules';

/** The footer, except on product, cart, checkout, payment and auth pages (spec §2.2). */
export function SiteFooter() {
  const { pathname } = useLocation();
  if (!showsFooter(pathname)) return null;
  return (
    <Footer blurb={aboutBlurb} social={socialLinks} contact={contact} linkComponent={RouterLink} />
  );
}
