import { describe, expect, it } from 'vitest';
import { filterOptions } from './filterOptions';

const breeds = ['Beagle', 'Boxer', 'Labrador Retriever', 'Golden Retriever'].map((value) => ({
  value,
}));

describe('given a list of breeds', () => {
  it('matches by prefix, ignoring case', () => {
    expect(filterOptions(breeds, 'b', 'prefix').map((o) => o.value)).toEqual(['Beagle', 'Boxer']);
    expect(filterOptions(breeds, 'RET', 'prefix')).toEqual([]);
  });

  it('matches anywhere with contains', () => {
    expect(filterOptions(breeds, 'retriever', 'contains')).toHaveLength(2);
  });

  it('shows everything for an empty query', () => {
    expect(filterOptions(breeds, '  ', 'prefix')).toHaveLength(4);
  });
});

describe('given breeds shown in Hindi', () => {
  const hindi = [
    { value: 'Beagle', label: 'बीगल' },
    { value: 'Labrador Retriever', label: 'लैब्राडोर रिट्रीवर' },
  ];

  it('finds a breed by what it shows or by its English name', () => {
    expect(filterOptions(hindi, 'लैब्रा', 'prefix').map((o) => o.value)).toEqual([
      'Labrador Retriever',
    ]);
    expect(filterOptions(hindi, 'lab', 'prefix').map((o) => o.value)).toEqual([
      'Labrador Retriever',
    ]);
    expect(filterOptions(hindi, 'x', 'prefix')).toEqual([]);
  });
});
