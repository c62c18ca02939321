import { Suspense, lazy, useState } from 'react';
import { Link, useHref, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useChooseVariant, useProduct, useProductSearch, useSimilarProducts } from '@petverse/api';
import {
  MAX_QUANTITY,
  MIN_QUANTITY,
  STORE_MESSAGES,
  lineTotal,
  variantName,
} from '@petverse/api/contract';
import {
  ErrorState,
  LoadingState,
  PriceSaving,
  PriceTag,
  ProductCard,
  ProductGrid,
  ProductImage,
  QuantityStepper,
  Rating,
  SizeSelector,
  Tabs,
  WishlistButton,
  useHydrated,
} from '@petverse/ui';
import { MissingItem } from '../../lib/MissingItem';
import { RouterLink } from '../../lib/RouterLink';
import { savingOf } from '../../lib/priceSaving';
import { CatalogueGrid } from '../catalogue/CatalogueGrid';
import { usePageTitle } from '../../lib/usePageTitle';
import { AddToCartButton } from './AddToCartButton';
import { DeliveryCheck } from './DeliveryCheck';
import { ProductReviews } from './ProductReviews';
import { useWishlistToggle } from './useWishlistToggle';
import type { PurchasePlan } from './SubscribeChoice';

// Subscribe and save (ADR 024): its own chunk, asked for after the product is on screen.
const SubscribeChoice = lazy(() => import('./SubscribeChoice'));
import {
  BackLink,
  BuyBox,
  Detail,
  ImageFrame,
  Info,
  Label,
  Row,
  SectionTitle,
  StockLine,
  TitleRow,
} from './store.styles';
import { useT } from '@petverse/ui';
import { useStockNote } from './useStockNote';

/** 'Product not found', with the way back to the store and its best-rated products. */
function MissingProduct() {
  const t = useT();
  const { data } = useProductSearch({ sort: 'rating', limit: 4 });
  const products = data?.products ?? [];
  return (
    <MissingItem
      title={t(STORE_MESSAGES.productNotFound)}
      description={t('It may have sold out for good, or the address is not quite right.')}
      links={[
        { to: '/pet-store', label: 'Back to Pet Store' },
        { to: '/', label: 'Go to the home page' },
      ]}
      suggestions={
        products.length
          ? {
              title: 'Best rated in the store',
              content: <CatalogueGrid products={products} label={t('Best rated products')} />,
            }
          : undefined
      }
    />
  );
}

