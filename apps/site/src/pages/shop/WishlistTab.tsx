import { WishlistView } from './WishlistView';

/** The account area's Wishlist tab. */
export default function WishlistTab() {
  return <WishlistView />;
}
