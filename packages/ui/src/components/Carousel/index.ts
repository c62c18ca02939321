export { Carousel, CAROUSEL_TIMINGS } from './Carousel';
export type { CarouselProps } from './Carousel';
