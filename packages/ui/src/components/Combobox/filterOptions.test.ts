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
