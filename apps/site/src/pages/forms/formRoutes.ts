import type { RegistrationFormKey } from '@petverse/forms/registration';

/**
 * The registration forms' paths (spec §2.1) and the form each one shows. The landing pages'
 * lower-case clinic path opens the same form, and /breeding shows the clinic form, as the route
 * table says (DESIGN.md, deliberate readings).
 */
export const registrationFormRoutes: ReadonlyArray<
  readonly [path: string, form: RegistrationFormKey]
> = [
  ['VetClinicRegistrationForm', 'vetClinic'],
  ['vetClinicRegistrationForm', 'vetClinic'],
  ['breeding', 'vetClinic'],
  ['PetPharmacyRegistrationForm', 'petPharmacy'],
  ['InsuranceProviderRegistrationForm', 'insuranceProvider'],
  ['PetParentRegistrationForm', 'petParent'],
  ['GroomingCenterRegistrationForm', 'groomingCenter'],
  ['TrainerInstituteRegistrationForm', 'trainerInstitute'],
  ['TrainerPetOwnerRegistrationForm', 'trainerPetOwner'],
  ['TransportPetParentRegistrationForm', 'transportPetParent'],
  ['TransportProviderRegistrationForm', 'transportProvider'],
];
