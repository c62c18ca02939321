import type { Location } from 'react-router-dom';

const AUTH_PAGES = ['/login', '/signup', '/reset-password'];

/** Where login and sign-up return to: the page the user came from (state.from), else '/'. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  const pathname = from?.pathname;
  if (!pathname || AUTH_PAGES.includes(pathname)) return '/';
  return `${pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
