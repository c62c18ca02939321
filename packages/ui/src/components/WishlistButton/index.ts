export { WishlistButton } from './WishlistButton';
export type { WishlistButtonProps } from './WishlistButton';
