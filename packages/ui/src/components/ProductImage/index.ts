export { ProductImage } from './ProductImage';
export type { ProductImageProps } from './ProductImage';
