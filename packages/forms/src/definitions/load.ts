import type { AnyObjectSchema } from 'yup';
import type { FormDefinition, FormView, LazyFormDefinition } from '../engine/types';
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

// Each form's presentation alone (definitions/*.view.ts, no yup), for a first render.
const views: Record<RegistrationFormKey, () => Promise<FormView>> = {
  vetClinic: () => import('./vetClinic.view').then((m) => m.vetClinicView),
  petPharmacy: () => import('./petPharmacy.view').then((m) => m.petPharmacyView),
  groomingCenter: () => import('./groomingCenter.view').then((m) => m.groomingCenterView),
  trainerInstitute: () => import('./trainerInstitute.view').then((m) => m.trainerInstituteView),
  trainerPetOwner: () => import('./trainerPetOwner.view').then((m) => m.trainerPetOwnerView),
  insuranceProvider: () => import('./insuranceProvider.view').then((m) => m.insuranceProviderView),
  petParent: () => import('./petParent.view').then((m) => m.petParentView),
  transportPetParent: () =>
    import('./transportPetParent.view').then((m) => m.transportPetParentView),
  transportProvider: () => import('./transportProvider.view').then((m) => m.transportProviderView),
  teamApplication: () => import('./teamApplication.view').then((m) => m.teamApplicationView),
};

const loadedViews = new Map<RegistrationFormKey, Promise<LazyFormDefinition>>();

/**
 * One registration form with its rules on demand: its presentation now (no yup), its schema
 * (yup and the form's rules, ~14 KB gzipped) when `SchemaForm` first needs it, as the user starts
 * on the form or sends it. The same promise is returned for a key every time, for React's `use()`.
 */
export function loadRegistrationView(key: RegistrationFormKey): Promise<LazyFormDefinition> {
  let definition = loadedViews.get(key);
  if (!definition) {
    const loadSchema = (): Promise<AnyObjectSchema> =>
      loadRegistrationForm(key).then((full) => full.schema);
    definition = views[key]().then((view) => ({ ...view, loadSchema }));
    loadedViews.set(key, definition);
  }
  return definition;
}
