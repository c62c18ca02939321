import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStore } from 'jotai';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from '../client';
import type { User } from '../contract/accounts';
import {
  isAuthenticatedAtom,
  loadingAtom,
  signInAtom,
  signOutAtom,
  tokenAtom,
  userAtom,
  userCheckedAtom,
} from './atoms';
import { postWithoutSessionCheck } from './postAuth';

const user: User = {
  _id: 'u1',
  name: 'Asha',
  email: 'asha@example.com',
  phone: '9876543210',
  image: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenFor = (claims: object) => `${b64({ alg: 'HS256' })}.${b64(claims)}.sig`;

function fakeLocalStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

afterEach(() => vi.unstubAllGlobals());

/** The atoms as a page loading with this storage makes them (they read it as they are made). */
async function loadedWith(localStorage: ReturnType<typeof fakeLocalStorage>) {
  vi.stubGlobal('window', { localStorage, addEventListener() {}, removeEventListener() {} });
  vi.resetModules();
  return import('./atoms');
}

describe('given a token stored before the app loads', () => {
  it('reads it, expects a session check and decodes the user id from userId or sub', async () => {
    const token = tokenFor({ sub: 'u9', exp: Date.now() / 1000 + 60 });
    const atoms = await loadedWith(fakeLocalStorage({ token }));
    const store = createStore();
    expect(store.get(atoms.tokenAtom)).toBe(token);
    expect(store.get(atoms.loadingAtom)).toBe(true);
    expect(store.get(atoms.userIdAtom)).toBe('u9');
    expect(store.get(atoms.isAuthenticatedAtom)).toBe(false);
  });

  it('is not loading when nothing is stored', async () => {
    const atoms = await loadedWith(fakeLocalStorage());
    const store = createStore();
    expect(store.get(atoms.tokenAtom)).toBeNull();
    expect(store.get(atoms.loadingAtom)).toBe(false);
  });

  it('follows another tab: its sign-out or sign-in reaches this one through the storage event', async () => {
    const storage = fakeLocalStorage({ token: 'first' });
    const listeners: ((event: { key: string | null }) => void)[] = [];
    vi.stubGlobal('window', {
      localStorage: storage,
      addEventListener: (_type: string, listener: (event: { key: string | null }) => void) =>
        listeners.push(listener),
      removeEventListener() {},
    });
    vi.resetModules();
    const atoms = await import('./atoms');
    const store = createStore();
    const unsubscribe = store.sub(atoms.tokenAtom, () => {});
    expect(store.get(atoms.tokenAtom)).toBe('first');
    storage.data.delete('token');
    for (const listener of listeners) listener({ key: 'token' });
    expect(store.get(atoms.tokenAtom)).toBeNull();
    storage.data.set('token', 'second');
    for (const listener of listeners) listener({ key: 'token' });
    expect(store.get(atoms.tokenAtom)).toBe('second');
    unsubscribe();
  });
});

describe('given a session', () => {
  it('login stores the token and marks the user authenticated', () => {
    const storage = fakeLocalStorage();
    vi.stubGlobal('window', { localStorage: storage });
    const store = createStore();
    store.set(signInAtom, { token: 'abc', user });
    expect(storage.data.get('token')).toBe('abc');
    expect(store.get(userAtom)).toEqual(user);
    expect(store.get(isAuthenticatedAtom)).toBe(true);
  });

  it('sign-out clears user, token and the stored token', () => {
    const storage = fakeLocalStorage({ token: 'abc' });
    vi.stubGlobal('window', { localStorage: storage });
    const store = createStore();
    store.set(signInAtom, { token: 'abc', user });
    store.set(signOutAtom);
    expect(storage.data.has('token')).toBe(false);
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(isAuthenticatedAtom)).toBe(false);
  });

  it('a failed get-user clears user and authentication', () => {
    vi.stubGlobal('window', { localStorage: fakeLocalStorage({ token: 'abc' }) });
    const store = createStore();
    store.set(userCheckedAtom, user);
    expect(store.get(isAuthenticatedAtom)).toBe(true);
    store.set(userCheckedAtom, null);
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(isAuthenticatedAtom)).toBe(false);
    expect(store.get(loadingAtom)).toBe(false);
  });
});

describe('given a login answered with 401', () => {
  let server: http.Server;
  let baseURL: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Invalid email or password' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('rejects with the server message and does not end the session', async () => {
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseURL, onUnauthorized });
    const failure = postWithoutSessionCheck(client, '/auth/login', {
      email: 'a@b.c',
      password: 'x',
    });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 401,
      serverMessage: 'Invalid email or password',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('any other call answered 401 still ends the session', async () => {
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseURL, onUnauthorized });
    await expect(client.get('/auth/getuser')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
