import { useWishlist, useWishlistActions } from '@petverse/api';
import { Button, notify } from '@petverse/ui';
import { SectionTitle } from './wishlist.styles';
import { ProductLines } from './ProductLines';
import { notifyFailure, failureMessage } from '../../lib/notifyFailure';
import { useT } from '@petverse/ui';

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
  const t = useT();
  const { data: wishlist, error, isLoading, mutate } = useWishlist();
  const actions = useWishlistActions();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

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
        {t(WISHLIST_TEXTS.title)}
      </SectionTitle>
      <ProductLines
        lines={wishlist?.map(({ productId: product }) => {
          const pending = actions.isPending(product._id);
          return {
            productId: product._id,
            name: product.name,
            imageUrl: product.imageUrl,
            price: product.price,
            note: product.description,
            busy: pending,
            actions: (describedBy) => (
              <>
                <Button
                  disabled={pending}
                  aria-describedby={describedBy}
                  onClick={() => void moveToCart(product._id)}
                >
                  {t('Move to Cart')}
                </Button>
                <Button
                  variant="outline"
                  disabled={pending}
                  aria-describedby={describedBy}
                  onClick={() => void remove(product._id)}
                >
                  {t('Remove')}
                </Button>
              </>
            ),
          };
        })}
        isLoading={isLoading}
        failed={Boolean(error)}
        onRetry={() => void mutate()}
        texts={{ ...WISHLIST_TEXTS, label: 'Wishlist items', loading: 'Loading wishlist...' }}
        idPrefix="wishlist"
        itemHeading={headingLevel === 1 ? 'h2' : 'h3'}
      />
    </section>
  );
}
