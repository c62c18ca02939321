import { useId, useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useProductSearch } from '@petverse/api';
import { SEARCH_LIMITS, STORE_MESSAGES, type ProductSearchQuery } from '@petverse/api/contract';
import {
  Button,
  Drawer,
  EmptyState,
  ErrorState,
  FilterPanel,
  LoadingState,
  Pagination,
  ResultCount,
  SortControl,
} from '@petverse/ui';
import { CatalogueGrid } from '../catalogue/CatalogueGrid';
import { SearchBox } from '../catalogue/search.styles';
import { SearchAlternativesView, SearchNotes } from './SearchWays';
import { SORT_OPTIONS, filterGroups, withFilter } from './storeFilters';
import { hasFilters, paramsFromQuery, queryFromParams, withChange } from './storeQuery';
import {
  Aside,
  DrawerFooter,
  FiltersButton,
  Layout,
  Results,
  Toolbar,
  ToolbarEnd,
} from './storeBrowser.styles';
import { useT } from '@petverse/ui';

/** Four rows of four on a desktop, eight rows of two on a phone; the same pages on both, so a shared URL shows the same products. */
const PAGE_SIZE = 16;

/**
 * The store's search box; keyed by the query so it starts from each new one. A GET form of its
 * own (`?q=`): before the page's JavaScript has run, Enter loads the results page from the
 * server; once it has, the search stays in the page. The box is the browser's (uncontrolled),
 * so what was typed before hydration is what is searched.
 */
function StoreSearch({ query, onSearch }: { query: string; onSearch: (q: string) => void }) {
  const t = useT();
  const inputId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q');
    onSearch(typeof q === 'string' ? q.trim() : '');
  };
  return (
    <SearchBox role="search" method="get" onSubmit={submit}>
      <label htmlFor={inputId}>{t('Search products')}</label>
      <input
        id={inputId}
        name="q"
        type="search"
        defaultValue={query}
        maxLength={SEARCH_LIMITS.maxQueryLength}
        placeholder={t('Try puppy food, cat litter, harness…')}
      />
      <button type="submit">{t('Search')}</button>
    </SearchBox>
  );
}

export interface StoreBrowserProps {
  /** Filters the page always applies (e.g. the Zib brand); they are not offered in the panel. */
  fixed?: Partial<ProductSearchQuery>;
}

/**
 * Search, filters, sort and pages over the catalogue, all in the URL's query string: a
 * filtered view can be shared, and Back undoes the last change. Filters sit beside the
 * results, or in a drawer on phones.
 */
export function StoreBrowser({ fixed = {} }: StoreBrowserProps) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => queryFromParams(params), [params]);
  const { data, error, isLoading, mutate } = useProductSearch({
    ...query,
    ...fixed,
    limit: PAGE_SIZE,
  });
  const [drawer, setDrawer] = useState(false);
  const go = (next: ProductSearchQuery) => setParams(paramsFromQuery(next));
  const page = query.page ?? 1;
  const total = data?.pagination.total ?? 0;
  // keepPreviousData: the last answer stays shown while the next one loads.
  const refreshing = isLoading && data !== undefined;

  const groups = filterGroups(query, refreshing ? undefined : data?.facets, fixed);
  const panel = (heading?: string) => (
    <FilterPanel
      heading={t(heading)}
      groups={groups}
      loading={refreshing}
      onChange={(id, value) => go(withFilter(query, id, value))}
      onClear={() => go({ q: query.q, sort: query.sort })}
    />
  );
  const clearAll = () => go({});

  return (
    <>
      <StoreSearch
        key={query.q ?? ''}
        query={query.q ?? ''}
        onSearch={(q) => go(withChange(query, { q }))}
      />
      <Layout>
        <Aside aria-label={t('Filters')}>{panel()}</Aside>
        <Results aria-busy={refreshing || undefined}>
          <Toolbar>
            <ResultCount
              total={total}
              page={page}
              pageSize={PAGE_SIZE}
              query={query.q}
              loading={isLoading}
              error={Boolean(error) && !data}
            />
            <ToolbarEnd>
              <FiltersButton>
                <Button variant="outline" aria-expanded={drawer} onClick={() => setDrawer(true)}>
                  {t('Filters')}
                  {t(hasFilters(query) ? ' (on)' : '')}
                </Button>
              </FiltersButton>
              <SortControl
                value={query.sort ?? 'relevance'}
                options={SORT_OPTIONS}
                onChange={(sort) => go(withChange(query, { sort }))}
              />
            </ToolbarEnd>
          </Toolbar>
          {data && !isLoading && <SearchNotes answer={data} />}
          {!data && isLoading ? (
            <LoadingState label={t(STORE_MESSAGES.loadingProducts)} />
          ) : error && !data ? (
            <ErrorState
              message={t(STORE_MESSAGES.fetchProductsFailed)}
              onRetry={() => void mutate()}
            />
          ) : !data?.products.length ? (
            <>
              <EmptyState
                title={t(STORE_MESSAGES.noProducts)}
                description={t(
                  query.q || hasFilters(query)
                    ? 'Try other words or fewer filters.'
                    : STORE_MESSAGES.noProductsHint,
                )}
                action={
                  query.q || hasFilters(query) || page > 1 ? (
                    <Button onClick={clearAll}>{t('Clear search and filters')}</Button>
                  ) : undefined
                }
              />
              {data?.alternatives && <SearchAlternativesView alternatives={data.alternatives} />}
            </>
          ) : (
            <CatalogueGrid products={data.products} label={t('Products')} headingLevel={2} />
          )}
          <Pagination
            page={page}
            totalPages={data?.pagination.totalPages ?? 1}
            label={t('Product pages')}
            onPageChange={(next) => {
              go(withChange(query, { page: next }));
              window.scrollTo({ top: 0 });
            }}
          />
        </Results>
      </Layout>
      <Drawer open={drawer} onClose={() => setDrawer(false)} title={t('Filters')}>
        {panel('Refine results')}
        <DrawerFooter>
          <Button onClick={() => setDrawer(false)}>
            {isLoading
              ? t('Show results')
              : t('Show {total, plural, one {# result} other {# results}}', { total })}
          </Button>
        </DrawerFooter>
      </Drawer>
    </>
  );
}
