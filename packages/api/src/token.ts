/** The login token lives in localStorage under 'token', as the specification says. */
export const TOKEN_KEY = 'token';

const storage = (): Storage | undefined =>
  typeof window === 'undefined' ? undefined : window.localStorage;

export const tokenStore = {
  get: (): string | null => storage()?.getItem(TOKEN_KEY) ?? null,
  set: (token: string) => storage()?.setItem(TOKEN_KEY, token),
  clear: () => storage()?.removeItem(TOKEN_KEY),
};

/** The user id a token carries (`userId`, else `sub`), or null for a malformed or expired token. */
export function userIdFromToken(token: string | null, now: number = Date.now()): string | null {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      userId?: unknown;
      sub?: unknown;
      exp?: unknown;
    };
    if (typeof json.exp === 'number' && json.exp * 1000 <= now) return null;
    const id = json.userId ?? json.sub;
    return typeof id === 'string' && id ? id : null;
  } catch {
    return null;
  }
}
