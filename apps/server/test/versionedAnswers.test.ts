import { describe, expect, it } from 'vitest';
import { versionedAnswers } from '../src/lib/versionedAnswers';

describe('versionedAnswers', () => {
  it('gives an answer back only at the version it was kept at', () => {
    const answers = versionedAnswers(100);
    answers.set('asha', 3, '{"a":3}');
    expect(answers.get('asha', 3)).toBe('{"a":3}');
    expect(answers.get('asha', 4)).toBeUndefined();
    expect(answers.get('ravi', 3)).toBeUndefined();
    answers.set('asha', 4, '{"a":4}');
    expect(answers.get('asha', 3)).toBeUndefined();
    expect(answers.get('asha', 4)).toBe('{"a":4}');
  });

  it('drops the least recently used answers once their bodies pass the bound', () => {
    const answers = versionedAnswers(30);
    answers.set('a', 1, 'x'.repeat(10));
    answers.set('b', 1, 'x'.repeat(10));
    answers.set('c', 1, 'x'.repeat(10));
    expect(answers.get('a', 1)).toBeDefined(); // a is now the most recently used
    answers.set('d', 1, 'x'.repeat(10));
    expect(answers.get('b', 1)).toBeUndefined();
    expect(answers.get('a', 1)).toBeDefined();
    expect(answers.get('c', 1)).toBeDefined();
    expect(answers.get('d', 1)).toBeDefined();
  });

  it('counts a replaced answer once, and keeps nothing larger than the bound', () => {
    const answers = versionedAnswers(20);
    for (let v = 0; v < 50; v++) answers.set('a', v, 'x'.repeat(10));
    answers.set('b', 1, 'x'.repeat(10));
    expect(answers.get('a', 49)).toBeDefined();
    expect(answers.get('b', 1)).toBeDefined();
    answers.set('huge', 1, 'x'.repeat(21));
    expect(answers.get('huge', 1)).toBeUndefined();
    expect(answers.get('a', 49)).toBeDefined();
  });
});
