import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchOverlay } from '@petverse/ui';
import {
  SEARCH_HISTORY_KEY,
  SEARCH_TERMS,
  pushSearchHistory,
  readSearchHistory,
  routeForQuery,
} from '../lib/searchRouting';

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/**
 * The navigation bar's search: the overlay with routing and history. Its own chunk, loaded when
 * the bar first needs it (SiteNavBar): no page shows it as it loads.
 */
export default function SiteSearch({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
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
    onClose();
    const { pathname, search, state } = destination;
    void navigate({ pathname, search }, { state });
  };

  return (
    <SearchOverlay
      open={open}
      onClose={onClose}
      onSubmit={onSubmit}
      terms={SEARCH_TERMS}
      history={history}
      onClearHistory={() => saveHistory([])}
    />
  );
}
