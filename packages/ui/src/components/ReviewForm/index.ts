export { ReviewForm } from './ReviewForm';
export type { ReviewFormProps, ReviewValues, ReviewErrors } from './ReviewForm';
