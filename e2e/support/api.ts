import type { RunningServer } from './server';

/**
 * One call to the running server's JSON API, as `token` when given. A status outside 200–299
 * throws with the answer, so a journey's set-up stops where it went wrong.
 */
export async function apiJson<T>(
  server: RunningServer,
  method: string,
  url: string,
  { token, body }: { token?: string | undefined; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${server.url}/api${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

export interface Registered {
  token: string;
  user: { _id: string; name: string; email: string };
}

/** Signs a new pet parent up through the API (POST /auth/register); throws unless it worked. */
export function registerUser(
  server: RunningServer,
  account: { name: string; email: string; phone: string; password: string },
): Promise<Registered> {
  return apiJson<Registered>(server, 'POST', '/auth/register', { body: account });
}
