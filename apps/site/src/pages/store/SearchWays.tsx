import { Link } from 'react-router-dom';
import {
  SEARCH_NOTES,
  searchNotes,
  type ProductSearchResponse,
  type SearchAlternatives,
} from '@petverse/api/contract';
import { CatalogueGrid } from '../catalogue/CatalogueGrid';
import { CATEGORY_LABELS } from '../catalogue/catalogue';
import { SPECIES_LABELS } from './storeFilters';
import { paramsFromQuery } from './storeQuery';
import { Chips, DidYouMean, Notes, Ways } from './searchWays.styles';
import { useT } from '@petverse/ui';

/**
 * How the search read the shopper's words (issue 35): "Showing dog food — we don't carry
 * Pedigree", the Hinglish or misspelt words read as others, the words a partial match left out.
 * Nothing when the words were searched as typed.
 */
export function SearchNotes({
  answer,
}: {
  answer: Pick<ProductSearchResponse, 'understood' | 'dropped'>;
}) {
  const t = useT();
  const notes = searchNotes(answer);
  if (!notes.length) return null;
  return (
    <Notes data-ui="SearchNotes">
      {notes.map((note, i) => (
        <p key={i}>{t(note)}</p>
      ))}
    </Notes>
  );
}

/**
 * What a search that found nothing offers, so it is never a dead end: "Did you mean …", the
 * nearest categories with their counts, popular products. All plain links (they work before the
 * page's JavaScript has run, ADR 020).
 */
export function SearchAlternativesView({
  alternatives,
  categoryPath,
}: {
  alternatives: SearchAlternatives;
  /** Where a category's link leads (the store); the page itself when not given. */
  categoryPath?: string;
}) {
  const t = useT();
  const { suggestions, categories, popular } = alternatives;
  return (
    <Ways data-ui="SearchAlternatives">
      {suggestions.length > 0 && (
        <DidYouMean>
          {t(SEARCH_NOTES.didYouMean)}{' '}
          {suggestions.map((q) => (
            <Link key={q} to={{ search: `?${paramsFromQuery({ q }).toString()}` }}>
              {q}
            </Link>
          ))}
          ?
        </DidYouMean>
      )}
      {categories.length > 0 && (
        <nav aria-labelledby="search-categories">
          <h2 id="search-categories">{t(SEARCH_NOTES.categories)}</h2>
          <Chips>
            {categories.map(({ species, category, count }) => (
              <li key={`${species}-${category}`}>
                <Link
                  to={{
                    pathname: categoryPath,
                    search: `?${paramsFromQuery({ species, category }).toString()}`,
                  }}
                >
                  {t('{species} {category} ({count})', {
                    species: t(SPECIES_LABELS[species]),
                    category: t(CATEGORY_LABELS[category]).toLowerCase(),
                    count,
                  })}
                </Link>
              </li>
            ))}
          </Chips>
        </nav>
      )}
      {popular.length > 0 && (
        <section aria-labelledby="search-popular">
          <h2 id="search-popular">{t(SEARCH_NOTES.popular)}</h2>
          <CatalogueGrid products={popular} label={t(SEARCH_NOTES.popular)} headingLevel={3} />
        </section>
      )}
    </Ways>
  );
}
