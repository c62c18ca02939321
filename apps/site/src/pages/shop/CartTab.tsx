import { CartView } from './CartView';

/** The account area's Cart tab: the same cart as /pet-cart. */
export default function CartTab() {
  return <CartView />;
}
