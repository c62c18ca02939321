export { ImageCarousel } from './ImageCarousel';
export type { ImageCarouselProps, CarouselImage } from './ImageCarousel';
