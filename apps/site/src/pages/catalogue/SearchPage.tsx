import { useId, useState, type FormEvent } from 'react';
import { Link, useHref, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useProductSearch } from '@petverse/api';
import { STORE_MESSAGES } from '@petverse/api/contract';
import { EmptyState, ErrorState, LoadingState, useHydrated } from '@petverse/ui';
import { usePageTitle } from '../../lib/usePageTitle';
import { Lead, PageTitle, Section } from '../marketing/marketing.styles';
import { ServiceGrid } from '../marketing/ServiceGrid';
import { SearchAlternativesView, SearchNotes } from '../store/SearchWays';
import { searchPages } from './catalogue';
import { CatalogueGrid } from './CatalogueGrid';
import { SearchBox } from './search.styles';
import { useT } from '@petverse/ui';

/** How many matching products the page shows before linking to the store. */
const PRODUCTS_SHOWN = 12;

/** The search form of the page; keyed by the query so it starts from each new one. */
function SearchAgain({ query }: { query: string }) {
  const t = useT();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(query);
  const inputId = useId();
  // In the page's language: /hi/search on a Hindi page.
  const searchHref = useHref('/search');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = draft.trim();
    // As the header's search goes (lib/searchRouting.ts, searchFor): the query in navigation state
    // and in the address. Not imported from there: that module would become a chunk of its own,
    // fetched with the header's search before a page has hydrated (firstpaint.e2e.ts).
    if (next)
      void navigate(`/search?${new URLSearchParams({ q: next })}`, { state: { query: next } });
  };
  return (
    // Before hydration the browser sends the form itself (GET /search?q=…), which the server renders.
    <SearchBox role="search" action={searchHref} method="get" onSubmit={onSubmit}>
      <label htmlFor={inputId}>{t('Search again')}</label>
      <input
        id={inputId}
        name="q"
        type="search"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
      />
      <button type="submit">{t('Search')}</button>
    </SearchBox>
  );
}

/**
 * /search: products from the catalogue and services or pages matching the query. The query comes
 * in navigation state (the header's search, spec) or as `?q=` (a link, the form before hydration).
 * The server renders from `?q=` alone, so the state is read once hydrated: a reload of an entry
 * that carries state would otherwise hydrate with a query the server never saw.
 */
export default function SearchPage() {
  const t = useT();
  const location = useLocation();
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const state = hydrated ? (location.state as { query?: unknown } | null) : null;
  const query = (typeof state?.query === 'string' ? state.query : (params.get('q') ?? '')).trim();
  usePageTitle(
    query ? t('Search: {query}', { query }) : 'Search',
    'Search Petverse products, services and pages.',
  );
  // The best matches from the server's search (typo-tolerant); the store shows them all.
  const { data, error, isLoading, mutate } = useProductSearch(
    query ? { q: query, limit: PRODUCTS_SHOWN } : null,
  );

  const pages = query ? searchPages(query) : [];
  const found = data?.products ?? [];
  const total = data?.pagination.total ?? 0;

  return (
    <section aria-labelledby="search-title">
      <PageTitle id="search-title">
        {query ? t('Results for “{query}”', { query }) : t('Search')}
      </PageTitle>
      <Lead>{t('Products from the Pet Store, and the services and pages of Petverse.')}</Lead>
      <SearchAgain key={query} query={query} />
      {!query ? (
        <EmptyState
          title={t('What are you looking for?')}
          description={t('Try food, grooming or a vet.')}
        />
      ) : (
        <>
          <Section aria-labelledby="search-services">
            <h2 id="search-services">
              {t('Services and pages ({count})', { count: pages.length })}
            </h2>
            {pages.length ? (
              <ServiceGrid items={pages} label={t('Matching services and pages')} />
            ) : (
              <p>{t('No services or pages match “{query}”.', { query })}</p>
            )}
          </Section>
          <Section aria-labelledby="search-products">
            <h2 id="search-products">
              {t('Products ({count})', { count: isLoading ? '…' : total })}
            </h2>
            {isLoading ? (
              <LoadingState label={t(STORE_MESSAGES.loadingProducts)} />
            ) : error ? (
              <ErrorState
                message={t(STORE_MESSAGES.fetchProductsFailed)}
                onRetry={() => void mutate()}
              />
            ) : found.length ? (
              <>
                {data && <SearchNotes answer={data} />}
                <CatalogueGrid products={found} label={t('Matching products')} />
                {total > found.length ? (
                  <p>
                    <Link to={`/pet-store?q=${encodeURIComponent(query)}`}>
                      {t('See all {total} products for “{query}” in the Pet Store', {
                        total,
                        query,
                      })}
                    </Link>
                  </p>
                ) : null}
              </>
            ) : (
              <>
                <p>{t('No products match “{query}”.', { query })}</p>
                {data?.alternatives && (
                  <SearchAlternativesView
                    alternatives={data.alternatives}
                    categoryPath="/pet-store"
                  />
                )}
              </>
            )}
          </Section>
        </>
      )}
    </section>
  );
}
