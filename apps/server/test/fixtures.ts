import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// The build step that precompresses the site and the embed script.
import { precompress } from '../../../scripts/precompress.mjs';
import { startTestServer, type TestServer } from './harness';

/** A valid 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** Enough of each format for its signature. */
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(64)]);
export const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), randomBytes(32)]);
export const WEBP = Buffer.concat([
  Buffer.from('RIFF', 'latin1'),
  Buffer.from([0x20, 0, 0, 0]),
  Buffer.from('WEBPVP8 ', 'latin1'),
  randomBytes(32),
]);
export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);
export const TEXT = Buffer.from('just some text, not a picture');

/** A client address of its own, so a test's logins and sign-ups do not share rate-limit counters. */
export const someAddress = () =>
  `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]! || 1}`;
export const fromAddress = (ip: string) => ({ 'x-forwarded-for': ip });

let counter = 0;
export const uniqueEmail = (name = 'parent') =>
  `${name}.${Date.now().toString(36)}${++counter}@example.com`;

export interface SignedUp {
  token: string;
  user: { _id: string; name: string; email: string; phone: string; image: string | null };
  email: string;
  password: string;
}

/** Registers a new pet parent and returns the token the server handed back. */
export async function signUp(
  server: TestServer,
  overrides: Partial<{ name: string; email: string; phone: string; password: string }> = {},
  /** More request headers: the site's language cookie, `Accept-Language`. */
  headers: Record<string, string> = {},
): Promise<SignedUp> {
  const payload = {
    name: 'Asha Rao',
    email: uniqueEmail(),
    phone: '+91 98765 43210',
    password: 'correct horse 1',
    ...overrides,
  };
  const res = await server.api('POST', '/auth/register', {
    body: payload,
    headers: { ...fromAddress(someAddress()), ...headers },
  });
  if (res.status !== 201)
    throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return {
    token: res.body.token,
    user: res.body.user,
    email: payload.email,
    password: payload.password,
  };
}

export async function logIn(server: TestServer, email: string, password: string) {
  return server.api('POST', '/auth/login', {
    body: { email, password },
    headers: fromAddress(someAddress()),
  });
}

/** A multipart form: strings as fields, buffers as files named after `filename`. */
export function form(
  fields: Record<string, string | Buffer>,
  filename = 'picture.png',
  type = 'image/png',
): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') data.append(key, value);
    else data.append(key, new Blob([value], { type }), filename);
  }
  return data;
}

export const DAY = 86_400_000;
export const MINUTE = 60_000;

/** What every built site has besides its shell: its pages' addresses and its Not found page. */
export const builtSiteFiles: Record<string, string> = {
  'site-routes.json': JSON.stringify({
    paths: [
      '/',
      '/pet-store',
      '/pet-product-page/:id',
      '/about-us',
      '/auth/profile/pets',
      '/auth/pet-checkout',
      // Every page in Hindi too (ADR 027).
      '/hi',
      '/hi/pet-store',
      '/hi/pet-product-page/:id',
      '/hi/about-us',
      '/hi/auth/profile/pets',
      '/hi/auth/pet-checkout',
    ],
  }),
  'not-found.html':
    '<!doctype html><title>Page not found</title><div id="root"><h1>Page not found</h1></div>',
};

/**
 * A test server in front of a built site made of `files` (a path inside the site folder → its
 * content), precompressed as the build leaves it.
 */
export async function startSiteServer(
  files: Record<string, string>,
  app?: NonNullable<Parameters<typeof startTestServer>[0]>['app'],
): Promise<TestServer> {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'petverse-site-'));
  for (const [name, content] of Object.entries({ ...builtSiteFiles, ...files })) {
    mkdirSync(path.dirname(path.join(siteDir, name)), { recursive: true });
    writeFileSync(path.join(siteDir, name), content);
  }
  precompress(siteDir);
  return startTestServer({ siteDir, app });
}
