import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the partner's snippet puts inside each element: shown only if our script never runs. */
export const FALLBACK = {
  products: 'Our products could not load here: see them on Petverse.',
  form: 'The registration form could not load here: register on Petverse.',
};

/**
 * A partner's plain HTML page, as one would paste our snippet into it: hostile global CSS, its
 * own heading and button, our three elements (each with the fallback text docs/partners.md
 * suggests), and a log of the events they send. `script` is the path of our script: the loader
 * (`v1/petverse.js`) or a release's single file (`v0.1.0/petverse.js`), pinned by `integrity`.
 */
export function partnerPage(
  petverse: string,
  integrity: string,
  script = 'v1/petverse.js',
): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Happy Paws Partner</title>
  <style>
    * { box-sizing: content-box; font: 30px serif; }
    button { background: lime; }
    petverse-form { --petverse-color-primary: #0b5394; }
  </style>
</head>
<body>
  <h1 id="host-title">Happy Paws Partner</h1>
  <button id="host-button" type="button">Host button</button>
  <petverse-product-grid species="dog" limit="4">
    <p><a href="${petverse}/pet-store">${FALLBACK.products}</a></p>
  </petverse-product-grid>
  <petverse-form form="vet-clinic" mode="popup" label="Register your clinic"
    prefill-city="Pune" hidden-branch="PN-02" track-utm>
    <p><a href="${petverse}/VetClinicRegistrationForm">${FALLBACK.form}</a></p>
  </petverse-form>
  <script>
    window.petverseEvents = [];
    for (const name of ['petverse:ready', 'petverse:submitted', 'petverse:error', 'petverse:change'])
      document.addEventListener(name, (e) => window.petverseEvents.push({ type: e.type, detail: e.detail }));
  </script>
  <script src="${petverse}/embed/${script}" integrity="${integrity}" crossorigin="anonymous"></script>
</body>
</html>`;
}

/**
 * A partner page under a strict Content Security Policy (no 'unsafe-inline' anywhere): its own
 * script and style carry the page's nonce, and so does our script tag when `nonce` is given.
 */
export function strictPartnerPage(petverse: string, nonce: string, ourNonce: boolean): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Strict Clinic Partner</title>
  <style nonce="${nonce}">body { font: 18px serif; }</style>
</head>
<body>
  <h1>Strict Clinic</h1>
  <petverse-form form="vet-clinic"></petverse-form>
  <script nonce="${nonce}">
    window.petverseEvents = [];
    for (const name of ['petverse:ready', 'petverse:submitted', 'petverse:error', 'petverse:change'])
      document.addEventListener(name, (e) => window.petverseEvents.push({ type: e.type, detail: e.detail }));
  </script>
  <script src="${petverse}/embed/v1/petverse.js"${ourNonce ? ` nonce="${nonce}"` : ''}></script>
</body>
</html>`;
}

/** The strictest policy a partner page can send with our elements on it (docs/partners.md). */
export const strictPolicy = (petverse: string, nonce: string) =>
  [
    "default-src 'none'",
    `script-src 'nonce-${nonce}' ${petverse}`,
    `style-src 'nonce-${nonce}'`,
    `connect-src ${petverse}`,
    `img-src ${petverse} data:`,
  ].join('; ');

/**
 * A partner's own origin on 127.0.0.1. Its port is taken when it opens and held until it closes,
 * so nothing else on the machine (another journey's server, an outgoing connection) can take it
 * between the moment the origin is named to Petverse and the moment its page is served. It
 * answers 404 until it is told what to serve.
 */
export interface Origin {
  url: string;
  serve(handler: RequestListener): void;
  close(): Promise<void>;
}

export async function openOrigin(): Promise<Origin> {
  let handler: RequestListener = (_req, res) => res.writeHead(404).end();
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    serve(next) {
      handler = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Serves one HTML page, for any address, on a partner's origin. */
export function servePage(origin: Origin, html: string, headers: Record<string, string> = {}) {
  origin.serve((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
    res.end(html);
  });
}
