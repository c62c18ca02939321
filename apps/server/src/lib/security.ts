import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(self)';
const HSTS = 'max-age=31536000; includeSubDomains';

/** The policy as helmet's directives (the CSP string above, split), plus the inline scripts allowed. */
const directivesWith = (inlineScripts: readonly string[]) =>
  Object.fromEntries(
    contentSecurityPolicy.split('; ').map((entry) => {
      const [name, ...values] = entry.split(' ');
      return [name!, name === 'script-src' ? [...values, ...inlineScripts] : values];
    }),
  );

/**
 * Security headers on every answer, API and site alike, by @fastify/helmet configured to our
 * policy; HSTS only when the request came over HTTPS (directly, or through a proxy TRUST_PROXY
 * names), since a plain-HTTP development server must stay reachable.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  {
    inlineScripts = [],
  }: {
    /** CSP sources ('sha256-…') of inline scripts the site's pages carry. */ inlineScripts?: readonly string[];
  } = {},
): Promise<void> {
  await app.register(helmet, {
    global: true,
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
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  });
}

/**
 * The same headers for the answers Fastify writes before any hook runs (a URL it cannot decode,
 * a malformed content type): these never pass through helmet.
 */
export const earlyAnswerHeaders: Record<string, string> = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
  'Cross-Origin-Resource-Policy': 'same-origin',
};
