import type { RegistrationFormKey } from '@petverse/forms/registration';

/**
 * Where a registration form sends its values. `server` (the default): our own server, which stores
 * every submission and its files. `spreadsheet`: the external spreadsheet-form service of spec §7,
 * with the form's id there and the entry name of each field (files are not sent). `none`: no call,
 * only the success toast (what the original insurance forms did).
 */
export type FormAdapterSetting =
  | { kind: 'server' }
  | {
      kind: 'spreadsheet';
      /** The form's id in the service: the call goes to `{baseUrl}/{formId}/formResponse`. */
      formId: string;
      /** Entry name per field, e.g. `{ clinicName: 'entry.1234567' }`; default `entry.{field}`. */
      entries?: Readonly<Record<string, string>>;
      /** The service's address up to the form id. @default SPREADSHEET_BASE_URL */
      baseUrl?: string;
    }
  | { kind: 'none' };

/** The spreadsheet-form service's address (spec §7), up to the form id. */
export const SPREADSHEET_BASE_URL = 'https://docs.google.com/forms/d/e';

const server = { kind: 'server' } as const;

/**
 * Which adapter each form uses. An operator switches a form to the spreadsheet service by
 * replacing its `server` with, for example:
 * `{ kind: 'spreadsheet', formId: '1FAIpQL…', entries: { clinicName: 'entry.1234567', … } }`.
 */
export const formAdapters: Record<RegistrationFormKey, FormAdapterSetting> = {
  vetClinic: server,
  petPharmacy: server,
  groomingCenter: server,
  trainerInstitute: server,
  trainerPetOwner: server,
  insuranceProvider: server,
  petParent: server,
  transportPetParent: server,
  transportProvider: server,
  teamApplication: server,
};
