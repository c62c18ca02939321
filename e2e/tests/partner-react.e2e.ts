import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import type { RequestListener } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import semver from 'semver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { openOrigin, type Origin } from '../support/partner/page';
import { startServer, type RunningServer } from '../support/server';

/**
 * React partner apps outside the workspace: examples/partner-react installed from the packed
 * tarballs (what the registry would serve), once with React 18.3 and once with React 19, then
 * type-checked, built, served on their own origin and used against the real server.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);
const scratch = mkdtempSync(path.join(tmpdir(), 'petverse-partner-react-'));
const packs = path.join(scratch, 'packs');

const catalogue = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
const catalogVersion = (name: string) => {
  const line = catalogue.split('\n').find((l) => l.trim().startsWith(`${name}:`));
  return line!.split(':').slice(1).join(':').trim().replace(/^'|'$/g, '');
};

const REACTS = {
  18: { react: '~18.3.1', types: '^18.3.0', typesDom: '^18.3.0' },
  19: {
    react: catalogVersion('react'),
    types: catalogVersion("'@types/react'"),
    typesDom: catalogVersion("'@types/react-dom'"),
  },
} as const;

let server: RunningServer;
let browser: Browser;
const origins = {} as Record<18 | 19, Origin>;

/** A built app's files (index.html for any page). */
function files(dir: string): RequestListener {
  const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css' };
  return (req, res) => {
    const url = (req.url ?? '/').split('?')[0]!;
    const file = url.startsWith('/assets/') ? path.join(dir, url) : path.join(dir, 'index.html');
    try {
      const body = readFileSync(file);
      res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'text/html' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  };
}

beforeAll(async () => {
  [origins[18], origins[19]] = await Promise.all([openOrigin(), openOrigin()]);
  [server, browser] = await Promise.all([
    startServer({ env: { PARTNER_ORIGINS: `${origins[18].url},${origins[19].url}` } }),
    launchBrowser(),
    (async () => {
      for (const dir of ['ui', 'forms', 'api'])
        await run('pnpm', ['pack', '--pack-destination', packs], {
          cwd: path.join(root, 'packages', dir),
        });
    })(),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([origins[18]?.close(), origins[19]?.close()]);
  await browser?.close();
  await server?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

describe.each([18, 19] as const)('given a partner React %i app', (major) => {
  const app = path.join(scratch, `app-${major}`);

  it('installs the tarballs, type-checks and builds', async () => {
    cpSync(path.join(root, 'examples/partner-react'), app, { recursive: true });
    const tarball = (name: string) =>
      `file:${path.join(
        packs,
        readdirSync(packs).find((f) => f.startsWith(`petverse-${name}-`))!,
      )}`;
    const ours = {
      '@petverse/ui': tarball('ui'),
      '@petverse/forms': tarball('forms'),
      '@petverse/api': tarball('api'),
    };
    const manifest = JSON.parse(readFileSync(path.join(app, 'package.json'), 'utf8'));
    writeFileSync(
      path.join(app, 'package.json'),
      JSON.stringify(
        {
          ...manifest,
          dependencies: {
            ...ours,
            react: REACTS[major].react,
            'react-dom': REACTS[major].react,
            'styled-components': catalogVersion('styled-components'),
          },
          devDependencies: {
            '@types/react': REACTS[major].types,
            '@types/react-dom': REACTS[major].typesDom,
            // styled-components' own declarations name NodeJS types (we check ours, no skipLibCheck).
            '@types/node': catalogVersion("'@types/node'"),
            '@vitejs/plugin-react': catalogVersion("'@vitejs/plugin-react'"),
            typescript: catalogVersion('typescript'),
            vite: catalogVersion('vite'),
          },
          // Our packages depend on each other by version; here they come from the tarballs.
          pnpm: { overrides: ours, onlyBuiltDependencies: ['esbuild'] },
        },
        null,
        2,
      ),
    );
    await run('pnpm', ['install', '--ignore-workspace', '--prefer-offline', '--reporter=silent'], {
      cwd: app,
    });
    const installed = JSON.parse(
      readFileSync(path.join(app, 'node_modules/react/package.json'), 'utf8'),
    ) as { version: string };
    expect(installed.version.split('.')[0]).toBe(String(major));
    // Nothing of the hooks' stack comes with the form and component packages: pnpm keeps every
    // installed package, direct or not, in node_modules/.pnpm (the top level lists only ours).
    const store = readdirSync(path.join(app, 'node_modules/.pnpm'));
    expect(store.filter((dir) => /^(swr|jotai)@/.test(dir))).toEqual([]);
    expect(store.some((dir) => dir.startsWith('yup@'))).toBe(true);
    // Everything a partner installs runs on the Node they have (Lingui 6 asked for ≥ 22.19 and
    // brought its Babel macro and config loader along: 5 engine warnings on Node 20).
    const tooNew = store.flatMap((dir) => {
      const modules = path.join(app, 'node_modules/.pnpm', dir, 'node_modules');
      if (!existsSync(modules)) return [];
      return readdirSync(modules).flatMap((name) =>
        (name.startsWith('@')
          ? readdirSync(path.join(modules, name)).map((n) => `${name}/${n}`)
          : [name]
        )
          .map((pkg) => path.join(modules, pkg, 'package.json'))
          .filter((file) => existsSync(file) && !lstatSync(path.dirname(file)).isSymbolicLink())
          .flatMap((file) => {
            const {
              name: id,
              version,
              engines,
            } = JSON.parse(readFileSync(file, 'utf8')) as {
              name: string;
              version: string;
              engines?: { node?: string };
            };
            return engines?.node && !semver.satisfies(process.version, engines.node)
              ? [`${id}@${version} wants Node ${engines.node}`]
              : [];
          }),
      );
    });
    expect(tooNew).toEqual([]);
    expect(store.filter((dir) => /^@lingui\+(babel|conf|cli)/.test(dir))).toEqual([]);

    await run(path.join(app, 'node_modules/.bin/tsc'), ['--noEmit', '-p', app], { cwd: app });
    await run(path.join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
      cwd: app,
      env: { ...process.env, VITE_PETVERSE_ORIGIN: server.url },
    });
  }, 300_000);

  it('shows a live product card and submits the clinic form to Petverse across origins', async () => {
    origins[major].serve(files(path.join(app, 'dist')));
    const origin = origins[major].url;
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(origin);
    await page.getByRole('heading', { name: 'Happy Paws Clinic Network' }).waitFor();
    const card = page.locator('[data-ui="ProductCard"]');
    await card.waitFor();
    expect(await card.textContent()).toMatch(/₹\d[\d,]*\.\d{2}/);

    const form = page.getByRole('region', { name: 'Register Your Veterinary Clinic/Hospital' });
    const field = (label: string) => form.getByLabel(label, { exact: true });
    await field('Clinic Name').fill(`React ${major} Vets`);
    await field('Vet in Charge').fill('Dr. Meera Rao');
    await field('Qualification').fill('BVSc & AH');
    await field('Years of Experience').fill('8');
    await field('City').fill('Pune');
    await field('Clinic Address').fill('12 MG Road, Camp');
    await field('Pincode').fill('411001');
    await field('Registration Number').fill('MSVC-2291');
    await field('Consultation Fee').fill('500');
    await form.getByRole('combobox', { name: 'Services Offered' }).fill('Vacc');
    await form.getByRole('option', { name: 'Vaccination' }).click();
    await form.getByRole('button', { name: 'Register Clinic/Hospital' }).click();
    await page.getByRole('status').filter({ hasText: 'Registered:' }).waitFor();

    const res = await fetch(`${server.url}/api/dev/form-submissions?formKey=vetClinic`);
    const { submissions } = (await res.json()) as {
      submissions: { values: { clinicName: string }; partnerOrigin: string | null }[];
    };
    const mine = submissions.filter((s) => s.values.clinicName === `React ${major} Vets`);
    expect(mine).toEqual([expect.objectContaining({ partnerOrigin: origin })]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
