import { useState } from 'react';
import { useAddToCart, useBoughtBefore } from '@petverse/api';
import { MAX_QUANTITY, said, type BoughtBefore } from '@petverse/api/contract';
import { Button, formatIndiaDate, notify } from '@petverse/ui';
import { notifyFailure, failureMessage } from '../../lib/notifyFailure';
import { SectionTitle } from '../shop/wishlist.styles';
import { ProductLines } from '../shop/ProductLines';
import { useLocale, useT } from '@petverse/ui';

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
  const t = useT();
  const locale = useLocale();
  const { data: products, error, isLoading, mutate } = useBoughtBefore();
  const { trigger } = useAddToCart();
  const [adding, setAdding] = useState<string | null>(null);

  const add = async (product: BoughtBefore) => {
    setAdding(product.productId);
    try {
      const quantity = quantityOf(product);
      const { message, said: answered } = await trigger({ productId: product.productId, quantity });
      if (message === 'Added to cart')
        notify.success(
          said('{quantity} × {name} added to cart!', { quantity, name: product.name }),
        );
      else notify.info(answered ?? message ?? 'Added to cart');
    } catch (failure) {
      notifyFailure(failure, failureMessage(failure, BUY_AGAIN_TEXTS.addFailed));
    } finally {
      setAdding(null);
    }
  };

  return (
    <section aria-labelledby="buy-again-title">
      <SectionTitle as="h2" id="buy-again-title">
        {t(BUY_AGAIN_TEXTS.title)}
      </SectionTitle>
      <ProductLines
        lines={products?.map((product) => {
          const soldOut = product.stock === 0;
          return {
            productId: product.productId,
            name: product.name,
            imageUrl: product.imageUrl,
            price: product.price,
            note: t('Last ordered {date}: {quantity}', {
              date: formatIndiaDate(product.lastOrderedAt, locale),
              quantity: product.lastQuantity,
            }),
            busy: adding === product.productId,
            actions: (describedBy) => (
              <Button
                aria-describedby={describedBy}
                disabled={soldOut || adding !== null}
                loading={adding === product.productId}
                onClick={() => void add(product)}
              >
                {soldOut
                  ? t(BUY_AGAIN_TEXTS.soldOut)
                  : t('Add {count} to Cart', { count: quantityOf(product) })}
              </Button>
            ),
          };
        })}
        isLoading={isLoading}
        failed={Boolean(error)}
        onRetry={() => void mutate()}
        texts={{
          ...BUY_AGAIN_TEXTS,
          label: 'Bought before',
          loading: 'Loading what you bought before...',
        }}
        idPrefix="bought"
      />
    </section>
  );
}
