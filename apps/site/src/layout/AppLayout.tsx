import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingState } from '@petverse/ui';
import { showsNavBar } from '../lib/shellRules';
import { Main, SkipLink } from './AppLayout.styles';
import { SiteFooter } from './SiteFooter';
import { SiteIntro } from './SiteIntro';
import { SiteNavBar } from './SiteNavBar';
import { useT } from '@petverse/ui';

/**
 * The frame of every page: skip link, navigation bar (not on /register), the routed page in
 * <main>, the footer (not on product, cart, checkout, payment or auth pages) and the intro on /.
 */
export function AppLayout() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <>
      <SkipLink href="#main">{t('Skip to content')}</SkipLink>
      {/* The bar reuses AccountButton (Login and Sign Up, or the profile button) inside NavBar. */}
      {showsNavBar(pathname) ? <SiteNavBar /> : null}
      <Main id="main" tabIndex={-1}>
        <Suspense fallback={<LoadingState label={t('Loading...')} />}>
          <Outlet />
        </Suspense>
      </Main>
      <SiteFooter />
      <SiteIntro />
    </>
  );
}
