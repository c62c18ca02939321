import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { keptAnswer, readCache } from './readCache';

/** A cache over a counting loader and a clock the test moves. */
function counted(
  options: { fail?: (key: string) => boolean; maxEntries?: number; staleMs?: number } = {},
) {
  let time = 0;
  const loads: string[] = [];
  const waiting: Array<() => void> = [];
  let hold = false;
  const cache = readCache({
    ttlMs: 10_000,
    maxEntries: options.maxEntries ?? 100,
    staleMs: options.staleMs ?? Infinity,
    now: () => time,
    load: async (key) => {
      loads.push(key);
      if (hold) await new Promise<void>((resolve) => waiting.push(resolve));
      if (options.fail?.(key)) throw new Error(`no ${key}`);
      return `${key}@${loads.length}`;
    },
  });
  return {
    cache,
    loads,
    advance: (ms: number) => void (time += ms),
    hold: () => void (hold = true),
    release: () => {
      hold = false;
      for (const go of waiting.splice(0)) go();
    },
  };
}

describe('readCache', () => {
  it('loads a key once for everyone asking at the same time, then keeps it for the TTL', async () => {
    const c = counted();
    c.hold();
    const asked = Promise.all([c.cache.get('a'), c.cache.get('a'), c.cache.get('a')]);
    c.release();
    expect(await asked).toEqual(['a@1', 'a@1', 'a@1']);
    c.advance(9_999);
    expect(await c.cache.get('a')).toBe('a@1');
    expect(c.loads).toEqual(['a']);
  });

  it('serves the expired answer at once while one load makes the next', async () => {
    const c = counted();
    await c.cache.get('a');
    c.advance(10_000);
    c.hold();
    expect(await c.cache.get('a')).toBe('a@1');
    expect(await c.cache.get('a')).toBe('a@1');
    expect(c.loads).toEqual(['a', 'a']);
    c.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await c.cache.get('a')).toBe('a@2');
  });

  it('keeps no failed load, and keeps the old answer when a reload fails', async () => {
    let failing = true;
    const c = counted({ fail: () => failing });
    await expect(c.cache.get('a')).rejects.toThrow('no a');
    failing = false;
    expect(await c.cache.get('a')).toBe('a@2');
    failing = true;
    c.advance(10_000);
    expect(await c.cache.get('a')).toBe('a@2');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await c.cache.get('a')).toBe('a@2');
  });

  it('drops everything on clear, and the oldest keys beyond its size', async () => {
    const c = counted({ maxEntries: 2 });
    await c.cache.get('a');
    await c.cache.get('b');
    await c.cache.get('c');
    await c.cache.get('b');
    expect(c.loads).toEqual(['a', 'b', 'c']);
    await c.cache.get('a');
    expect(c.loads).toEqual(['a', 'b', 'c', 'a']);
    c.cache.clear();
    await c.cache.get('b');
    expect(c.loads).toEqual(['a', 'b', 'c', 'a', 'b']);
  });

  it('waits for a fresh load once an answer is older than its stale time, and says when loads end', async () => {
    const c = counted({ staleMs: 60_000 });
    await c.cache.get('a');
    c.advance(70_000);
    c.hold();
    const fresh = c.cache.get('a');
    let idle = false;
    const ended = c.cache.idle().then(() => (idle = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(idle).toBe(false);
    c.release();
    expect(await fresh).toBe('a@2');
    await ended;
    expect(idle).toBe(true);
  });
});

describe('keptAnswer', () => {
  it('compresses each encoding once, the first time it is asked, to the same JSON', () => {
    const body = { products: Array.from({ length: 50 }, (_, i) => ({ name: `Kibble ${i}` })) };
    for (const level of ['best', 'quick'] as const) {
      const answer = keptAnswer(body, level);
      expect(JSON.parse(answer.json.toString())).toEqual(body);
      const br = answer.encoded('br');
      expect(answer.encoded('br')).toBe(br);
      expect(brotliDecompressSync(br).equals(answer.json)).toBe(true);
      expect(gunzipSync(answer.encoded('gzip')).equals(answer.json)).toBe(true);
      expect(br.length).toBeLessThan(answer.json.length / 3);
    }
    expect(keptAnswer(body, 'best').etag).toBe(keptAnswer(body, 'quick').etag);
    expect(keptAnswer({ products: [] }, 'best').etag).not.toBe(keptAnswer(body, 'best').etag);
  });
});
