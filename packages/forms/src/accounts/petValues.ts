import { UNKNOWN_BREED, ageInYears, type Pet, type PetPayload } from '@petverse/api/contract';
import { catBreeds, dogBreeds } from '../data/breeds';
import type { PetFormValues } from './schemas';

/** The breed choice that reveals the custom-breed input. */
export const OTHER_BREED = 'Other';

/** The breed choices of a category: the built-in list plus Other; none for 'other'. */
export function breedOptions(category: string): { value: string; lang?: string }[] {
  const list: readonly string[] =
    category === 'dog' ? dogBreeds : category === 'cat' ? catBreeds : [];
  // Breeds are data (shown in Devanagari on a Hindi page by useBreedOptions); 'Other' is ours.
  return list.length
    ? [...list.map((value) => ({ value, lang: 'en' })), { value: OTHER_BREED }]
    : [];
}

/** Empty pet form values. */
export const emptyPetValues: PetFormValues = {
  petCategory: '',
  breed: '',
  customBreed: '',
  petName: '',
  petDateOfBirth: '',
  image: null,
};

/** Form values for editing a saved pet; a breed outside the lists shows as Other + custom breed. */
export function petToValues(
  pet: Pick<Pet, 'name' | 'species' | 'breed' | 'petDateOfBirth'>,
): PetFormValues {
  const known = breedOptions(pet.species).some((option) => option.value === pet.breed);
  const custom = pet.species !== 'other' && !known && Boolean(pet.breed);
  return {
    petCategory: pet.species,
    breed: pet.species === 'other' ? '' : custom ? OTHER_BREED : pet.breed,
    customBreed: custom ? pet.breed : '',
    petName: pet.name,
    petDateOfBirth: pet.petDateOfBirth,
    image: null,
  };
}

/**
 * The payload of POST /pet/register-pet from valid form values (spec §5): category other submits
 * the breed 'Unknown', breed Other submits the custom breed, age is whole 365.25-day years.
 */
export function toPetPayload(values: PetFormValues, now: Date = new Date()): PetPayload {
  const species = values.petCategory as PetPayload['species'];
  const breed =
    species === 'other'
      ? UNKNOWN_BREED
      : values.breed === OTHER_BREED
        ? values.customBreed.trim()
        : values.breed;
  return {
    name: values.petName.trim(),
    species,
    breed,
    age: ageInYears(values.petDateOfBirth, now),
    petDateOfBirth: values.petDateOfBirth,
    ...(values.image ? { image: values.image } : {}),
  };
}
