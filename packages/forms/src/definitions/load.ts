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

/**
 * A load for a key, made once: the same promise every time, so React's `use()` can read it while
 * rendering. A failed load (the connection dropped) is forgotten, so the next call tries again.
 */
function once<T>(
  cache: Map<RegistrationFormKey, Promise<T>>,
  key: RegistrationFormKey,
  load: () => Promise<T>,
): Promise<T> {
  let promise = cache.get(key);
  if (!promise) {
    promise = load();
    cache.set(key, promise);
    promise.catch(() => cache.delete(key));
  }
  return promise;
}

const loaded = new Map<RegistrationFormKey, Promise<FormDefinition>>();

/** One registration form's definition, loaded on demand (see `once`). */
export function loadRegistrationForm(key: RegistrationFormKey): Promise<FormDefinition> {
  return once(loaded, key, loaders[key]);
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
 * on the form or sends it (see `once`).
 */
export function loadRegistrationView(key: RegistrationFormKey): Promise<LazyFormDefinition> {
  const loadSchema = (): Promise<AnyObjectSchema> =>
    loadRegistrationForm(key).then((full) => full.schema);
  return once(loadedViews, key, () =>
    views[key]().then((view): LazyFormDefinition => ({ ...view, loadSchema })),
  );
}
