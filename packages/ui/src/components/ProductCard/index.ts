export { ProductCard } from './ProductCard';
export type { ProductCardProps, CardLinkComponent } from './ProductCard';
