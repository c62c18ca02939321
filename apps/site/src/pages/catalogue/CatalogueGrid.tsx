import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '@petverse/api/contract';
import { useStockNote } from '../store/useStockNote';
import { ProductCard, ProductGrid, type CardLinkComponent } from '@petverse/ui';
import { RouterLink } from '../../lib/RouterLink';
import { savingOf } from '../../lib/priceSaving';
import { useT } from '@petverse/ui';

/** Where a card leads: the product page by id, or the store landing's detail with the product in navigation state. */
export type CardTarget = 'product-page' | 'state-detail';

/** A link that carries the product to /pet-store-product in navigation state. */
function stateLink(product: Product): CardLinkComponent {
  function ProductStateLink({ href, children }: { href: string; children: ReactNode }) {
    return (
      <Link to={href} state={{ product }}>
        {children}
      </Link>
    );
  }
  return ProductStateLink;
}

/** Product cards linking to their product pages; the first row loads eagerly. */
export function CatalogueGrid({
  products,
  label,
  headingLevel = 3,
  target = 'product-page',
}: {
  products: readonly Product[];
  label: string;
  headingLevel?: 2 | 3 | 4;
  target?: CardTarget;
}) {
  const t = useT();
  const stockNote = useStockNote();
  // One link component per product, kept stable across renders.
  const stateLinks = useMemo(
    () => (target === 'state-detail' ? new Map(products.map((p) => [p._id, stateLink(p)])) : null),
    [products, target],
  );
  return (
    <ProductGrid aria-label={t(label)}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard
            name={product.name}
            imageUrl={product.imageUrl ?? product.image}
            price={product.price}
            fromPrice={product.fromPrice ?? null}
            sizeCount={product.variantCount ?? 1}
            averageRating={product.averageRating}
            ratingCount={product.ratingCount}
            href={stateLinks ? '/pet-store-product' : `/pet-product-page/${product._id}`}
            linkComponent={stateLinks?.get(product._id) ?? RouterLink}
            priority={index < 4}
            headingLevel={headingLevel}
            stockNote={stockNote(product.stock)}
            inStock={product.stock === undefined || product.stock > 0}
            saving={savingOf(product)}
          />
        </li>
      ))}
    </ProductGrid>
  );
}
