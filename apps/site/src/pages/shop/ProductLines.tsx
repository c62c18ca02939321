import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState, PriceTag, ProductImage } from '@petverse/ui';
import { ButtonLink } from '../profile/profile.styles';
import { Item, ItemActions, ItemInfo, Lines } from './wishlist.styles';
import { useT } from '@petverse/ui';

/** One product in a list of the pet parent's products (wishlist, buy again). */
export interface ProductLine {
  productId: string;
  name: string;
  imageUrl?: string | null;
  price: number;
  /** A line under the name (the description, when it was last ordered). */
  note?: ReactNode;
  /** Its action is running: the line says so to assistive technology. */
  busy: boolean;
  /** The line's buttons; `describedBy` is the id of its name, for their accessible description. */
  actions: (describedBy: string) => ReactNode;
}

/** What the list says in each state. */
export interface ProductLinesTexts {
  /** The list's accessible name. */
  label: string;
  loading: string;
  loadFailed: string;
  empty: string;
  emptyHint: string;
}

/**
 * A list of products the pet parent keeps (the wishlist, the Buy Again tab) in its four states:
 * loading, a failure with Retry, empty with a way to the store, and the products, each with its
 * picture, name (a link to its page), an optional note, its price and its actions.
 */
export function ProductLines({
  lines,
  isLoading,
  failed,
  onRetry,
  texts,
  idPrefix,
  itemHeading: ItemHeading = 'h3',
}: {
  lines: ProductLine[] | undefined;
  isLoading: boolean;
  failed: boolean;
  onRetry: () => void;
  texts: ProductLinesTexts;
  /** Makes each name's id (`${idPrefix}-${productId}`). */
  idPrefix: string;
  itemHeading?: 'h2' | 'h3';
}) {
  const t = useT();
  if (isLoading) return <LoadingState label={t(texts.loading)} />;
  if (failed) return <ErrorState message={t(texts.loadFailed)} onRetry={onRetry} />;
  if (!lines?.length)
    return (
      <EmptyState
        title={t(texts.empty)}
        description={t(texts.emptyHint)}
        action={
          <ButtonLink as={Link} to="/pet-store">
            {t('Browse Products')}
          </ButtonLink>
        }
      />
    );
  return (
    <Lines aria-label={t(texts.label)}>
      {lines.map((line) => {
        const id = `${idPrefix}-${line.productId}`;
        return (
          <Item key={line.productId} aria-busy={line.busy || undefined}>
            <ProductImage src={line.imageUrl} alt="" width={96} height={96} />
            <ItemInfo>
              <ItemHeading id={id}>
                <Link to={`/pet-product-page/${line.productId}`} lang="en">
                  {line.name}
                </Link>
              </ItemHeading>
              {line.note ? <p>{line.note}</p> : null}
              <PriceTag amount={line.price} size="sm" emphasis />
            </ItemInfo>
            <ItemActions>{line.actions(id)}</ItemActions>
          </Item>
        );
      })}
    </Lines>
  );
}
