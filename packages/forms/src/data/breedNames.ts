import { useEffect, useMemo, useState } from 'react';
import { useLocale } from '@petverse/ui';
import type { FormOption } from '../engine/types';

type Relabel = <O extends FormOption>(options: readonly O[]) => readonly O[];

/** The Hindi relabelling once loaded: its own chunk, asked for only by a Hindi page's breed field. */
let loaded: Relabel | undefined;
const loadHindi = () =>
  import('./breedNames.hi').then(({ hindiBreedOptions }) => (loaded = hindiBreedOptions));

/**
 * Breed options in the page's language: on a Hindi page the English names given as data
 * (`lang: 'en'`) become their Devanagari names once that chunk has loaded (breedNames.hi.ts);
 * the values, what is submitted, stay the same. Off (`breeds` false) or in English, the options
 * are returned as given.
 */
export function useBreedOptions<O extends FormOption>(
  options: readonly O[],
  breeds = true,
): readonly O[] {
  const locale = useLocale();
  const wanted = breeds && locale === 'hi';
  const [relabel, setRelabel] = useState(() => loaded);
  useEffect(() => {
    if (!wanted || relabel) return undefined;
    let live = true;
    void loadHindi().then((hindi) => {
      if (live) setRelabel(() => hindi);
    });
    return () => {
      live = false;
    };
  }, [wanted, relabel]);
  return useMemo(
    () => (wanted && relabel ? relabel(options) : options),
    [wanted, relabel, options],
  );
}
