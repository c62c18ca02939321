import { object } from 'yup';
import { fileField, optionsOf, requiredText } from '../engine/rules';
import type { FormDefinition } from '../engine/types';
import { EMAIL_FIELD } from './commonFields';

/** The one message of the team application (spec §5). */
export const ALL_FIELDS_REQUIRED = 'All fields are required.';

/** Genders offered (spec §3). */
export const genders = ['Male', 'Female', 'Other'] as const;

/** Accepted resume types (spec §5). */
export const applicationFileTypes = ['.pdf', '.doc', '.docx', '.jpg', '.png'] as const;

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
  key: 'teamApplication',
  title: 'Join the Team',
  submitLabel: 'Submit Application',
  sections: [
    {
      fields: [
        {
          name: 'fullName',
          type: 'text',
          label: 'Full Name',
          placeholder: 'Enter your full name',
          autoComplete: 'name',
        },
        { name: 'gender', type: 'radio', label: 'Gender', options: optionsOf(genders) },
        {
          name: 'contact',
          type: 'tel',
          label: 'Contact Number',
          placeholder: '10-digit mobile number',
          autoComplete: 'tel-national',
        },
        EMAIL_FIELD,
        {
          name: 'address',
          type: 'textarea',
          label: 'Address',
          placeholder: 'Enter your address',
          autoComplete: 'street-address',
        },
        {
          name: 'pincode',
          type: 'pincode',
          label: 'Pincode',
          placeholder: '6-digit pincode',
          autoComplete: 'postal-code',
        },
        { name: 'file', type: 'file', label: 'Upload Resume', accept: applicationFileTypes },
      ],
    },
  ],
  schema: teamApplicationSchema,
  successMessage: 'Application submitted successfully!',
  failureMessage: 'Error submitting application. Please check your connection or try again later.',
  redirectTo: null,
  redirectDelayMs: 0,
};
