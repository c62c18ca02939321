import { describe, expect, it } from 'vitest';
import { remToPetverseSize } from './EmbedRoot';

const rewrite = (value: string, type = 'decl') => {
  const element = { type, value };
  remToPetverseSize(element);
  return element.value;
};
const size = (n: string) => `calc(${n} * var(--petverse-font-size, 16px))`;

describe('remToPetverseSize', () => {
  it('turns each rem length into a multiple of the embed’s own font size', () => {
    expect(rewrite('1rem')).toBe(size('1'));
    expect(rewrite('0.5rem 1.25rem')).toBe(`${size('0.5')} ${size('1.25')}`);
    expect(rewrite('.75rem')).toBe(size('.75'));
  });

  it('keeps a negative length valid: the sign goes inside the calc', () => {
    expect(rewrite('-0.5rem')).toBe(size('-0.5'));
    expect(rewrite('0 -1rem')).toBe(`0 ${size('-1')}`);
    expect(rewrite('translateY(-2rem)')).toBe(`translateY(${size('-2')})`);
    expect(rewrite('+1rem')).toBe(size('1'));
  });

  it('leaves what is not a rem length alone', () => {
    expect(rewrite('calc(100% - 1rem)')).toBe(`calc(100% - ${size('1')})`);
    expect(rewrite('1em 2px 3vw')).toBe('1em 2px 3vw');
    expect(rewrite('var(--gap-2rem)')).toBe('var(--gap-2rem)');
    expect(rewrite('1rem', 'rule')).toBe('1rem');
  });
});
