import { object, string } from 'yup';
import { ROLE_DESCRIPTIONS, STAFF_ROLES, type InviteStaffPayload } from '@petverse/api/contract';
import { EMAIL, type FormDefinition, type FormValues } from '@petverse/forms';
import { textOf } from '../../lib/formValues';

/**
 * Inviting someone to the staff as a form definition of @petverse/forms: their email, their name
 * if the owner knows it, and a role, whose description is said under the select as it is chosen.
 */
export const inviteForm: FormDefinition = {
  key: 'invite',
  title: 'Invite someone',
  submitLabel: 'Send invitation',
  sections: [
    {
      fields: [
        { name: 'email', type: 'email', label: 'Email' },
        { name: 'name', type: 'text', label: 'Name (optional)', required: false },
        {
          name: 'role',
          type: 'select',
          label: 'Role',
          options: STAFF_ROLES.map((value) => ({
            value,
            label: value,
            hint: ROLE_DESCRIPTIONS[value],
          })),
        },
      ],
    },
  ],
  schema: object({
    email: string()
      .trim()
      .required('Please give their email.')
      .matches(EMAIL, 'Please enter a valid email address.'),
    name: string().trim(),
    role: string().required('Please choose a role.').oneOf(STAFF_ROLES, 'Please choose a role.'),
  }),
  successMessage: 'The invitation is sent.',
  failureMessage: 'We could not send the invitation.',
  redirectTo: null,
  redirectDelayMs: 0,
};

/** An invitation starts as operations, the role most people join with. */
export const inviteDefaults = { role: 'operations' } satisfies FormValues;

/** The form's values as the API takes them: the name only when one was written. */
export function invitationOf(values: FormValues): InviteStaffPayload {
  const text = (name: string) => textOf(values, name);
  const name = text('name');
  return {
    email: text('email'),
    role: text('role') as InviteStaffPayload['role'],
    ...(name ? { name } : {}),
  };
}
