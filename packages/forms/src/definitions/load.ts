import type { FormDefinition } from '../engine/types';
import type { RegistrationFormKey } from './index';

// One module per form, imported on demand: a page that shows one registration form downloads
// that form's definition only, not the other nine.
const loaders: Record<RegistrationFormKey, () => Promise<FormDefinition>> = {
  vetClinic: () => import('./vetClinic').then((m) => m.vetClinicForm),
  petPharmacy: () => import('./petPharmacy').then((m) => m.petPharmacyForm),
  groomingCenter: () => import('./groomingCenter').then((m) => m.groomingCenterForm),
  trainerInstitute: () => import('./trainerInstitute').then((m) => m.trainerInstituteForm),
  trainerPetOwner: () => import('./trainerPetOwner').then((m) => m.trainerPetOwnerForm),
  insuranceProvider: () => import('./insuranceProvider').then((m) => m.insuranceProviderForm),
  petParent: () => import('./petParent').then((m) => m.petParentForm),
  transportPetParent: () => import('./transportPetParent').then((m) => m.transportPetParentForm),
  transportProvider: () => import('./transportProvider').then((m) => m.transportProviderForm),
  teamApplication: () => import('./teamApplication').then((m) => m.teamApplicationForm),
};

const loaded = new Map<RegistrationFormKey, Promise<FormDefinition>>();

/**
 * One registration form's definition, loaded on demand. The same promise is returned for a key
 * every time, so React's `use()` can read it while rendering.
 */
export function loadRegistrationForm(key: RegistrationFormKey): Promise<FormDefinition> {
  let definition = loaded.get(key);
  if (!definition) {
    definition = loaders[key]();
    loaded.set(key, definition);
  }
  return definition;
}
