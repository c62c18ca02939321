import { PASSWORD_MIN_LENGTH } from '@petverse/api/contract';
import { PINCODE_MESSAGE, REQUIRED } from '../engine/rules';

/**
 * Every message of the account forms. The first four are quoted by the spec (§5); the others are
 * ours, where the spec states a rule without a text.
 */
export const ACCOUNT_MESSAGES = {
  required: REQUIRED,
  breedRequired: 'Breed is required',
  customBreedRequired: 'Please specify the breed',
  passwordsDoNotMatch: 'Passwords do not match',
  // Not quoted by the spec:
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  invalidOtp: 'Enter the 6-digit code from the email',
  imageOnly: 'Please choose an image file',
  imageTooLarge: 'The picture must be 2 MB or smaller',
  futureDate: 'Date of birth cannot be in the future',
  pincode: PINCODE_MESSAGE,
} as const;

/** Texts of the account forms' titles and buttons. */
export const ACCOUNT_TEXTS = {
  petFormTitle: 'Fill your pet details',
  processing: 'Processing...',
} as const;
