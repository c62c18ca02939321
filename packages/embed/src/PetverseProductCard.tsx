import { useEffect } from 'react';
import { createGlobalStyle } from 'styled-components';
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
  /** `hi` shows the element in Hindi; English otherwise. */
  lang?: string;
  /** The shadow root, from the custom-element wrapper. */
  container?: Node;
}

const MISSING_ID = 'Set the product-id attribute to a Petverse product id.';
/**
 * The server refused the id (400: not an id; 404: no such product): trying again cannot help, so
 * the card says what to fix instead of offering Retry (issue 58 item 9).
 */
const UNKNOWN_ID =
  'No Petverse product has this product-id. Copy the id from the end of the product’s address on the Petverse site.';

function Card({
  productId,
  apiBase,
  siteBase,
  container,
}: Required<Pick<PetverseProductCardProps, 'apiBase' | 'siteBase'>> & PetverseProductCardProps) {
  const problem = useAccessProblem(apiBase);
  const { data: product, error, mutate } = useProduct(problem === null ? productId : null);
  const refused = error?.kind === 'http' && (error.status === 400 || error.status === 404);
  const message =
    problem || (refused ? UNKNOWN_ID : error ? error.messageOr(error.message) : undefined);
  useEffect(() => {
    if (product) emit(container, 'petverse:ready', { element: 'petverse-product-card' });
  }, [product, container]);
  useEffect(() => {
    if (message)
      emit(container, 'petverse:error', {
        message,
        reason: problem ? 'not-a-partner' : 'request-failed',
      });
  }, [message, problem, container]);
  useEffect(() => {
    if (!productId)
      emit(container, 'petverse:error', { message: MISSING_ID, reason: 'missing-product-id' });
  }, [productId, container]);

  if (!productId) return <ErrorState message={MISSING_ID} />;
  if (message)
    return (
      <ErrorState
        message={message}
        onRetry={problem || refused ? undefined : () => void mutate()}
      />
    );
  if (!product) return <LoadingState label="Loading product..." />;
  return <ProductTile product={product} apiBase={apiBase} siteBase={siteBase} priority />;
}

/**
 * A card's own size: as wide as its box allows up to 18rem (288 px at the default font size), not
 * the whole page. The partner's CSS on the element (`width`, `max-width`) wins over it.
 */
const CardHost = createGlobalStyle`
  :host { width: 100%; max-width: 18rem; }
`;

/** `<petverse-product-card product-id="…">`: one live product, linking to its Petverse page. */
export function PetverseProductCard(props: PetverseProductCardProps) {
  const apiBase = apiBaseOf(props.apiBase);
  return (
    <EmbedRoot container={props.container} lang={props.lang}>
      <CardHost />
      <ApiProvider baseURL={apiBase}>
        <div data-ui="PetverseProductCard">
          <Card {...props} apiBase={apiBase} siteBase={siteBaseOf(props.siteBase)} />
        </div>
      </ApiProvider>
    </EmbedRoot>
  );
}
