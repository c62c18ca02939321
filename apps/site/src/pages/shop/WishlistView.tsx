import { Link } from 'react-router-dom';
import { useWishlist, useWishlistActions } from '@petverse/api';
import {
  Button,
  EmptyState,
  ErrorState,
  LoadingState,
  PriceTag,
  ProductImage,
  notify,
} from '@petverse/ui';
import { ButtonLink } from '../profile/profile.styles';
import { Item, ItemActions, ItemInfo, Lines, SectionTitle } from './wishlist.styles';
import { notifyFailure, failureMessage } from '../../lib/notifyFailure';

export const WISHLIST_TEXTS = {
  title: 'Product Wishlist',
  empty: 'No products in your wishlist',
  emptyHint: 'Start adding items you love to your wishlist!',
  loadFailed: 'Failed to load wishlist. Please try again.',
  moved: 'Item moved to cart!',
  moveFailed: 'Failed to move to cart',
  removed: 'Item removed from wishlist!',
  updateFailed: 'Failed to update wishlist',
} as const;

/** The wishlist (spec §2 Wishlist): Move to Cart and Remove, each optimistic and blocked while running. */
export function WishlistView({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { data: wishlist, error, isLoading, mutate } = useWishlist();
  const actions = useWishlistActions();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const ItemHeading = headingLevel === 1 ? 'h2' : 'h3';

  const moveToCart = async (productId: string) => {
    try {
      if ((await actions.moveToCart(productId)) !== null) notify.success(WISHLIST_TEXTS.moved);
    } catch (failure) {
      notifyFailure(failure, failureMessage(failure, WISHLIST_TEXTS.moveFailed));
    }
  };
  const remove = async (productId: string) => {
    try {
      if ((await actions.remove(productId)) !== null) notify.success(WISHLIST_TEXTS.removed);
    } catch (failure) {
      notifyFailure(failure, WISHLIST_TEXTS.updateFailed);
    }
  };

  return (
    <section aria-labelledby="wishlist-title">
      <SectionTitle as={Heading} id="wishlist-title">
        {WISHLIST_TEXTS.title}
      </SectionTitle>
      {isLoading ? (
        <LoadingState label="Loading wishlist..." />
      ) : error ? (
        <ErrorState message={WISHLIST_TEXTS.loadFailed} onRetry={() => void mutate()} />
      ) : !wishlist?.length ? (
        <EmptyState
          title={WISHLIST_TEXTS.empty}
          description={WISHLIST_TEXTS.emptyHint}
          action={
            <ButtonLink as={Link} to="/pet-store">
              Browse Products
            </ButtonLink>
          }
        />
      ) : (
        <Lines aria-label="Wishlist items">
          {wishlist.map(({ productId: product }) => {
            const pending = actions.isPending(product._id);
            return (
              <Item key={product._id} aria-busy={pending || undefined}>
                <ProductImage src={product.imageUrl} alt="" width={96} height={96} />
                <ItemInfo>
                  <ItemHeading id={`wishlist-${product._id}`}>
                    <Link to={`/pet-product-page/${product._id}`}>{product.name}</Link>
                  </ItemHeading>
                  {product.description ? <p>{product.description}</p> : null}
                  <PriceTag amount={product.price} size="sm" emphasis />
                </ItemInfo>
                <ItemActions>
                  <Button
                    disabled={pending}
                    aria-describedby={`wishlist-${product._id}`}
                    onClick={() => void moveToCart(product._id)}
                  >
                    Move to Cart
                  </Button>
                  <Button
                    variant="outline"
                    disabled={pending}
                    aria-describedby={`wishlist-${product._id}`}
                    onClick={() => void remove(product._id)}
                  >
                    Remove
                  </Button>
                </ItemActions>
              </Item>
            );
          })}
        </Lines>
      )}
    </section>
  );
}
