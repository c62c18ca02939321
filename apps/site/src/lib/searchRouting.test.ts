import { describe, expect, it } from 'vitest';
import {
  pushSearchHistory,
  readSearchHistory,
  routeForQuery,
  SEARCH_HISTORY_KEY,
} from './searchRouting';

describe('routeForQuery', () => {
  it.each(['care', 'vet', 'pharmacy', 'insurance'])('sends %s to the pet care page', (term) => {
    expect(routeForQuery(term)).toEqual({ pathname: '/pet-dog-care' });
  });
  it.each(['lifestyle', 'mating', 'breeding', 'grooming', 'training', 'transportation'])(
    'sends %s to the lifestyle page',
    (term) => {
      expect(routeForQuery(term)).toEqual({ pathname: '/pet-dog-lifestyle' });
    },
  );
  it.each(['store', 'food', 'toys', 'accessories'])('sends %s to the store categories', (term) => {
    expect(routeForQuery(term)).toEqual({ pathname: '/pet-store-category' });
  });
  it.each(['zib', 'zib store', 'Zib Products', 'branded', 'branded store'])(
    'sends the branded-store term %s to /zib-products',
    (term) => {
      expect(routeForQuery(term)).toEqual({ pathname: '/zib-products' });
    },
  );
  it('ignores case and surrounding spaces', () => {
    expect(routeForQuery('  GROOMING ')).toEqual({ pathname: '/pet-dog-lifestyle' });
    expect(routeForQuery('Vet')).toEqual({ pathname: '/pet-dog-care' });
  });
  it('routes a query that contains a keyword as a word', () => {
    expect(routeForQuery('dog grooming')).toEqual({ pathname: '/pet-dog-lifestyle' });
    expect(routeForQuery('cat toys')).toEqual({ pathname: '/pet-store-category' });
    expect(routeForQuery('pet  insurance')).toEqual({ pathname: '/pet-dog-care' });
  });
  it('does not match a keyword inside another word', () => {
    expect(routeForQuery('carrier')).toEqual({
      pathname: '/search',
      search: '?q=carrier',
      state: { query: 'carrier' },
    });
    expect(routeForQuery('seafood')).toMatchObject({ pathname: '/search' });
  });
  it('sends anything else to /search with the trimmed query in state and in the address', () => {
    expect(routeForQuery('  Kitten Kibble ')).toEqual({
      pathname: '/search',
      search: '?q=Kitten+Kibble',
      state: { query: 'Kitten Kibble' },
    });
  });
  it('ignores empty input', () => {
    expect(routeForQuery('')).toBeNull();
    expect(routeForQuery('    ')).toBeNull();
  });
});

describe('pushSearchHistory', () => {
  it('puts the newest first and keeps the last five unique queries', () => {
    let history: string[] = [];
    for (const q of ['a', 'b', 'c', 'd', 'e', 'f']) history = pushSearchHistory(history, q);
    expect(history).toEqual(['f', 'e', 'd', 'c', 'b']);
  });
  it('moves a repeated query to the front, ignoring case and spaces', () => {
    expect(pushSearchHistory(['food', 'Vet', 'toys'], '  vet ')).toEqual(['vet', 'food', 'toys']);
  });
  it('ignores empty input', () => {
    expect(pushSearchHistory(['food'], '  ')).toEqual(['food']);
  });
});

describe('readSearchHistory', () => {
  const storage = (value: string | null) => ({
    getItem: (key: string) => (key === SEARCH_HISTORY_KEY ? value : null),
  });
  it('reads stored strings, at most five', () => {
    expect(readSearchHistory(storage('["a","b",3,"c","d","e","f"]'))).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
    ]);
  });
  it('answers [] for nothing stored or garbage', () => {
    expect(readSearchHistory(storage(null))).toEqual([]);
    expect(readSearchHistory(storage('{nope'))).toEqual([]);
    expect(readSearchHistory(undefined)).toEqual([]);
  });
});
