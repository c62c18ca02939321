import type { ReactNode } from 'react';
import { useProducts } from '@petverse/api';
import { STORE_MESSAGES, type Product } from '@petverse/api/contract';
import { EmptyState, ErrorState, LoadingState } from '@petverse/ui';

/** Loads the catalogue and shows loading, error with Retry, or empty; otherwise renders children. */
export function CatalogueState({ children }: { children: (products: Product[]) => ReactNode }) {
  const { data: products, error, isLoading, mutate } = useProducts();
  if (isLoading) return <LoadingState label={STORE_MESSAGES.loadingProducts} />;
  if (error)
    return (
      <ErrorState message={STORE_MESSAGES.fetchProductsFailed} onRetry={() => void mutate()} />
    );
  if (!products?.length)
    return (
      <EmptyState title={STORE_MESSAGES.noProducts} description={STORE_MESSAGES.noProductsHint} />
    );
  return <>{children(products)}</>;
}
