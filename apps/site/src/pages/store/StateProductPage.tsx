import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { MIN_QUANTITY, lineTotal, type Product } from '@petverse/api/contract';
import { PriceTag, ProductImage, QuantityStepper, Rating } from '@petverse/ui';
import { MissingItem } from '../../lib/MissingItem';
import { usePageTitle } from '../../lib/usePageTitle';
import { BackLink, BuyBox, Detail, ImageFrame, Info, Label, Row, TitleRow } from './store.styles';
import { useT } from '@petverse/ui';

type StateProduct = Pick<Product, '_id' | 'name' | 'price'> &
  Partial<Pick<Product, 'imageUrl' | 'image' | 'description'>>;

function productFromState(state: unknown): StateProduct | null {
  const product = (state as { product?: unknown } | null)?.product as
    Partial<StateProduct> | undefined;
  return product && typeof product.name === 'string' && typeof product.price === 'number'
    ? (product as StateProduct)
    : null;
}

/**
 * The store landing's product detail (services spec §2.12): the product comes in navigation
 * state from /pet-dog-store; a visit without it says 'No product data available'.
 */
export default function StateProductPage() {
  const t = useT();
  const location = useLocation();
  const product = productFromState(location.state);
  const [quantity, setQuantity] = useState(MIN_QUANTITY);
  usePageTitle(product?.name ?? 'Product');

  if (!product) {
    return (
      <MissingItem
        title={t('No product data available')}
        description={t('Open a product from the Dog Store to see it here.')}
        links={[
          { to: '/pet-dog-store', label: 'Go to the Dog Store' },
          { to: '/pet-store', label: 'Browse the Pet Store' },
        ]}
      />
    );
  }
  return (
    <article aria-labelledby="state-product-name">
      <BackLink>
        <Link to="/pet-dog-store">{t('← Back to the Dog Store')}</Link>
      </BackLink>
      <Detail>
        <ImageFrame>
          <ProductImage
            src={product.imageUrl ?? product.image}
            alt={product.name}
            loading="eager"
          />
        </ImageFrame>
        <Info>
          <TitleRow>
            <h1 id="state-product-name">{product.name}</h1>
          </TitleRow>
          <p>
            <Rating value={4} /> <span>{t('Reviews')}</span>
          </p>
          <p>{product.description?.trim() || t('No description available')}</p>
          <PriceTag amount={product.price} size="lg" emphasis />
          <BuyBox>
            <Row>
              <Label>{t('Quantity')}</Label>
              <QuantityStepper value={quantity} onChange={setQuantity} />
            </Row>
            <Row>
              <Label>{t('Total')}</Label>
              <span aria-live="polite" data-testid="state-product-total">
                <PriceTag amount={lineTotal({ price: product.price, quantity })} size="lg" />
              </span>
            </Row>
            <Link to={`/pet-product-page/${product._id}`}>
              {t('See full details and add to cart')}
            </Link>
          </BuyBox>
        </Info>
      </Detail>
    </article>
  );
}
