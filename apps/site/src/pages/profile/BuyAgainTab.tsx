import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAddToCart, useBoughtBefore } from '@petverse/api';
import { MAX_QUANTITY, type BoughtBefore } from '@petverse/api/contract';
import {
  Button,
  EmptyState,
  ErrorState,
  LoadingState,
  PriceTag,
  ProductImage,
  formatIndiaDate,
  notify,
} from '@petverse/ui';
import { notifyFailure, failureMessage } from '../../lib/notifyFailure';
import { Item, ItemActions, ItemInfo, Lines, SectionTitle } from '../shop/wishlist.styles';
import { ButtonLink } from './profile.styles';

export const BUY_AGAIN_TEXTS = {
  title: 'Buy Again',
  empty: 'Nothing to buy again yet',
  emptyHint: 'What you order shows here, to put back in your cart in one tap.',
  loadFailed: 'Failed to load what you bought before. Please try again.',
  addFailed: 'Failed to add to cart',
  soldOut: 'Out of stock',
} as const;

/** How many of a product one tap puts in the cart: as many as last time, as far as stock goes. */
const quantityOf = (product: BoughtBefore) =>
  Math.max(1, Math.min(product.lastQuantity, product.stock, MAX_QUANTITY));

/**
 * The account area's Buy Again tab (issue 38): what the pet parent ordered before, the last
 * ordered first, each put back in the cart in one tap, as many as last time (as far as stock
 * goes); a product sold out says so.
 */
export default function BuyAgainTab() {
  const { data: products, error, isLoading, mutate } = useBoughtBefore();
  const { trigger } = useAddToCart();
  const [adding, setAdding] = useState<string | null>(null);

  const add = async (product: BoughtBefore) => {
    setAdding(product.productId);
    try {
      const quantity = quantityOf(product);
      const { message } = await trigger({ productId: product.productId, quantity });
      if (message === 'Added to cart')
        notify.success(`${quantity} × ${product.name} added to cart!`);
      else notify.info(message ?? 'Added to cart');
    } catch (failure) {
      notifyFailure(failure, failureMessage(failure, BUY_AGAIN_TEXTS.addFailed));
    } finally {
      setAdding(null);
    }
  };

  return (
    <section aria-labelledby="buy-again-title">
      <SectionTitle as="h2" id="buy-again-title">
        {BUY_AGAIN_TEXTS.title}
      </SectionTitle>
      {isLoading ? (
        <LoadingState label="Loading what you bought before..." />
      ) : error ? (
        <ErrorState message={BUY_AGAIN_TEXTS.loadFailed} onRetry={() => void mutate()} />
      ) : !products?.length ? (
        <EmptyState
          title={BUY_AGAIN_TEXTS.empty}
          description={BUY_AGAIN_TEXTS.emptyHint}
          action={
            <ButtonLink as={Link} to="/pet-store">
              Browse Products
            </ButtonLink>
          }
        />
      ) : (
        <Lines aria-label="Bought before">
          {products.map((product) => {
            const id = `bought-${product.productId}`;
            const soldOut = product.stock === 0;
            return (
              <Item key={product.productId} aria-busy={adding === product.productId || undefined}>
                <ProductImage src={product.imageUrl} alt="" width={96} height={96} />
                <ItemInfo>
                  <h3 id={id}>
                    <Link to={`/pet-product-page/${product.productId}`}>{product.name}</Link>
                  </h3>
                  <p>
                    Last ordered {formatIndiaDate(product.lastOrderedAt)}: {product.lastQuantity}
                  </p>
                  <PriceTag amount={product.price} size="sm" emphasis />
                </ItemInfo>
                <ItemActions>
                  <Button
                    aria-describedby={id}
                    disabled={soldOut || adding !== null}
                    loading={adding === product.productId}
                    onClick={() => void add(product)}
                  >
                    {soldOut ? BUY_AGAIN_TEXTS.soldOut : `Add ${quantityOf(product)} to Cart`}
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
