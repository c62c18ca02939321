import { useEffect } from 'react';
import { ApiProvider, useProduct } from '@petverse/api';
import { ErrorState, LoadingState } from '@petverse/ui';
import { useAccessProblem } from './access';
import { apiBaseOf, siteBaseOf } from './config';
import { EmbedRoot } from './EmbedRoot';
import { emit } from './events';
import { ProductTile } from './ProductTile';

/** The attributes of `<petverse-product-card>`. */
export interface PetverseProductCardProps {
  /** The product's id. */
  productId?: string;
  /** Where our API is. @default the script's origin + /api */
  apiBase?: string;
  /** The Petverse site the card links to. @default the script's origin */
  siteBase?: string;
  /** The shadow root, from the custom-element wrapper. */
  container?: Node;
}

function Card({
  productId,
  apiBase,
  siteBase,
  container,
}: Required<Pick<PetverseProductCardProps, 'apiBase' | 'siteBase'>> & PetverseProductCardProps) {
  const problem = useAccessProblem(apiBase);
  const { data: product, error, mutate } = useProduct(problem === null ? productId : null);
  const message = problem || (error ? error.messageOr(error.message) : undefined);
  useEffect(() => {
    if (product) emit(container, 'petverse:ready', { element: 'petverse-product-card' });
  }, [product, container]);
  useEffect(() => {
    if (message) emit(container, 'petverse:error', { message });
  }, [message, container]);

  if (!productId)
    return <ErrorState message="Set the product-id attribute to a Petverse product id." />;
  if (message)
    return <ErrorState message={message} onRetry={problem ? undefined : () => void mutate()} />;
  if (!product) return <LoadingState label="Loading product..." />;
  return <ProductTile product={product} apiBase={apiBase} siteBase={siteBase} priority />;
}

/** `<petverse-product-card product-id="…">`: one live product, linking to its Petverse page. */
export function PetverseProductCard(props: PetverseProductCardProps) {
  const apiBase = apiBaseOf(props.apiBase);
  return (
    <EmbedRoot container={props.container}>
      <ApiProvider baseURL={apiBase}>
        <div data-ui="PetverseProductCard">
          <Card {...props} apiBase={apiBase} siteBase={siteBaseOf(props.siteBase)} />
        </div>
      </ApiProvider>
    </EmbedRoot>
  );
}
