import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '@petverse/api';
import { NavBar, SearchOverlay } from '@petverse/ui';
import { EXTERNAL_STORE_URL, LOGO } from '../content/shell';
import { RouterLink } from '../lib/RouterLink';
import {
  SEARCH_HISTORY_KEY,
  SEARCH_TERMS,
  pushSearchHistory,
  readSearchHistory,
  routeForQuery,
} from '../lib/searchRouting';
import { AccountButton } from './AccountButton';
import { AccountLink } from './AccountButton.styles';
import { useAuthLinkState } from '../lib/returnTo';
import { useHydrated } from '../lib/useHydrated';

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/** In the phone menu: Login for visitors, the profile button once signed in. */
function MobileAccount() {
  const { isAuthenticated, user } = useAuth();
  const returnHere = useAuthLinkState();
  const hydrated = useHydrated();
  if (hydrated && isAuthenticated && user) return <AccountButton />;
  return (
    <AccountLink as={Link} to="/login" state={returnHere} data-variant="signup">
      Login
    </AccountLink>
  );
}

/** The site's NavBar: router links, the account button, and search with routing and history. */
export function SiteNavBar() {
  const navigate = useNavigate();
  const [searchOpen, setSearchOpen] = useState(false);
  const [history, setHistory] = useState(() => readSearchHistory(storage()));

  const saveHistory = useCallback((next: string[]) => {
    setHistory(next);
    try {
      storage()?.setItem(SEARCH_HISTORY_KEY, JSON.stringify(next));
    } catch {
      // Storage may be full or blocked; the history then lasts for this page only.
    }
  }, []);

  const onSubmit = (query: string) => {
    const destination = routeForQuery(query);
    if (!destination) return;
    saveHistory(pushSearchHistory(history, query));
    setSearchOpen(false);
    void navigate(destination.pathname, { state: destination.state });
  };

  return (
    <>
      <NavBar
        linkComponent={RouterLink}
        logoSrc={LOGO}
        externalStoreUrl={EXTERNAL_STORE_URL}
        account={<AccountButton />}
        mobileAccount={<MobileAccount />}
        onSearch={() => setSearchOpen(true)}
      />
      <SearchOverlay
        open={searchOpen}
        onClose={() => setSearchOpen(false)}
        onSubmit={onSubmit}
        terms={SEARCH_TERMS}
        history={history}
        onClearHistory={() => saveHistory([])}
      />
    </>
  );
}
