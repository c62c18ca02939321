import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LanguageSwitch, NavBar, pathInLocale, useHydrated, useLocale } from '@petverse/ui';
import { EXTERNAL_STORE_URL, LOGO } from '../content/shell';
import { RouterLink } from '../lib/RouterLink';
import { AccountButton } from './AccountButton';
import { useIdleAfter } from '../lib/useIdleAfter';

const loadSearch = () => import('./SiteSearch');
const SiteSearch = lazy(loadSearch);

/**
 * The site's NavBar: router links, the account button, and search (SiteSearch), which is asked
 * for once the page is idle and mounted the first time it opens: it is not part of any page's
 * first load or of hydration.
 */
export function SiteNavBar() {
  const [searchOpen, setSearchOpen] = useState(false);
  // Once opened, the overlay stays mounted (closed), as it was before it loaded on demand.
  const [searchShown, setSearchShown] = useState(false);
  const idle = useIdleAfter(useHydrated());
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const other = locale === 'en' ? 'hi' : 'en';
  // `?lang=` has the server remember the choice (a cookie) as it sends the page.
  const query = new URLSearchParams(search);
  query.set('lang', other);
  const switchHref = `${pathInLocale(pathname, other)}?${query.toString()}`;
  useEffect(() => {
    if (idle) void loadSearch().catch(() => undefined);
  }, [idle]);

  return (
    <>
      <NavBar
        linkComponent={RouterLink}
        logoSrc={LOGO}
        externalStoreUrl={EXTERNAL_STORE_URL}
        account={<AccountButton />}
        languageSwitch={<LanguageSwitch locale={locale} href={switchHref} />}
        onSearch={() => {
          setSearchShown(true);
          setSearchOpen(true);
        }}
      />
      {searchShown ? (
        <Suspense fallback={null}>
          <SiteSearch open={searchOpen} onClose={() => setSearchOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
