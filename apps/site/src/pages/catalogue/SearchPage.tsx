import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useProducts } from '@petverse/api';
import { STORE_MESSAGES } from '@petverse/api/contract';
import { EmptyState, ErrorState, LoadingState } from '@petverse/ui';
import { usePageTitle } from '../../lib/usePageTitle';
import { Lead, PageTitle, Section } from '../marketing/marketing.styles';
import { ServiceGrid } from '../marketing/ServiceGrid';
import { searchPages, searchProducts } from './catalogue';
import { CatalogueGrid } from './CatalogueGrid';
import { SearchBox } from './search.styles';

/** The search form of the page; keyed by the query so it starts from each new one. */
function SearchAgain({ query }: { query: string }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState(query);
  const inputId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = draft.trim();
    if (next) void navigate('/search', { state: { query: next } });
  };
  return (
    <SearchBox role="search" onSubmit={onSubmit}>
      <label htmlFor={inputId}>Search again</label>
      <input id={inputId} type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />
      <button type="submit">Search</button>
    </SearchBox>
  );
}

/** /search: products from the catalogue and services or pages matching the query. */
export default function SearchPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const state = location.state as { query?: unknown } | null;
  const query = (typeof state?.query === 'string' ? state.query : (params.get('q') ?? '')).trim();
  usePageTitle(
    query ? `Search: ${query}` : 'Search',
    'Search Petverse products, services and pages.',
  );
  const { data: products, error, isLoading, mutate } = useProducts();

  const pages = query ? searchPages(query) : [];
  const found = query && products ? searchProducts(products, query) : [];

  return (
    <section aria-labelledby="search-title">
      <PageTitle id="search-title">{query ? `Results for “${query}”` : 'Search'}</PageTitle>
      <Lead>Products from the Pet Store, and the services and pages of Petverse.</Lead>
      <SearchAgain key={query} query={query} />
      {!query ? (
        <EmptyState title="What are you looking for?" description="Try food, grooming or a vet." />
      ) : (
        <>
          <Section aria-labelledby="search-services">
            <h2 id="search-services">Services and pages ({pages.length})</h2>
            {pages.length ? (
              <ServiceGrid items={pages} label="Matching services and pages" />
            ) : (
              <p>No services or pages match “{query}”.</p>
            )}
          </Section>
          <Section aria-labelledby="search-products">
            <h2 id="search-products">Products ({isLoading ? '…' : found.length})</h2>
            {isLoading ? (
              <LoadingState label={STORE_MESSAGES.loadingProducts} />
            ) : error ? (
              <ErrorState
                message={STORE_MESSAGES.fetchProductsFailed}
                onRetry={() => void mutate()}
              />
            ) : found.length ? (
              <CatalogueGrid products={found} label="Matching products" />
            ) : (
              <p>No products match “{query}”.</p>
            )}
          </Section>
        </>
      )}
    </section>
  );
}
