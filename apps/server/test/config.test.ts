import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

// What the server reads from its environment (README's settings). A variable set to nothing is
// not set: `DATA_DIR= pnpm start` once put an embedded database in the current folder.
describe('loadConfig', () => {
  it('takes a variable set to nothing as not set', () => {
    const unset = loadConfig({});
    const empty = loadConfig({ DATA_DIR: '', PORT: '', HOST: '', LOG_LEVEL: '', SITE_DIR: '' });
    expect(empty.dataDir).toBe(unset.dataDir);
    expect(empty.port).toBe(3000);
    expect(empty.host).toBe(unset.host);
    expect(empty.logLevel).toBe('info');
    expect(empty.siteDir).toBe(unset.siteDir);
    expect(empty.dataDir).not.toBe(process.cwd());
  });

  it('takes what is set', () => {
    const config = loadConfig({ DATA_DIR: '/srv/petverse', PORT: '8080', LOG_LEVEL: 'warn' });
    expect(config).toMatchObject({ dataDir: '/srv/petverse', port: 8080, logLevel: 'warn' });
  });
});

describe('the courier settings (issue 55)', () => {
  const SECRET = 'c'.repeat(32);
  const KEYS = { SHIPROCKET_EMAIL: 'api@petverse.in', SHIPROCKET_PASSWORD: 'secret' };
  it('books with the sandbox by default, and with none in production without credentials', () => {
    expect(loadConfig({}).shipping.mode).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'sandbox' }).shipping.mode).toBe('off');
    expect(
      loadConfig({ NODE_ENV: 'production', PAYMENTS: 'sandbox', COURIER: 'sandbox' }).shipping.mode,
    ).toBe('sandbox');
  });

  it('books with Shiprocket when its credentials and the webhook secret are set', () => {
    const config = loadConfig({ ...KEYS, COURIER_WEBHOOK_SECRET: SECRET });
    expect(config.shipping).toMatchObject({
      shiprocket: { ...{ email: KEYS.SHIPROCKET_EMAIL }, pickupLocation: 'Primary' },
      webhookSecret: SECRET,
    });
  });

  it('refuses half the credentials, an unknown COURIER, and Shiprocket without a webhook secret', () => {
    expect(() => loadConfig({ SHIPROCKET_EMAIL: 'a@b.in' })).toThrow(/both SHIPROCKET_EMAIL/);
    expect(() => loadConfig({ COURIER: 'delhivery' })).toThrow(/COURIER must be/);
    expect(() => loadConfig({ COURIER: 'shiprocket' })).toThrow(/needs SHIPROCKET_EMAIL/);
    expect(() => loadConfig(KEYS)).toThrow(/needs COURIER_WEBHOOK_SECRET/);
    expect(() => loadConfig({ COURIER_WEBHOOK_SECRET: 'short' })).toThrow(/at least 32/);
  });
});
