import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './client';
import { userIdFromToken } from './token';

let server: http.Server;
let baseURL: string;
const seen: { authorization?: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({ authorization: req.headers.authorization });
    const status = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('status') ?? 200);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        status === 200
          ? { ok: true }
          : status === 409
            ? { message: 'Email already registered' }
            : {},
      ),
    );
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
    expect(seen.at(-1)).toEqual({ authorization: 'Bearer file-token' });
    await expect(client.get('/?status=409', { responseType: 'blob' })).rejects.toMatchObject({
      status: 409,
    });
  });

  it('sends the bearer token when one is stored, and none otherwise', async () => {
    let token: string | null = 'abc';
    const client = createApiClient({ baseURL, getToken: () => token });
    await client.get('/');
    token = null;
    await client.get('/');
    expect(seen.slice(-2)).toEqual([{ authorization: 'Bearer abc' }, { authorization: undefined }]);
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

  it('calls onUnauthorized on a 401', async () => {
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseURL, onUnauthorized });
    await client.get('/?status=401').catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Session expired. Please log in again.' }),
    );
  });

  it('reads an unreachable server as a server error', async () => {
    const client = createApiClient({ baseURL: 'http://127.0.0.1:1' });
    const error = (await client.get('/').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBeUndefined();
    expect(error.message).toBe('Internal server error. Please try again later.');
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
