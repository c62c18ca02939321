import { ProductCard } from '@petverse/ui';
import type { Product } from '@petverse/api/contract';
import { absoluteUrl, productUrl } from './config';

/** Opens the product on the Petverse site in a new tab, so the partner's page stays. */
function ExternalLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
    </a>
  );
}

/** A product card linking to its page on the Petverse site. */
export function ProductTile({
  product,
  apiBase,
  siteBase,
  priority,
}: {
  product: Product;
  apiBase: string;
  siteBase: string;
  priority?: boolean;
}) {
  return (
    <ProductCard
      name={product.name}
      imageUrl={absoluteUrl(product.imageUrl, apiBase)}
      price={product.price}
      averageRating={product.averageRating}
      href={productUrl(siteBase, product._id)}
      linkComponent={ExternalLink}
      priority={priority}
    />
  );
}
