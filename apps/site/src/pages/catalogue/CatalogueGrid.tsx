import type { Product } from '@petverse/api/contract';
import { ProductCard, ProductGrid } from '@petverse/ui';
import { RouterLink } from '../../lib/RouterLink';

/** Product cards linking to their product pages; the first row loads eagerly. */
export function CatalogueGrid({
  products,
  label,
  headingLevel = 3,
}: {
  products: readonly Product[];
  label: string;
  headingLevel?: 2 | 3 | 4;
}) {
  return (
    <ProductGrid aria-label={label}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard
            name={product.name}
            imageUrl={product.imageUrl ?? product.image}
            price={product.price}
            averageRating={product.averageRating}
            href={`/pet-product-page/${product._id}`}
            linkComponent={RouterLink}
            priority={index < 4}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ProductGrid>
  );
}
