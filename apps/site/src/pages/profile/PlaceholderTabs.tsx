import { Link } from 'react-router-dom';
import { EmptyState } from '@petverse/ui';
import { ButtonLink } from './profile.styles';

/*
 * The account tabs the shopping and services slices will fill (cart, wishlist, orders; grooming has its own GroomingTab);
 * until then each shows its real empty state with the spec's text.
 */

export function CartTab() {
  return <EmptyState title="No items in product cart" />;
}

export function WishlistTab() {
  return (
    <EmptyState
      title="No products in your wishlist"
      description="Start adding items you love to your wishlist!"
      action={
        <ButtonLink as={Link} to="/pet-store">
          Browse Products
        </ButtonLink>
      }
    />
  );
}

export function OrdersTab() {
  return <EmptyState title="No Orders Yet" />;
}
