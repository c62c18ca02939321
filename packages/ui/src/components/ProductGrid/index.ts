export { ProductGrid } from './ProductGrid';
