import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError, tokenStore, useAddToCart } from '@petverse/api';
import type { Product } from '@petverse/api/contract';
import { Button, notify } from '@petverse/ui';

/**
 * Adds the product to the cart; a visitor is sent to /login first and comes back here after.
 */
export function AddToCartButton({ product, quantity }: { product: Product; quantity: number }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { trigger, isMutating } = useAddToCart();

  const add = async () => {
    if (!tokenStore.get()) {
      void navigate('/login', { state: { from: location } });
      return;
    }
    try {
      await trigger({ productId: product._id, quantity });
      notify.success(`${product.name} added to cart!`);
    } catch (error) {
      notify.error(
        error instanceof ApiError
          ? error.messageOr('Failed to add to cart')
          : 'Failed to add to cart',
      );
    }
  };

  return (
    <Button size="lg" fullWidth loading={isMutating} onClick={() => void add()}>
      Add to Cart
    </Button>
  );
}
