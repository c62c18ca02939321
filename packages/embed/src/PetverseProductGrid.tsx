import { useEffect } from 'react';
import { ApiProvider, useProductSearch } from '@petverse/api';
import { EmptyState, ErrorState, LoadingState, ProductGrid, useT } from '@petverse/ui';
import { useAccessProblem } from './access';
import { apiBaseOf, siteBaseOf } from './config';
import { EmbedRoot } from './EmbedRoot';
import { emit } from './events';
import { limitOf, speciesOf } from './products';
import { ProductTile } from './ProductTile';

/** The attributes of `<petverse-product-grid>`. */
export interface PetverseProductGridProps {
  /** `dog` or `cat`; both when absent. */
  species?: string;
  /** How many cards, 1–24. @default 6 */
  limit?: string;
  /** Where our API is. @default the script's origin + /api */
  apiBase?: string;
  /** The Petverse site the cards link to. @default the script's origin */
  siteBase?: string;
  /** `hi` shows the element in Hindi; English otherwise. */
  lang?: string;
  /** The shadow root, from the custom-element wrapper. */
  container?: Node;
}

function Grid({
  species,
  limit,
  apiBase,
  siteBase,
  container,
}: Required<Pick<PetverseProductGridProps, 'apiBase' | 'siteBase'>> & PetverseProductGridProps) {
  const t = useT();
  const problem = useAccessProblem(apiBase);
  // The server picks and counts: the element downloads its cards, never the whole catalogue.
  const { data, error, mutate } = useProductSearch(
    problem === null ? { species: speciesOf(species), limit: limitOf(limit) } : null,
  );
  const shown = data?.products;
  const message = problem || (error ? error.messageOr(error.message) : undefined);
  useEffect(() => {
    if (shown) emit(container, 'petverse:ready', { element: 'petverse-product-grid' });
  }, [shown, container]);
  useEffect(() => {
    if (message)
      emit(container, 'petverse:error', {
        message,
        reason: problem ? 'not-a-partner' : 'request-failed',
      });
  }, [message, problem, container]);

  if (message)
    return <ErrorState message={message} onRetry={problem ? undefined : () => void mutate()} />;
  if (!shown) return <LoadingState label="Loading products..." />;
  if (shown.length === 0)
    return (
      <EmptyState title="No products found" description="Check back later for new pet products!" />
    );
  return (
    <ProductGrid aria-label={t('Petverse products')}>
      {shown.map((product, index) => (
        <li key={product._id}>
          <ProductTile
            product={product}
            apiBase={apiBase}
            siteBase={siteBase}
            priority={index < 2}
          />
        </li>
      ))}
    </ProductGrid>
  );
}

/** `<petverse-product-grid species="dog" limit="6">`: live products, linking to Petverse. */
export function PetverseProductGrid(props: PetverseProductGridProps) {
  const apiBase = apiBaseOf(props.apiBase);
  return (
    <EmbedRoot container={props.container} lang={props.lang}>
      <ApiProvider baseURL={apiBase}>
        <div data-ui="PetverseProductGrid">
          <Grid {...props} apiBase={apiBase} siteBase={siteBaseOf(props.siteBase)} />
        </div>
      </ApiProvider>
    </EmbedRoot>
  );
}
