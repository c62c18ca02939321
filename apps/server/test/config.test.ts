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
