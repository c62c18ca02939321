/**
 * `@petverse/forms/pets`: the pet form (its breed is a searchable combobox, on Downshift), its
 * rules and the conversions between the form's values and the API's pet.
 */
export { PetForm } from './accounts/PetForm';
export { petSchema } from './accounts/schemas';
export {
  OTHER_BREED,
  breedOptions,
  emptyPetValues,
  petToValues,
  toPetPayload,
} from './accounts/petValues';
export { dogBreeds, catBreeds } from './data/breeds';

export type { PetFormProps } from './accounts/PetForm';
export type { PetFormValues } from './accounts/schemas';
export type { DogBreed, CatBreed } from './data/breeds';
