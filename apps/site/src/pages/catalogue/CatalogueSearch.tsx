import type { ReactNode } from 'react';
import { useProductSearch } from '@petverse/api';
import {
  STORE_MESSAGES,
  type ProductSearchQuery,
  type ProductSearchResponse,
} from '@petverse/api/contract';
import { EmptyState, ErrorState, LoadingState } from '@petverse/ui';
import { useT } from '@petverse/ui';

/**
 * One page of a catalogue search (the server filters, counts and pages, so the page stays the
 * same size whatever the catalogue's): loading, error with Retry, or empty; otherwise renders
 * children with the answer.
 */
export function CatalogueSearch({
  query,
  children,
}: {
  query: ProductSearchQuery;
  children: (result: ProductSearchResponse) => ReactNode;
}) {
  const t = useT();
  const { data, error, isLoading, mutate } = useProductSearch(query);
  if (!data && isLoading) return <LoadingState label={t(STORE_MESSAGES.loadingProducts)} />;
  if (error && !data)
    return (
      <ErrorState message={t(STORE_MESSAGES.fetchProductsFailed)} onRetry={() => void mutate()} />
    );
  if (!data?.pagination.total)
    return (
      <EmptyState
        title={t(STORE_MESSAGES.noProducts)}
        description={t(STORE_MESSAGES.noProductsHint)}
      />
    );
  return <>{children(data)}</>;
}
