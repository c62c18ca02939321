import { useAuth } from '@petverse/api';
import { useHydrated } from '@petverse/ui';

/**
 * Whether a session is known here: false on the server and while the page hydrates, so a part
 * that differs for a signed-in pet parent hydrates as the server rendered it (see ./session.tsx).
 * A module of its own: the pages that use it are lazy chunks, and sharing session.tsx (which the
 * entry holds) with them made the bundler split three shared chunks out of the entry (+1.2 KB
 * on every route's first load, measured by bench/size.mjs).
 */
export function useSignedIn(): boolean {
  const { token, userId } = useAuth();
  return useHydrated() && Boolean(token && userId);
}
