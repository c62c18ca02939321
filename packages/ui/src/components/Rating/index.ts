export { Rating, RatingInput } from './Rating';
export type { RatingProps, RatingInputProps } from './Rating';
