import { tokenStore, useAddToCart } from '@petverse/api';
import { said, variantName, type Product } from '@petverse/api/contract';
import { Button, notify } from '@petverse/ui';
import { notifyFailure, failureMessage } from '../../lib/notifyFailure';
import { useLoginFirst, useResumeAction } from '../../lib/returnTo';
import { useT } from '@petverse/ui';

/**
 * Adds the product to the cart; a visitor is sent to /login first, comes back here after, and
 * the product is added then, as they asked.
 */
export function AddToCartButton({
  product,
  quantity,
  soldOut = false,
  subscribeWeeks,
}: {
  product: Product;
  quantity: number;
  /** Subscribe and save: every so many weeks, or 0 for once; undefined when not offered. */
  subscribeWeeks?: 0 | 2 | 4 | 6 | 8 | undefined;
  /** Nothing left to sell: the button says so and does nothing (the wishlist still works). */
  soldOut?: boolean;
}) {
  const t = useT();
  const loginFirst = useLoginFirst();
  const { trigger, isMutating } = useAddToCart();

  const add = async (count = quantity, weeks = subscribeWeeks) => {
    if (!tokenStore.get()) {
      loginFirst({
        kind: 'addToCart',
        productId: product._id,
        quantity: count,
        ...(weeks === undefined ? {} : { subscribeWeeks: weeks }),
      });
      return;
    }
    try {
      const { message, said: answered } = await trigger({
        productId: product._id,
        quantity: count,
        ...(weeks === undefined ? {} : { subscribeWeeks: weeks }),
      });
      // The server says so when the line was already at the most one cart can hold.
      if (message === 'Added to cart')
        notify.success(
          weeks
            ? said('{name} added to cart, delivered every {weeks} weeks!', {
                name: variantName(product.name, product.variantLabel),
                weeks,
              })
            : said('{name} added to cart!', {
                name: variantName(product.name, product.variantLabel),
              }),
        );
      else notify.info(answered ?? message ?? 'Added to cart');
    } catch (error) {
      notifyFailure(error, failureMessage(error, 'Failed to add to cart'));
    }
  };

  useResumeAction(
    'addToCart',
    (action) => action.productId === product._id,
    (action) => void add(action.quantity, action.subscribeWeeks),
    tokenStore.get() !== null,
  );

  return (
    <Button size="lg" fullWidth loading={isMutating} disabled={soldOut} onClick={() => void add()}>
      {t(soldOut ? 'Out of stock' : 'Add to Cart')}
    </Button>
  );
}
