import type { FormDefinition } from '../engine/types';
import { groomingCenterForm } from './groomingCenter';
import { insuranceProviderForm } from './insuranceProvider';
import { petParentForm } from './petParent';
import { petPharmacyForm } from './petPharmacy';
import { teamApplicationForm } from './teamApplication';
import { trainerInstituteForm } from './trainerInstitute';
import { trainerPetOwnerForm } from './trainerPetOwner';
import { transportPetParentForm } from './transportPetParent';
import { transportProviderForm } from './transportProvider';
import { vetClinicForm } from './vetClinic';

/** Every registration form by key (the `{formKey}` of `POST /forms/{formKey}`). */
export const registrationForms = {
  vetClinic: vetClinicForm,
  petPharmacy: petPharmacyForm,
  groomingCenter: groomingCenterForm,
  trainerInstitute: trainerInstituteForm,
  trainerPetOwner: trainerPetOwnerForm,
  insuranceProvider: insuranceProviderForm,
  petParent: petParentForm,
  transportPetParent: transportPetParentForm,
  transportProvider: transportProviderForm,
  teamApplication: teamApplicationForm,
} as const satisfies Record<string, FormDefinition>;

/** A key of `registrationForms`. */
export type RegistrationFormKey = keyof typeof registrationForms;
