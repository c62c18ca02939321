import { describe, expect, it } from 'vitest';
import { afterPaint } from './afterPaint';

const TEMPLATE = [
  '<script type="module" crossorigin src="/assets/index-Ab1_c.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-X1.js">',
  '<link rel="modulepreload" crossorigin href="/assets/shell-B2_x-y.js">',
  '<link rel="modulepreload" crossorigin href="/assets/client-C3.js">',
].join('\n');

describe('afterPaint', () => {
  it('writes the entry and the shell chunk as inert scripts, in order, and the rest as inert preloads', () => {
    expect(afterPaint(TEMPLATE).split('\n')).toEqual([
      '<script type="petverse/after-paint" src="/assets/index-Ab1_c.js"></script>',
      '<link rel="petverse-after-paint" href="/assets/rolldown-runtime-X1.js">',
      '<script type="petverse/after-paint" src="/assets/shell-B2_x-y.js"></script>',
      '<link rel="petverse-after-paint" href="/assets/client-C3.js">',
    ]);
  });

  it('leaves a page with nothing to load as it is', () => {
    expect(afterPaint('<title>x</title>')).toBe('<title>x</title>');
  });
});
