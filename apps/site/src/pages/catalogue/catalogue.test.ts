import { describe, expect, it } from 'vitest';
import type { Product } from '@petverse/api/contract';
import { byRating, categoryCounts, searchPages } from './catalogue';

const p = (over: Partial<Product>): Product => ({
  _id: over.name ?? 'x',
  name: 'x',
  description: '',
  price: 100,
  imageUrl: '',
  averageRating: null,
  petspecies: 'dog',
  category: 'food',
  ratingCount: 12,
  brand: 'Pawfect',
  lifeStage: 'adult',
  createdAt: '2025-07-02T00:00:00.000Z',
  ...over,
});

const products = [
  p({ name: 'Chicken Kibble', category: 'food', averageRating: 4 }),
  p({ name: 'Rope Tug', category: 'toys', averageRating: 4.8 }),
  p({ name: 'Feather Wand', category: 'toys', petspecies: 'cat' }),
];

describe('categoryCounts', () => {
  it('counts the categories present, in catalogue order', () => {
    expect(categoryCounts(products)).toEqual([
      { category: 'food', count: 1 },
      { category: 'toys', count: 2 },
    ]);
  });
});

describe('byRating', () => {
  it('puts the best rated first and unrated last', () => {
    expect([...products].sort(byRating).map((x) => x.name)).toEqual([
      'Rope Tug',
      'Chicken Kibble',
      'Feather Wand',
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
