import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { openOrigin, partnerPage, servePage, type Origin } from '../support/partner/page';
import { freePort } from '../support/server';

/**
 * The README's start on a fresh clone (issue 36): `pnpm install --frozen-lockfile && pnpm start`
 * and nothing else serves the site, the API and the partners' script. The clone is the
 * repository's files as a clone holds them (tracked and new unignored files: no build output, no
 * node_modules), so what is not committed yet is tried too.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const clone = mkdtempSync(path.join(tmpdir(), 'petverse-clone-'));
const dataDir = mkdtempSync(path.join(tmpdir(), 'petverse-start-'));

function copyRepository(): void {
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    // A tracked file deleted in the work tree is not in a clone of what is here either.
    if (!existsSync(path.join(root, file))) continue;
    mkdirSync(path.dirname(path.join(clone, file)), { recursive: true });
    copyFileSync(path.join(root, file), path.join(clone, file));
  }
}

interface Started {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

/** `pnpm start` in the clone, as the README says; resolves once the site answers. */
async function pnpmStart(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const child: ChildProcess = spawn('pnpm', ['start'], {
    cwd: clone,
    // A person's shell, not the test runner's (which sets NODE_ENV=test and VITEST).
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 420_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`pnpm start exited:\n${text}`);
    if (Date.now() > deadline) throw new Error(`pnpm start did not serve in 7 minutes:\n${text}`);
    const answered = await fetch(`${url}/api/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (answered) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    output: () => text,
    async stop() {
      // The whole group: pnpm, scripts/start.mjs and the server it started.
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    },
  };
}

let browser: Browser;
let partner: Origin | undefined;
let started: Started | undefined;

beforeAll(async () => {
  copyRepository();
  const install = spawnSync('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], {
    cwd: clone,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
  });
  if (install.status !== 0)
    throw new Error(`pnpm install failed:\n${install.stdout}${install.stderr}`);
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await partner?.close();
  await started?.stop();
  await browser?.close();
  rmSync(clone, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('given a fresh clone and `pnpm start`, as the README says', () => {
  it('builds the site, the server and the partner script, and serves them all', async () => {
    partner = await openOrigin();
    started = await pnpmStart({ PARTNER_ORIGINS: partner.url });
    for (const name of ['@petverse/site', '@petverse/server', '@petverse/embed'])
      expect(started.output()).toContain(`Building ${name}...`);
    // Nothing was missing, so the server had nothing to warn about.
    expect(started.output()).not.toContain('No built');

    const site = await fetch(`${started.url}/pet-store`);
    expect(site.status).toBe(200);
    expect(await site.text()).toContain('Pet Store');

    const script = await fetch(`${started.url}/embed/v1/petverse.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    const bytes = Buffer.from(await script.arrayBuffer());
    const manifest = await fetch(`${started.url}/embed/v1/manifest.json`);
    expect(manifest.status).toBe(200);
    const { integrity } = (await manifest.json()) as { integrity: string };
    expect(integrity).toBe(`sha384-${createHash('sha384').update(bytes).digest('base64')}`);

    // docs/partners.md's snippet on a partner's page, against this server: live products.
    servePage(partner, partnerPage(started.url, integrity));
    const page = await browser.newPage();
    await page.goto(partner.url);
    const cards = page.getByRole('list', { name: 'Petverse products' }).getByRole('listitem');
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(4);
    await page.close();
  }, 480_000);

  it('rebuilds only what is stale at the next start: an edited embed source, not the rest', async () => {
    await started!.stop();
    started = undefined;
    appendFileSync(path.join(clone, 'packages/embed/src/config.ts'), '\n// edited\n');
    started = await pnpmStart({});
    expect(started.output()).toContain('Building @petverse/embed...');
    expect(started.output()).not.toContain('Building @petverse/site...');
    expect(started.output()).not.toContain('Building @petverse/server...');
    expect((await fetch(`${started.url}/embed/v1/petverse.js`)).status).toBe(200);
  }, 240_000);
});
