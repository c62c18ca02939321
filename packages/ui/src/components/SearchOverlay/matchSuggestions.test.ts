import { describe, expect, it } from 'vitest';
import { matchSuggestions } from './matchSuggestions';

const terms = [
  'grooming',
  'training',
  'transportation',
  'toys',
  'food',
  'vet',
  'pet store',
  'care',
];

describe('matchSuggestions', () => {
  it('suggests the first five terms for empty input', () => {
    expect(matchSuggestions(terms, '   ')).toEqual(terms.slice(0, 5));
  });
  it('matches ignoring case and spaces, terms that start with the input first', () => {
    expect(matchSuggestions(terms, '  TR ')).toEqual(['training', 'transportation']);
    expect(matchSuggestions(terms, 'o')).toEqual([
      'grooming',
      'transportation',
      'toys',
      'food',
      'pet store',
    ]);
  });
  it('never shows more than five', () => {
    // Six terms contain an r.
    expect(matchSuggestions(terms, 'r')).toHaveLength(5);
  });
  it('leaves out the term already typed', () => {
    expect(matchSuggestions(terms, 'Vet')).toEqual([]);
  });
});
