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

/** Registers Bruno, a beagle, for the pet parent `token` signs in (a multipart form, as the site sends it). */
export async function registerBruno(server: RunningServer, token: string): Promise<void> {
  const pet = new FormData();
  for (const [name, value] of Object.entries({
    name: 'Bruno',
    species: 'dog',
    breed: 'Beagle',
    petDateOfBirth: '2021-04-01',
  }))
    pet.append(name, value);
  const answer = await fetch(`${server.url}/api/pet/register-pet`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: pet,
  });
  if (answer.status !== 201)
    throw new Error(`POST /pet/register-pet: ${answer.status} ${await answer.text()}`);
}

/** A sum as the site writes it: `₹1,299.00`. */
export const rupees = (n: number): string =>
  `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A pet parent ready to buy: signed up, with a default address in Mumbai. */
export interface Buyer extends Registered {
  addressId: string;
  /** One call to the JSON API as this buyer (see `apiJson`). */
  api: <T>(method: string, url: string, body?: unknown) => Promise<T>;
}

/** Signs a new pet parent up (a unique email from `name`) and gives them a default address. */
export async function newBuyer(server: RunningServer, name: string): Promise<Buyer> {
  const first = name.split(' ')[0]!.toLowerCase();
  const registered = await registerUser(server, {
    name,
    email: `${first}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`,
    phone: '9876543210',
    password: `${first}-pass-1`,
  });
  const api = <T>(method: string, url: string, body?: unknown) =>
    apiJson<T>(server, method, url, { token: registered.token, body });
  const address = await api<{ data: { _id: string } }>('POST', '/user/address', {
    type: 'Home',
    name,
    phone: '9876543210',
    street: '4 Linking Road',
    city: 'Mumbai',
    state: 'Maharashtra',
    pincode: '400050',
    country: 'India',
    isDefault: true,
  });
  return { ...registered, addressId: address.data._id, api };
}
