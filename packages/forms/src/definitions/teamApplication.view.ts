import { optionsOf } from '../engine/options';
import type { FormView } from '../engine/types';
import { EMAIL_FIELD } from './commonFields';

// The presentation of the form: what a first render needs, without yup (its rules are
// ./teamApplication.ts).

/** The one message of the team application (spec §5). */
export const ALL_FIELDS_REQUIRED = 'All fields are required.';

/** Genders offered (spec §3). */
export const genders = ['Male', 'Female', 'Other'] as const;

/** Accepted resume types (spec §5). */
export const applicationFileTypes = ['.pdf', '.doc', '.docx', '.jpg', '.png'] as const;

/**
 * 'Join the Team' (about page modal). It posts to `/application/apply` (use
 * createApplicationAdapter) and does not redirect: the host closes the modal in `onSuccess`.
 */
export const teamApplicationView: FormView = {
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
  successMessage: 'Application submitted successfully!',
  failureMessage: 'Error submitting application. Please check your connection or try again later.',
  redirectTo: null,
  redirectDelayMs: 0,
};
