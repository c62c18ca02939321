import { object } from 'yup';
import { fileField, requiredText } from '../engine/rules';
import type { FormDefinition } from '../engine/types';
import {
  teamApplicationView,
  ALL_FIELDS_REQUIRED,
  genders,
  applicationFileTypes,
} from './teamApplication.view';

export { ALL_FIELDS_REQUIRED, genders, applicationFileTypes } from './teamApplication.view';

/**
 * Rules of the team application (spec §5): every field, the file too, is required, each with the
 * single message 'All fields are required.'. The spec adds no format rule, so none is checked
 * beyond the accepted file types.
 */
export const teamApplicationSchema = object({
  fullName: requiredText(ALL_FIELDS_REQUIRED),
  gender: requiredText(ALL_FIELDS_REQUIRED).oneOf([...genders], ALL_FIELDS_REQUIRED),
  contact: requiredText(ALL_FIELDS_REQUIRED),
  email: requiredText(ALL_FIELDS_REQUIRED),
  address: requiredText(ALL_FIELDS_REQUIRED),
  pincode: requiredText(ALL_FIELDS_REQUIRED),
  file: fileField({ required: true, accept: applicationFileTypes, message: ALL_FIELDS_REQUIRED }),
});

/**
 * 'Join the Team' (about page modal). It posts to `/application/apply` (use
 * createApplicationAdapter) and does not redirect: the host closes the modal in `onSuccess`.
 */
export const teamApplicationForm: FormDefinition = {
  ...teamApplicationView,
  schema: teamApplicationSchema,
};
