import type { CardLinkComponent } from '../ProductCard';
import { VisuallyHidden } from '../VisuallyHidden';
import { Bottom, Column, Grid, Links, Root } from './Footer.styles';
import { translateNode, useT } from '../../i18n/I18n';

const PlainLink: CardLinkComponent = ({ href, children }) => <a href={href}>{children}</a>;

export interface FooterLink {
  label: string;
  href: string;
  /** A page outside the app (another app on the same site): a plain link, loaded in full. */
  document?: boolean;
}

export interface FooterProps {
  /** The brand's name, the first heading. @default 'Petverse' */
  brand?: string;
  /** A sentence or two about the company. */
  blurb: string;
  /** Site links. @default Home, About Us, Our Team, Privacy Policy */
  links?: readonly FooterLink[];
  /** Social profiles (external; open in a new tab). */
  social?: readonly FooterLink[];
  /** Contact details. */
  contact: { city: string; email: string; phone: string };
  /** The link component for in-app links. @default a plain anchor */
  linkComponent?: CardLinkComponent;
  /** The copyright line's year. @default the current year */
  year?: number;
}

export const FOOTER_LINKS: readonly FooterLink[] = [
  { label: 'Home', href: '/' },
  { label: 'About Us', href: '/about-us' },
  { label: 'Our Team', href: '/about-us#our-team' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
];

/** The site footer: about blurb, site links, social links and contact, as a contentinfo landmark. */
export function Footer({
  brand = 'Petverse',
  blurb,
  links = FOOTER_LINKS,
  social = [],
  contact,
  linkComponent: Link = PlainLink,
  year = new Date().getFullYear(),
}: FooterProps) {
  const t = useT();
  return (
    <Root data-ui="Footer">
      <Grid>
        <Column>
          <h2>{brand}</h2>
          <p>{translateNode(t, blurb)}</p>
        </Column>
        <Column as="nav" aria-label={t('Footer')}>
          <h2>{t('Explore')}</h2>
          <Links>
            {links.map((link) => (
              <li key={link.href}>
                {link.document ? (
                  <a href={link.href}>{t(link.label)}</a>
                ) : (
                  <Link href={link.href}>{t(link.label)}</Link>
                )}
              </li>
            ))}
          </Links>
        </Column>
        {social.length ? (
          <Column>
            <h2>{t('Follow us')}</h2>
            <Links>
              {social.map((link) => (
                <li key={link.href}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {t(link.label)}
                    <VisuallyHidden> {t('(opens in a new tab)')}</VisuallyHidden>
                  </a>
                </li>
              ))}
            </Links>
          </Column>
        ) : null}
        <Column>
          <h2>{t('Contact')}</h2>
          <address>
            <span>{t(contact.city)}</span>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
            <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
          </address>
        </Column>
      </Grid>
      <Bottom>{t('© {year} {brand}. Made with care for pets in India.', { year, brand })}</Bottom>
    </Root>
  );
}
