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

/** Security headers on every answer, API and site alike. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Content-Security-Policy', contentSecurityPolicy);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
    reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    return payload;
  });
}
