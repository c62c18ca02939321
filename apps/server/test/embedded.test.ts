import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { EMBEDDED_SETTINGS, openDatabase } from '../src/db/client';

/**
 * The embedded database runs with small memory settings (issue 16: the server idles at ≤ 400 MB;
 * measured by bench/memory.mjs), on a new folder and on one that already has a database.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'petverse-embedded-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const setting = async (name: string) => {
  const handle = await openDatabase({ dataDir });
  try {
    const result = await handle.db.execute(sql`select current_setting(${name}) as value`);
    return (result as { rows: { value: string }[] }).rows[0]!.value;
  } finally {
    await handle.close();
  }
};

describe('the embedded database', () => {
  it('starts with its small shared buffers, and keeps them when opened again', async () => {
    expect(EMBEDDED_SETTINGS).toContain('shared_buffers=16MB');
    expect(await setting('shared_buffers')).toBe('16MB');
    expect(await setting('shared_buffers')).toBe('16MB');
    expect(await setting('work_mem')).toBe('2MB');
  });
});
