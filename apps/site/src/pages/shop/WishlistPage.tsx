import { usePageTitle } from '../../lib/usePageTitle';
import { WishlistView } from './WishlistView';

/** /auth/wishlist: the 'Product Wishlist' page (visitors and invalid tokens go to /login). */
export default function WishlistPage() {
  usePageTitle('Product Wishlist');
  return <WishlistView headingLevel={1} />;
}
