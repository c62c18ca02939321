import { describe, expect, it } from 'vitest';
import { catBreeds, dogBreeds } from './breeds';
import breedNamesHi, { breedInHindi, hindiBreedOptions } from './breedNames.hi';

describe('breeds in Hindi', () => {
  it('names every breed in Devanagari, and nothing that is not a breed', () => {
    const breeds: readonly string[] = [...dogBreeds, ...catBreeds];
    expect(breeds.filter((breed) => !/^[\u0900-\u097F\s()-]+$/.test(breedNamesHi[breed] ?? '')))
      .toEqual([]);
    expect(Object.keys(breedNamesHi).filter((name) => !breeds.includes(name))).toEqual([]);
  });

  it('gives two breeds one name only where they are one breed written two ways', () => {
    const byName = new Map<string, string[]>();
    for (const [breed, name] of Object.entries(breedNamesHi))
      byName.set(name, [...(byName.get(name) ?? []), breed]);
    expect([...byName.values()].filter((breeds) => breeds.length > 1)).toEqual([]);
  });

  it('names a species and its breed, and leaves what it does not know', () => {
    expect(breedInHindi('Dog - Labrador Retriever')).toBe(
      'कुत्ता - लैब्राडोर रिट्रीवर',
    );
    expect(breedInHindi('Cat - Persian')).toBe('बिल्ली - पर्शियन');
    expect(breedInHindi('Beagle')).toBe('बीगल');
    expect(breedInHindi('Other')).toBeUndefined();
    expect(breedInHindi('Dog - Wolf')).toBeUndefined();
  });

  it('sorts the breeds as Hindi does and keeps our own choices last', () => {
    const options: { value: string; label?: string; lang?: string }[] = [
      { value: 'Pug', lang: 'en' },
      { value: 'Beagle', lang: 'en' },
      { value: 'Akita', lang: 'en' },
      { value: 'Other' },
    ];
    expect(hindiBreedOptions(options).map((o) => o.label ?? o.value)).toEqual([
      'अकिता',
      'पग',
      'बीगल',
      'Other',
    ]);
  });
});
