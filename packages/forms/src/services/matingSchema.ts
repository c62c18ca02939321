import { string, object, type InferType } from 'yup';
import { MATING_TEXT_MAX_LENGTH } from '@petverse/api/contract';

/** The messages of the mating-profile form. */
export const MATING_MESSAGES = {
  category: 'Choose Dog or Cat',
  breed: 'Enter the breed',
  petName: 'Enter your pet’s name',
  location: 'Enter the city or area',
  tooLong: `Keep it under ${MATING_TEXT_MAX_LENGTH} characters`,
} as const;

const text = (required: string) =>
  string().trim().required(required).max(MATING_TEXT_MAX_LENGTH, MATING_MESSAGES.tooLong);

/** A mating profile (services spec §3): category, breed, pet name and location, all required. */
export const matingProfileSchema = object({
  category: string()
    .oneOf(['Dog', 'Cat'], MATING_MESSAGES.category)
    .required(MATING_MESSAGES.category),
  breed: text(MATING_MESSAGES.breed),
  petName: text(MATING_MESSAGES.petName),
  location: text(MATING_MESSAGES.location),
});
export type MatingProfileValues = InferType<typeof matingProfileSchema>;
