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

const owners = new WeakMap<RunningServer, Promise<string>>();

/**
 * The shop owner's back-office token, made once per server through the one-time setup link the
 * server printed at start-up (what a new operator opens).
 */
export function ownerToken(server: RunningServer): Promise<string> {
  let owner = owners.get(server);
  if (!owner) {
    const token = /\/admin\/setup\?token=([\w-]+)/.exec(server.output())?.[1];
    if (!token) throw new Error('the start-up log names no setup link');
    owner = apiJson<{ token: string }>(server, 'POST', '/admin/setup', {
      body: {
        token,
        name: 'Nisha Kapoor',
        email: 'owner@petverse.example',
        password: 'night shift ledger 7',
      },
    }).then((session) => session.token);
    owners.set(server, owner);
  }
  return owner;
}

/** Staff mark an order delivered in the back office: what lets its buyer review it. */
export async function markDelivered(server: RunningServer, orderId: string): Promise<void> {
  await apiJson(server, 'POST', `/admin/orders/${orderId}/status`, {
    token: await ownerToken(server),
    body: { status: 'delivered' },
  });
}
