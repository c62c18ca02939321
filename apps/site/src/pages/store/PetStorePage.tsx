import { useProducts } from '@petverse/api';
import { STORE_MESSAGES } from '@petverse/api/contract';
import { EmptyState, ErrorState, LoadingState, ProductCard, ProductGrid } from '@petverse/ui';
import { RouterLink } from '../../lib/RouterLink';
import { usePageTitle } from '../../lib/usePageTitle';
import { Lead, PageTitle } from './store.styles';

/** Cards in the first rows load eagerly; the rest wait until they scroll near. */
const ABOVE_THE_FOLD = 4;

/** /pet-store: the catalogue as a grid of product cards. Browsing needs no login. */
export default function PetStorePage() {
  usePageTitle('Pet Store');
  const { data: products, error, isLoading, mutate } = useProducts();

  return (
    <section aria-labelledby="store-title">
      <PageTitle id="store-title">Pet Store</PageTitle>
      <Lead>Food, treats, toys and care for your dog or cat, delivered across India.</Lead>
      {isLoading ? (
        <LoadingState label={STORE_MESSAGES.loadingProducts} />
      ) : error ? (
        <ErrorState message={STORE_MESSAGES.fetchProductsFailed} onRetry={() => void mutate()} />
      ) : !products?.length ? (
        <EmptyState title={STORE_MESSAGES.noProducts} description={STORE_MESSAGES.noProductsHint} />
      ) : (
        <ProductGrid aria-label="Products">
          {products.map((product, index) => (
            <li key={product._id}>
              <ProductCard
                name={product.name}
                imageUrl={product.imageUrl ?? product.image}
                price={product.price}
                averageRating={product.averageRating}
                href={`/pet-product-page/${product._id}`}
                linkComponent={RouterLink}
                priority={index < ABOVE_THE_FOLD}
                headingLevel={2}
              />
            </li>
          ))}
        </ProductGrid>
      )}
    </section>
  );
}
