import { useEffect } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';

const AUTH_PAGES = ['/login', '/auth/login', '/signup', '/reset-password'];

/** What a visitor started before being sent to log in, finished once they are back. */
export type PendingAction =
  | { kind: 'addToCart'; productId: string; quantity: number; subscribeWeeks?: 0 | 2 | 4 | 6 | 8 }
  | { kind: 'createMatingProfile' }
  | {
      kind: 'wishlist';
      product: { _id: string; name: string; description: string; price: number; imageUrl: string };
    };

/** The navigation state of the auth pages: where to go back to, and what to finish there. */
export interface AuthState {
  from?: Partial<Location>;
  resume?: PendingAction;
}

const authState = (state: unknown): AuthState => state ?? {};

/** Where login and sign-up return to: the page the user came from (state.from), else '/'. */
export function returnPath(state: unknown): string {
  const from = authState(state).from;
  const pathname = from?.pathname;
  if (!pathname || AUTH_PAGES.includes(pathname)) return '/';
  return `${pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/**
 * The navigation that returns from login or sign-up: the page the user was on, with the state
 * it had (e.g. a product passed along), plus the action they had started there.
 */
export function returnTarget(state: unknown): { to: string; state: unknown } {
  const { from, resume } = authState(state);
  const to = returnPath(state);
  const previous = to === '/' ? undefined : (from?.state as object | null | undefined);
  return { to, state: resume ? { ...previous, resume } : (previous ?? null) };
}

/**
 * The state for a link to login or sign-up: come back here afterwards. On an auth page the
 * link passes along where that page itself will return to.
 */
export function useAuthLinkState(): AuthState {
  const location = useLocation();
  if (AUTH_PAGES.includes(location.pathname)) return authState(location.state);
  return { from: location };
}

/** Sends a visitor to log in, to come back here and finish `action`. */
export function useLoginFirst(): (action?: PendingAction) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return (action) => void navigate('/login', { state: { from: location, resume: action } });
}

/** Navigations whose action was finished (several components may watch the same one). */
const finished = new Set<string>();

/**
 * Runs `run` once with the action a visitor started here before logging in (when it is of this
 * `kind` and `matches`), then forgets it, so a reload or Back does not repeat it.
 */
export function useResumeAction<K extends PendingAction['kind']>(
  kind: K,
  matches: (action: Extract<PendingAction, { kind: K }>) => boolean,
  run: (action: Extract<PendingAction, { kind: K }>) => void,
  ready = true,
): void {
  const location = useLocation();
  const navigate = useNavigate();
  const resume = authState(location.state).resume;
  useEffect(() => {
    if (!ready || !resume || resume.kind !== kind || finished.has(location.key)) return;
    const action = resume as Extract<PendingAction, { kind: K }>;
    if (!matches(action)) return;
    finished.add(location.key);
    const { resume: _finished, ...rest } = location.state as AuthState & Record<string, unknown>;
    void navigate(`${location.pathname}${location.search}${location.hash}`, {
      replace: true,
      state: Object.keys(rest).length > 0 ? rest : null,
    });
    run(action);
  });
}
