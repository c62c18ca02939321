import { createServer, type Server } from 'node:http';

/**
 * A partner's plain HTML page, as one would paste our snippet into it: hostile global CSS, its
 * own heading and button, our three elements, and a log of the events they send.
 */
export function partnerPage(petverse: string, integrity: string): string {
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
  <petverse-product-grid species="dog" limit="4"></petverse-product-grid>
  <petverse-form form="vet-clinic" mode="popup" label="Register your clinic"></petverse-form>
  <script>
    window.petverseEvents = [];
    for (const name of ['petverse:ready', 'petverse:submitted', 'petverse:error'])
      document.addEventListener(name, (e) => window.petverseEvents.push({ type: e.type, detail: e.detail }));
  </script>
  <script src="${petverse}/embed/v1/petverse.js" integrity="${integrity}" crossorigin="anonymous"></script>
</body>
</html>`;
}

/** Serves one HTML page on 127.0.0.1 at a given port (a partner's own origin). */
export async function servePage(html: string, port: number): Promise<Server> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}