/** /pet-product-page/:id (and under /auth): one product, its total for a quantity, and similar ones. */
export default function ProductPage() {
  const t = useT();
  const { id } = useParams<{ id: string }>();
  const { pathname } = useLocation();
  const { data: product, error, isLoading, mutate } = useProduct(id);
  // Similar products come from the server: the page never downloads the catalogue.
  const { data: similar = [] } = useSimilarProducts(id);
  const [quantity, setQuantity] = useState(MIN_QUANTITY);
  const [plan, setPlan] = useState<PurchasePlan | null>(null);
  // The subscribe choice is in the server's HTML (its answer too), but takes taps only once the
  // page is React's: a radio tapped while the page hydrates would be set back by hydration.
  const hydrated = useHydrated();
  const wishlistOf = useWishlistToggle();
  const navigate = useNavigate();
  // The page's language prefix ('' or '/hi') for the size links that work before hydration.
  const localeBase = useHref('/').replace(/\/$/, '');
  const stockNote = useStockNote();
  const chooseVariant = useChooseVariant();
  usePageTitle(product ? variantName(product.name, product.variantLabel) : 'Product');

  if (isLoading) return <LoadingState label={t('Loading product...')} />;
  // A product whose id is not the route's is as good as missing.
  if ((error && error.status === 404) || error?.status === 400 || (product && product._id !== id)) {
    return <MissingProduct />;
  }
  if (error || !product)
    return (
      <ErrorState message={t(STORE_MESSAGES.fetchProductFailed)} onRetry={() => void mutate()} />
    );
  // What the shop can sell of it now (a cart line holds at most MAX_QUANTITY).
  const note = stockNote(product.stock);
  const soldOut = product.stock !== undefined && product.stock <= 0;
  const most = Math.max(MIN_QUANTITY, Math.min(MAX_QUANTITY, product.stock ?? MAX_QUANTITY));
  // Under /auth the sizes stay under /auth.
  const base = pathname.startsWith('/auth/') ? '/auth' : '';

  return (
    <article aria-labelledby="product-name">
      <BackLink>
        <Link to="/pet-store">{t('← Back to Pet Store')}</Link>
      </BackLink>
      <Detail>
        <ImageFrame>
          <ProductImage
            src={product.imageUrl ?? product.image}
            alt={product.name}
            loading="eager"
            fetchPriority="high"
          />
        </ImageFrame>
        <Info>
          <TitleRow>
            <h1 id="product-name" lang="en">
              {product.name}
            </h1>
            <WishlistButton
              productName={variantName(product.name, product.variantLabel)}
              {...wishlistOf(product)}
            />
          </TitleRow>
          <Rating
            value={product.averageRating}
            count={product.ratingCount}
            reviewCount={product.reviewCount}
          />
          <PriceTag amount={product.price} size="lg" emphasis />
          <PriceSaving {...savingOf(product)} />
          {note ? <StockLine data-state={soldOut ? 'out' : 'low'}>{note}</StockLine> : null}
          <BuyBox>
            {product.variants.length > 1 ? (
              <SizeSelector
                options={product.variants.map((v) => ({
                  id: v._id,
                  label: v.label,
                  price: v.price,
                  // A plain link before hydration: in the page's language (/hi on a Hindi page).
                  href: `${localeBase}${base}/pet-product-page/${v._id}`,
                  soldOut: v.stock <= 0,
                }))}
                value={product._id}
                onChange={(variantId) => {
                  // The size is the address (ADR 026): replaced, so Back leaves the product.
                  chooseVariant(product, variantId);
                  void navigate(`${base}/pet-product-page/${variantId}`, {
                    replace: true,
                    preventScrollReset: true,
                  });
                }}
              />
            ) : null}
            <Suspense fallback={null}>
              <SubscribeChoice
                productId={product._id}
                price={product.price}
                value={plan}
                onChange={setPlan}
                disabled={!hydrated}
              />
            </Suspense>
            <Row>
              <Label id="quantity-label">{t('Quantity')}</Label>
              <QuantityStepper
                value={Math.min(quantity, most)}
                onChange={setQuantity}
                max={most}
                disabled={soldOut}
              />
            </Row>
            <Row>
              <Label>{t('Total')}</Label>
              <span aria-live="polite" data-testid="product-total">
                <PriceTag
                  amount={lineTotal({ price: plan?.weeks ? plan.price : product.price, quantity })}
                  size="lg"
                />
              </span>
            </Row>
            <AddToCartButton
              product={product}
              quantity={Math.min(quantity, most)}
              soldOut={soldOut}
              subscribeWeeks={plan?.weeks}
            />
          </BuyBox>
          <DeliveryCheck />
          <Tabs
            label={t('Product information')}
            items={[
              { id: 'details', label: 'Details', content: <p lang="en">{product.description}</p> },
              {
                id: 'reviews',
                label: 'Reviews',
                content: <ProductReviews productId={product._id} />,
              },
            ]}
          />
        </Info>
      </Detail>
      {similar.length > 0 ? (
        <section aria-labelledby="similar-title">
          <SectionTitle id="similar-title">{t('Similar products')}</SectionTitle>
          <ProductGrid aria-label={t('Similar products')}>
            {similar.map((p) => (
              <li key={p._id}>
                <ProductCard
                  name={p.name}
                  imageUrl={p.imageUrl ?? p.image}
                  price={p.price}
                  averageRating={p.averageRating}
                  ratingCount={p.ratingCount}
                  href={`/pet-product-page/${p._id}`}
                  linkComponent={RouterLink}
                  wishlist={wishlistOf(p)}
                  stockNote={stockNote(p.stock)}
                  inStock={p.stock === undefined || p.stock > 0}
                  saving={savingOf(p)}
                />
              </li>
            ))}
          </ProductGrid>
        </section>
      ) : null}
    </article>
  );
}
