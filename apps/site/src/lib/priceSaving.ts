import { percentOff, unitPrice, type Product } from '@petverse/api/contract';
import type { PriceSavingProps } from '@petverse/ui';

/**
 * What a size's price saves on its MRP and comes to per kg or per litre (issue 55 item 6), as
 * ProductCard's `saving` and PriceSaving take it: the contract's rules, read once here.
 */
export function savingOf(
  product: Pick<Product, 'price' | 'mrp' | 'variantLabel'>,
): PriceSavingProps {
  const off = percentOff(product.price, product.mrp);
  return {
    mrp: off === null ? null : product.mrp!,
    percentOff: off,
    unitPrice: unitPrice(product.price, product.variantLabel ?? ''),
  };
}
