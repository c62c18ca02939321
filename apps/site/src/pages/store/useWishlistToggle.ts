import { inWishlist, tokenStore, useWishlist, useWishlistActions } from '@petverse/api';
import { variantName, type Product } from '@petverse/api/contract';
import { notify } from '@petverse/ui';
import { notifyFailure } from '../../lib/notifyFailure';
import { useLoginFirst, useResumeAction, type PendingAction } from '../../lib/returnTo';

type WishlistProduct = Extract<PendingAction, { kind: 'wishlist' }>['product'];

/** What the wishlist keeps of a product (and what a visitor's pending heart carries). */
const summaryOf = (product: Product): WishlistProduct => ({
  _id: product._id,
  // The wishlist names the size it holds, as the server's list does (ADR 026).
  name: variantName(product.name, product.variantLabel),
  description: product.description,
  price: product.price,
  imageUrl: product.imageUrl || (product.image ?? ''),
});

/**
 * The wishlist hearts of the product page and its similar products: optimistic, blocked while a
 * product's call runs; a visitor is sent to /login and comes back.
 */
export function useWishlistToggle() {
  const loginFirst = useLoginFirst();
  const { data: wishlist } = useWishlist();
  const actions = useWishlistActions();

  const toggle = async (product: WishlistProduct, active = inWishlist(wishlist, product._id)) => {
    if (!tokenStore.get()) {
      loginFirst({ kind: 'wishlist', product });
      return;
    }
    try {
      const done = active ? await actions.remove(product._id) : await actions.add(product);
      if (done === null) return;
      notify.success(
        active ? `${product.name} removed from wishlist!` : `${product.name} added to wishlist!`,
      );
    } catch (error) {
      notifyFailure(error, 'Failed to update wishlist');
    }
  };

  // A visitor who tapped a heart and logged in finds the product in their wishlist.
  useResumeAction(
    'wishlist',
    () => true,
    (action) => {
      if (!inWishlist(wishlist, action.product._id)) void toggle(action.product, false);
    },
    tokenStore.get() !== null && wishlist !== undefined,
  );

  /** The `wishlist` prop of a ProductCard (and the WishlistButton's state) for a product. */
  return (product: Product) => ({
    active: inWishlist(wishlist, product._id),
    pending: actions.isPending(product._id),
    onToggle: () => void toggle(summaryOf(product)),
  });
}
