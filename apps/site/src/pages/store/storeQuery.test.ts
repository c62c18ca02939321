import { describe, expect, it } from 'vitest';
import {
  hasFilters,
  paramsFromQuery,
  priceChoiceOf,
  queryFromParams,
  withChange,
} from './storeQuery';

const parse = (s: string) => queryFromParams(new URLSearchParams(s));

describe('the store URL', () => {
  it('reads every filter, sort and page', () => {
    expect(
      parse(
        'q=puppy+food&species=dog&category=food&brand=Zib&lifeStage=young&maxPrice=1000&minRating=4&sort=price_asc&page=2',
      ),
    ).toEqual({
      q: 'puppy food',
      species: 'dog',
      category: 'food',
      brand: 'Zib',
      lifeStage: 'young',
      minPrice: undefined,
      maxPrice: 1000,
      minRating: 4,
      sort: 'price_asc',
      page: 2,
    });
  });

  it('leaves out values the server would refuse', () => {
    const q = parse(
      'species=fish&category=cars&sort=cheap&page=0&maxPrice=-3&minRating=9&lifeStage=teen',
    );
    expect(Object.values(q).filter((v) => v !== undefined)).toEqual([]);
    expect(parse('minPrice=900&maxPrice=100')).toMatchObject({
      minPrice: undefined,
      maxPrice: 100,
    });
    expect(parse('page=2.5').page).toBeUndefined();
  });

  it('writes the same URL back, without defaults', () => {
    const s = 'q=puppy+food&species=dog&category=food&maxPrice=1000&sort=price_asc&page=2';
    expect(paramsFromQuery(parse(s)).toString()).toBe(s);
    expect(paramsFromQuery({ sort: 'relevance', page: 1 }).toString()).toBe('');
  });

  it('starts again from page 1 on any change but a page change', () => {
    const q = parse('species=dog&page=3');
    expect(withChange(q, { category: 'food' })).toMatchObject({
      category: 'food',
      page: undefined,
    });
    expect(withChange(q, { page: 4 })).toMatchObject({ species: 'dog', page: 4 });
    expect(withChange(q, { species: null }).species).toBeUndefined();
  });

  it('knows filters and price choices', () => {
    expect(hasFilters(parse('q=x&sort=rating&page=2'))).toBe(false);
    expect(hasFilters(parse('maxPrice=1000'))).toBe(true);
    expect(priceChoiceOf(parse('maxPrice=1000'))).toBe('max-1000');
    expect(priceChoiceOf(parse('minPrice=10&maxPrice=1000'))).toBeNull();
  });
});
