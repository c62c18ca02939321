import { useLocation, useNavigate } from 'react-router-dom';
import { inWishlist, tokenStore, useWishlist, useWishlistActions } from '@petverse/api';
import type { Product } from '@petverse/api/contract';
import { notify } from '@petverse/ui';

/**
 * The wishlist hearts of the product page and its similar products: optimistic, blocked while a
 * product's call runs; a visitor is sent to /login and comes back.
 */
export function useWishlistToggle() {
  const navigate = useNavigate();
  const location = useLocation();
  const { data: wishlist } = useWishlist();
  const actions = useWishlistActions();

  const toggle = async (product: Product) => {
    if (!tokenStore.get()) {
      void navigate('/login', { state: { from: location } });
      return;
    }
    const active = inWishlist(wishlist, product._id);
    try {
      const done = active
        ? await actions.remove(product._id)
        : await actions.add({
            _id: product._id,
            name: product.name,
            description: product.description,
            price: product.price,
            imageUrl: product.imageUrl || (product.image ?? ''),
          });
      if (done === null) return;
      notify.success(
        active ? `${product.name} removed from wishlist!` : `${product.name} added to wishlist!`,
      );
    } catch {
      notify.error('Failed to update wishlist');
    }
  };

  /** The `wishlist` prop of a ProductCard (and the WishlistButton's state) for a product. */
  return (product: Product) => ({
    active: inWishlist(wishlist, product._id),
    pending: actions.isPending(product._id),
    onToggle: () => void toggle(product),
  });
}
