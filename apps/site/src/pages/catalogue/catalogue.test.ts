import { describe, expect, it } from 'vitest';
import { categoryCounts, searchPages } from './catalogue';

describe('categoryCounts', () => {
  it("lists the categories a search's facets count, in catalogue order", () => {
    expect(categoryCounts({ toys: 2, food: 1, health: 0 })).toEqual([
      { category: 'food', count: 1 },
      { category: 'toys', count: 2 },
    ]);
  });
});

describe('searchPages', () => {
  it('finds services by title, description or keyword', () => {
    expect(searchPages('grooming').map((x) => x.href)).toContain('/grooming');
    expect(searchPages('puppy').map((x) => x.href)).toContain('/dog-universe');
    expect(searchPages('zzz')).toEqual([]);
  });
});
