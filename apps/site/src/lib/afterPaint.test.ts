import { describe, expect, it } from 'vitest';
import { afterPaint } from './afterPaint';

const TEMPLATE = [
  '<script type="module" crossorigin src="/assets/index-Ab1_c.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-X1.js">',
  '<link rel="modulepreload" crossorigin href="/assets/shell-B2_x-y.js">',
  '<link rel="modulepreload" crossorigin href="/assets/client-C3.js">',
].join('\n');

describe('afterPaint', () => {
  it('runs the shell chunk first, then the entry (asked for meanwhile); the rest are inert preloads', () => {
    expect(afterPaint(TEMPLATE).split('\n')).toEqual([
      '<link rel="petverse-after-paint" href="/assets/index-Ab1_c.js">',
      '<link rel="petverse-after-paint" href="/assets/rolldown-runtime-X1.js">',
      '<script type="petverse/after-paint" src="/assets/shell-B2_x-y.js"></script>' +
        '<script type="petverse/after-paint" src="/assets/index-Ab1_c.js"></script>',
      '<link rel="petverse-after-paint" href="/assets/client-C3.js">',
    ]);
  });

  it('keeps the entry a script where there is no shell chunk', () => {
    expect(
      afterPaint(
        TEMPLATE.split('\n')
          .filter((line) => !line.includes('shell'))
          .join('\n'),
      ),
    ).toBe(
      [
        '<script type="petverse/after-paint" src="/assets/index-Ab1_c.js"></script>',
        '<link rel="petverse-after-paint" href="/assets/rolldown-runtime-X1.js">',
        '<link rel="petverse-after-paint" href="/assets/client-C3.js">',
      ].join('\n'),
    );
  });

  it('leaves a page with nothing to load as it is', () => {
    expect(afterPaint('<title>x</title>')).toBe('<title>x</title>');
  });
});
