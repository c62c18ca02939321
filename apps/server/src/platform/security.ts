import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The payment provider's hosts: its checkout script, its API and the frames it opens. */
const razorpay = {
  script: 'https://checkout.razorpay.com',
  api: 'https://api.razorpay.com https://lumberjack.razorpay.com',
  frames: 'https://api.razorpay.com https://checkout.razorpay.com',
};

export const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' ${razorpay.script}`,
  // styled-components injects <style> elements at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "media-src 'self' blob:",
  `connect-src 'self' ${razorpay.api}`,
  `frame-src ${razorpay.frames}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Camera and microphone for our own pages only: the consultation room's call (issue 53) asks for
 * them there — a page moved to by the router keeps the policy of the page first loaded, so it
 * is one policy for the whole origin; no frame of another site may ask.
 */
const PERMISSIONS_POLICY = 'camera=(self), microphone=(self), geolocation=(), payment=(self)';
const HSTS = 'max-age=31536000; includeSubDomains';

/** The policy as helmet's directives (the CSP string above, split), plus the inline scripts allowed. */
const directivesWith = (inlineScripts: readonly string[]) =>
  Object.fromEntries(
    contentSecurityPolicy.split('; ').map((entry) => {
      const [name, ...values] = entry.split(' ');
      return [name!, name === 'script-src' ? [...values, ...inlineScripts] : values];
    }),
  );

/** Helmet configured to our policy (its defaults that do not apply here turned off). */
const helmetOptions = (inlineScripts: readonly string[]): HelmetOptions => ({
  contentSecurityPolicy: { useDefaults: false, directives: directivesWith(inlineScripts) },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  crossOriginOpenerPolicy: false,
  crossOriginEmbedderPolicy: false,
  originAgentCluster: false,
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/**
 * The headers helmet sets for `options`, asked of it once. None of ours depends on the request
 * (no nonces), so every answer can carry the same ones. @fastify/helmet instead builds helmet's
 * middleware again on every request and sets each header on the raw response: measured, that
 * was ~40 µs of the 132 µs of CPU a cached read took (bench/HISTORY.md, ADR 015).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  // Helmet throws on a bad option (since 8.1 it no longer passes errors to `next`).
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Security headers on every answer, API and site alike: helmet's, for our policy, computed once
 * (`helmetHeaders`); HSTS only when the request came over HTTPS (directly, or through a proxy
 * TRUST_PROXY names), since a plain-HTTP development server must stay reachable.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  {
    inlineScripts = [],
  }: {
    /** CSP sources ('sha256-…') of inline scripts the site's pages carry. */ inlineScripts?: readonly string[];
  } = {},
): void {
  const headers = {
    ...helmetHeaders(helmetOptions(inlineScripts)),
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(headers);
    if (request.protocol === 'https') void reply.header('Strict-Transport-Security', HSTS);
    done();
  });
}

/**
 * The same headers for the answers Fastify writes before any hook runs (a URL it cannot decode,
 * a malformed content type): these never pass through the hook above.
 */
export const earlyAnswerHeaders: Record<string, string> = {
  ...helmetHeaders(helmetOptions([])),
  'Permissions-Policy': PERMISSIONS_POLICY,
};
