import { useCallback, useId, useState, type ReactNode } from 'react';
import type { CardLinkComponent } from '../ProductCard';
import { VisuallyHidden } from '../VisuallyHidden';
import { NAV_MENUS, type NavLinkItem, type NavMenu } from './navItems';
import { NavDropdown } from './NavDropdown';
import { NavMenuBeforeReact, NavMobileMenu, type NavMenuParts } from './NavMobileMenu';
import { useHydrated } from '../../utils/useHydrated';
import {
  Bar,
  Brand,
  DesktopList,
  DesktopOnly,
  ExternalMark,
  Hamburger,
  Inner,
  MobileOnly,
  Right,
  SearchButton,
} from './NavBar.styles';
import { useScrolled } from './useScrolled';
import { useT } from '../../i18n/I18n';

const PlainLink: CardLinkComponent = ({ href, children }) => <a href={href}>{children}</a>;

export interface NavBarProps {
  /** The link component for in-app links (the router's). @default a plain anchor */
  linkComponent?: CardLinkComponent;
  /** The brand's name, shown beside the logo and linking home. @default 'Petverse' */
  brand?: string;
  /** The brand's logo; decorative. */
  logoSrc?: string;
  /** Where the brand links. @default '/' */
  homeHref?: string;
  /** The About Us page. @default '/about-us' */
  aboutHref?: string;
  /** The Pet Store page. @default '/pet-store' */
  storeHref?: string;
  /** The external Store site; opens in a new tab. No Store link without it. */
  externalStoreUrl?: string;
  /** The dropdown menus. @default Pet Care and Pet Lifestyle (spec §2.3) */
  menus?: readonly NavMenu[];
  /** Right side on wide screens: Sign Up, or the profile button. */
  account?: ReactNode;
  /** The language switch (a link to this page in the other language), beside search. */
  languageSwitch?: ReactNode;
  /** In the phone menu: Login, or the profile button. @default `account` */
  mobileAccount?: ReactNode;
  /** Opens the search overlay; no search button without it. */
  onSearch?: () => void;
  /** Force a layout (stories, previews); otherwise the 768 px breakpoint decides. @default 'auto' */
  layout?: 'auto' | 'desktop' | 'mobile';
  /** Translucent look; by default it follows the window's scroll (translucent on any scroll). */
  scrolled?: boolean;
}

/**
 * The site's top bar. Wide screens: links and disclosure dropdowns (hover, click or keyboard;
 * Escape closes). Phones (< 768 px): a hamburger opening a drawer with expandable menus.
 * `data-state` is `scrolled` once the page has scrolled, which makes the bar translucent.
 */
export function NavBar({
  linkComponent: Link = PlainLink,
  brand = 'Petverse',
  logoSrc,
  homeHref = '/',
  aboutHref = '/about-us',
  storeHref = '/pet-store',
  externalStoreUrl,
  menus = NAV_MENUS,
  account,
  languageSwitch,
  mobileAccount = account,
  onSearch,
  layout = 'auto',
  scrolled,
}: NavBarProps) {
  const windowScrolled = useScrolled();
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  // Until the page has hydrated, the phone menu is the browser's own popover (NavMenuBeforeReact),
  // which the hamburger opens without React; then the drawer, open if the popover was.
  const hydrated = useHydrated();
  const earlyMenuId = `${useId()}-menu`;
  const earlyMenu = useCallback((menu: HTMLDivElement | null) => {
    if (!menu) return undefined;
    // Called as the popover leaves the page, while it is still there to ask.
    return () => {
      if (menu.matches(':popover-open')) setMenuOpen(true);
    };
  }, []);
  const before: NavLinkItem[] = [{ label: 'About Us', href: aboutHref }];
  const after: NavLinkItem[] = [{ label: 'Pet Store', href: storeHref }];
  const externalStore = externalStoreUrl ? { label: 'Store', href: externalStoreUrl } : undefined;
  const phoneMenu: NavMenuParts = {
    menus,
    before,
    after,
    externalStore,
    account: mobileAccount,
    linkComponent: Link,
  };
  const search = onSearch ? (
    <SearchButton type="button" aria-label={t('Search')} onClick={onSearch}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </SearchButton>
  ) : null;

  return (
    <Bar
      data-ui="NavBar"
      data-state={(scrolled ?? windowScrolled) ? 'scrolled' : 'top'}
      data-layout={layout}
    >
      <Inner>
        <Brand>
          <Link href={homeHref}>
            {logoSrc ? <img src={logoSrc} alt="" width={32} height={32} /> : null}
            <span data-part="brand-name">{brand}</span>
          </Link>
        </Brand>
        <DesktopOnly as="nav" aria-label={t('Main')}>
          <DesktopList>
            <li>
              <Link href={aboutHref}>{t('About Us')}</Link>
            </li>
            {menus.map((menu) => (
              <NavDropdown key={menu.id} menu={menu} linkComponent={Link} />
            ))}
            <li>
              <Link href={storeHref}>{t('Pet Store')}</Link>
            </li>
            {externalStore ? (
              <li>
                <a href={externalStore.href} target="_blank" rel="noopener noreferrer">
                  {t('Store')}
                  <ExternalMark aria-hidden="true">↗</ExternalMark>
                  <VisuallyHidden> {t('(opens in a new tab)')}</VisuallyHidden>
                </a>
              </li>
            ) : null}
          </DesktopList>
        </DesktopOnly>
        <Right>
          {languageSwitch}
          {search}
          <DesktopOnly>{account}</DesktopOnly>
          <MobileOnly>
            <Hamburger
              type="button"
              aria-label={t('Open menu')}
              aria-haspopup="dialog"
              {...(hydrated
                ? { 'aria-expanded': menuOpen, onClick: () => setMenuOpen(true) }
                : { popoverTarget: earlyMenuId })}
            >
              <span aria-hidden="true" />
            </Hamburger>
          </MobileOnly>
        </Right>
      </Inner>
      {hydrated ? null : <NavMenuBeforeReact ref={earlyMenu} id={earlyMenuId} {...phoneMenu} />}
      <NavMobileMenu
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        onSearch={onSearch}
        {...phoneMenu}
      />
    </Bar>
  );
}
