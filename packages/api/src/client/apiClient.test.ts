import http from 'node:http';
import type { AddressInfo } from 'node:net';
import axios from 'axios';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './apiClient';
import { toFormData } from './formData';
import { GLOBAL_ERRORS, NETWORK_MESSAGES } from '../contract/messages';
import { userIdFromToken } from '../token';

let server: http.Server;
let baseURL: string;
interface Seen {
  authorization?: string;
  url?: string;
  contentType?: string;
  body?: string;
  partner?: string;
  seenByPartner?: string;
}
const seen: Seen[] = [];
const bodies: Record<number, unknown> = {
  200: { ok: true },
  409: { message: 'Email already registered' },
  422: { message: 'Invalid fields', errors: { name: 'Name is required' } },
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({
        authorization: req.headers.authorization,
        url: req.url,
        contentType: req.headers['content-type'],
        body: Buffer.concat(chunks).toString(),
        partner: req.headers['x-partner'] as string | undefined,
        seenByPartner: req.headers['x-seen-by-partner'] as string | undefined,
      });
      const query = new URL(req.url ?? '/', 'http://x').searchParams;
      const status = Number(query.get('status') ?? 200);
      setTimeout(
        () => {
          if (res.destroyed) return;
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(bodies[status] ?? {}));
        },
        Number(query.get('delay') ?? 0),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createApiClient', () => {
  it('reads a file as a Blob with the token, and a failure still as the server’s message', async () => {
    const client = createApiClient({ baseURL, getToken: () => 'file-token' });
    const { data } = await client.get<Blob>('/', { responseType: 'blob' });
    expect(data).toBeInstanceOf(Blob);
    expect(await data.text()).toBe('{"ok":true}');
    expect(seen.at(-1)?.authorization).toBe('Bearer file-token');
    await expect(client.get('/?status=409', { responseType: 'blob' })).rejects.toMatchObject({
      status: 409,
      serverMessage: 'Email already registered',
    });
  });

  it('sends the bearer token when one is stored, and none otherwise', async () => {
    let token: string | null = 'abc';
    const client = createApiClient({ baseURL, getToken: () => token });
    await client.get('/');
    token = null;
    await client.get('/');
    expect(seen.slice(-2).map((s) => s.authorization)).toEqual(['Bearer abc', undefined]);
  });

  it('normalises failures to ApiError with the catalogue message and the server message', async () => {
    const client = createApiClient({ baseURL });
    const error = await client.get('/?status=409').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: 'Bad request. Please check your input.',
      serverMessage: 'Email already registered',
    });
    const notFound = (await client.get('/?status=404').catch((e: unknown) => e)) as ApiError;
    expect(notFound.message).toBe('Requested resource not found.');
    expect(notFound.messageOr('Failed to fetch product')).toBe('Failed to fetch product');
  });

  it('shows a person its own words, not a message written for a developer', () => {
    const developer = new ApiError('Bad request.', 400, 'petId must be a valid id', {
      data: { message: 'petId must be a valid id' },
    });
    expect(developer.textOr('We could not find this pet.')).toBe('We could not find this pet.');
    const person = new ApiError('Bad request.', 409, 'This slot was just taken.');
    expect(person.messageOr('Failed.')).toBe('This slot was just taken.');
    expect(person.textOr('Failed.')).toBe('This slot was just taken.');
  });

  it('calls onUnauthorized on a 401', async () => {
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseURL, onUnauthorized });
    await client.get('/?status=401').catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Session expired. Please log in again.' }),
    );
  });

  it('reports an unreachable server as a network failure, not as a server error', async () => {
    const client = createApiClient({ baseURL: 'http://127.0.0.1:1' });
    const error = (await client.get('/').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBeUndefined();
    expect(error.kind).toBe('network');
    expect(error.message).toBe(NETWORK_MESSAGES.network);
    expect(error.message).not.toBe(GLOBAL_ERRORS[500]);
  });

  it('reports a server that does not answer in time as a timeout', async () => {
    const client = createApiClient({ baseURL, timeout: 50 });
    const error = (await client.get('/?delay=500').catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ kind: 'timeout', status: undefined });
    expect(error.message).toBe(NETWORK_MESSAGES.timeout);
  });

  it('keeps the failed answer’s body for callers that read field errors', async () => {
    const client = createApiClient({ baseURL });
    const error = (await client
      .post('/?status=422', { a: 1 })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.data).toEqual({ message: 'Invalid fields', errors: { name: 'Name is required' } });
    expect(error.serverMessage).toBe('Invalid fields');
  });

  it('sends JSON bodies and query parameters, leaving undefined ones out', async () => {
    const client = createApiClient({ baseURL });
    const { data, status } = await client.post<{ ok: boolean }>(
      '/echo',
      { name: 'Bruno' },
      { params: { page: 2, q: undefined } },
    );
    expect(status).toBe(200);
    expect(data).toEqual({ ok: true });
    expect(seen.at(-1)).toMatchObject({
      url: '/echo?page=2',
      contentType: 'application/json',
      body: '{"name":"Bruno"}',
    });
  });

  it('sends no content type with a call that has no body (axios would say urlencoded)', async () => {
    const client = createApiClient({ baseURL });
    await client.post('/cancel');
    expect(seen.at(-1)).toMatchObject({ url: '/cancel', contentType: undefined, body: '' });
    await client.patch('/cancel');
    expect(seen.at(-1)?.contentType).toBeUndefined();
  });

  it('sends FormData as multipart with its boundary', async () => {
    const client = createApiClient({ baseURL });
    const form = new FormData();
    form.append('name', 'Bruno');
    await client.post('/upload', form);
    expect(seen.at(-1)?.contentType).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('goes through an axios instance the partner passes, with its own interceptors', async () => {
    const partner = axios.create({ baseURL, headers: { 'X-Partner': 'acme' } });
    partner.interceptors.request.use((config) => {
      config.headers.set('X-Seen-By-Partner', 'yes');
      return config;
    });
    const onUnauthorized = vi.fn();
    const client = createApiClient({ axios: partner, getToken: () => 't1', onUnauthorized });
    expect(client.defaults.baseURL).toBe(baseURL);
    await client.get('/');
    expect(seen.at(-1)).toMatchObject({
      authorization: 'Bearer t1',
      partner: 'acme',
      seenByPartner: 'yes',
    });
    expect(await client.instance()).toBe(partner);
    const error = await client.get('/?status=401').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('never sends a token without getToken, whatever the page stores', async () => {
    const getItem = vi.fn(() => 'stored-by-the-host');
    vi.stubGlobal('localStorage', { getItem });
    try {
      const client = createApiClient({ baseURL });
      await client.get('/');
      expect(seen.at(-1)?.authorization).toBeUndefined();
      expect(getItem).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('userIdFromToken', () => {
  const token = (payload: object) =>
    `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;
  it('reads userId, else sub', () => {
    expect(userIdFromToken(token({ userId: 'u1', sub: 'u2' }))).toBe('u1');
    expect(userIdFromToken(token({ sub: 'u2' }))).toBe('u2');
  });
  it('gives null for a token without a user id, expired, or malformed', () => {
    expect(userIdFromToken(token({}))).toBeNull();
    expect(userIdFromToken(token({ userId: 'u1', exp: 1 }))).toBeNull();
    expect(userIdFromToken('garbage')).toBeNull();
    expect(userIdFromToken(null)).toBeNull();
  });
});

describe('toFormData', () => {
  it('sends arrays as repeated parts, files with their names, and leaves empty values out', () => {
    const file = new File(['x'], 'rex.png', { type: 'image/png' });
    const body = toFormData({
      name: 'Rex',
      modes: ['Road', 'Rail'],
      age: 3,
      photo: file,
      no: null,
    });
    expect([...body.keys()]).toEqual(['name', 'modes', 'modes', 'age', 'photo']);
    expect(body.getAll('modes')).toEqual(['Road', 'Rail']);
    expect((body.get('photo') as File).name).toBe('rex.png');
  });
});
