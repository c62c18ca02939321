import type { RegistrationFormKey } from '@petverse/forms/registration';

/** The `form` attribute (kebab-case) → our form key. Kept here so the first chunk loads no form. */
export const EMBED_FORMS = {
  'vet-clinic': 'vetClinic',
  'pet-pharmacy': 'petPharmacy',
  'grooming-center': 'groomingCenter',
  'trainer-institute': 'trainerInstitute',
  'trainer-pet-owner': 'trainerPetOwner',
  'insurance-provider': 'insuranceProvider',
  'pet-parent': 'petParent',
  'transport-pet-parent': 'transportPetParent',
  'transport-provider': 'transportProvider',
  'team-application': 'teamApplication',
} as const satisfies Record<string, RegistrationFormKey>;

export type EmbedFormName = keyof typeof EMBED_FORMS;

export const isEmbedFormName = (name: string | undefined): name is EmbedFormName =>
  name !== undefined && Object.hasOwn(EMBED_FORMS, name);

/** The message for a `form` attribute that names no form, listing the ones there are. */
export const unknownFormMessage = (name: string | undefined) =>
  `${name ? `There is no Petverse form named "${name}".` : 'Set the form attribute.'} ` +
  `Use one of: ${Object.keys(EMBED_FORMS).join(', ')}.`;
