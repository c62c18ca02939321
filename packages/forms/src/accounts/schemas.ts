import { mixed, object, ref, string, type InferType } from 'yup';
import {
  ADDRESS_TYPES,
  DEFAULT_COUNTRY,
  IMAGE_MAX_BYTES,
  OTP_LENGTH,
  PASSWORD_MIN_LENGTH,
  PET_CATEGORIES,
  PHONE_PATTERN,
} from '@petverse/api/contract';
import { EMAIL, SIX_DIGITS, patternText, requiredText } from '../engine/rules';
import { ACCOUNT_MESSAGES as M } from './messages';
import { loadPasswordRules } from '../controls/passwordRules';

const email = () => patternText(EMAIL, M.invalidEmail);
const phone = () => patternText(new RegExp(PHONE_PATTERN), M.invalidPhone);
/**
 * What makes a password easy to guess for this person, as the server counts it: the form's own
 * name and email, and `userInputs` the form passes in yup's context (the reset form's email).
 */
const userInputsOf = (parent: unknown, context: unknown): string[] => {
  const { name, email } = (parent ?? {}) as { name?: unknown; email?: unknown };
  const given = (context as { userInputs?: unknown } | undefined)?.userInputs;
  return [name, email, ...(Array.isArray(given) ? (given as unknown[]) : [])].filter(
    (input): input is string => typeof input === 'string' && input !== '',
  );
};

/**
 * A new password: long enough, and not one the server would refuse as common or easy to guess
 * (the same zxcvbn-ts judgement, with the same user inputs, loaded only when a password is checked).
 */
const newPassword = () =>
  requiredText()
    .min(PASSWORD_MIN_LENGTH, M.passwordTooShort)
    .test('guessable', async (value, context) => {
      if (!value || value.length < PASSWORD_MIN_LENGTH) return true;
      const rules = await loadPasswordRules().catch(() => null);
      // Offline: the server makes the same check on submit.
      const problem = rules?.passwordStrength(
        value,
        userInputsOf(context.parent, context.options.context),
      ).problem;
      return problem ? context.createError({ message: problem }) : true;
    });
const confirmation = (of: string) =>
  string()
    .required(M.required)
    .oneOf([ref(of)], M.passwordsDoNotMatch);

const isBlob = (value: unknown): value is Blob =>
  typeof Blob !== 'undefined' && value instanceof Blob;

/** An optional picture: an image type (by its MIME type), at most IMAGE_MAX_BYTES. */
const optionalImage = () =>
  mixed<File>()
    .nullable()
    .default(null)
    .test('image-only', M.imageOnly, (v) => !isBlob(v) || v.type.startsWith('image/'))
    .test('image-size', M.imageTooLarge, (v) => !isBlob(v) || v.size <= IMAGE_MAX_BYTES);

/** Login (spec §5): email and password are required. */
export const loginSchema = object({
  email: requiredText(),
  password: string().required(M.required),
});
export type LoginValues = InferType<typeof loginSchema>;

/**
 * Joining a team from an invitation (the provider portal): a name and a new password; the
 * invitation's email is passed in yup's context as a user input.
 */
export const joinSchema = object({
  name: requiredText(),
  password: newPassword(),
});

/** Joining with no invitation to give the address (a back office's first owner): the email too. */
export const joinWithEmailSchema = joinSchema.shape({ email: email() });
/** What the join form sends: `email` only when it asked for it. */
export type JoinValues = InferType<typeof joinSchema> & { email?: string };

/** Sign-up (spec §5): every field required; the password must equal the confirmation. */
export const signUpSchema = object({
  name: requiredText(),
  email: email(),
  phone: phone(),
  password: newPassword(),
  confirmPassword: confirmation('password'),
});
export type SignUpValues = InferType<typeof signUpSchema>;

/** Reset step 1 (spec §5): the email is required and must be valid. */
export const forgotPasswordSchema = object({ email: email() });
export type ForgotPasswordValues = InferType<typeof forgotPasswordSchema>;

/** Reset step 2: the code, a new password and its confirmation ('Passwords do not match'). */
export const resetPasswordSchema = object({
  otp: patternText(new RegExp(`^\\d{${OTP_LENGTH}}$`), M.invalidOtp),
  newPassword: newPassword(),
  confirmPassword: confirmation('newPassword'),
});
export type ResetPasswordValues = InferType<typeof resetPasswordSchema>;

const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** The pet form (spec §5 Pet form). */
export const petSchema = object({
  petCategory: string()
    .oneOf([...PET_CATEGORIES, ''], M.required)
    .required(M.required),
  breed: string()
    .default('')
    .when('petCategory', {
      is: (category: string) => Boolean(category) && category !== 'other',
      then: (s) => s.required(M.breedRequired),
    }),
  customBreed: string()
    .default('')
    .when(['petCategory', 'breed'], {
      is: (category: string, breed: string) => category !== 'other' && breed === 'Other',
      then: (s) => s.trim().required(M.customBreedRequired),
    }),
  petName: requiredText(),
  petDateOfBirth: string()
    .required(M.required)
    .test('not-future', M.futureDate, (value) => !value || value <= today()),
  image: optionalImage(),
});
export type PetFormValues = InferType<typeof petSchema>;

/** The address form (spec §5): pincode exactly 6 digits; name, email and phone optional. */
export const addressSchema = object({
  type: string()
    .oneOf([...ADDRESS_TYPES], M.required)
    .required(M.required)
    .default('Home'),
  name: string().trim().default(''),
  email: string().trim().default('').matches(EMAIL, {
    message: M.invalidEmail,
    excludeEmptyString: true,
  }),
  phone: string()
    .trim()
    .default('')
    .matches(new RegExp(PHONE_PATTERN), { message: M.invalidPhone, excludeEmptyString: true }),
  street: requiredText(),
  city: requiredText(),
  state: requiredText(),
  pincode: patternText(SIX_DIGITS, M.pincode),
  country: requiredText().default(DEFAULT_COUNTRY),
});
export type AddressFormValues = InferType<typeof addressSchema>;

/** Profile edit (spec §5): name, phone and an optional image. */
export const profileSchema = object({
  name: requiredText(),
  phone: phone(),
  image: optionalImage(),
});
export type ProfileFormValues = InferType<typeof profileSchema>;
