/**
 * `@petverse/forms/accounts`: login, sign-up, password reset, address and profile forms with
 * their rules (react-hook-form and yup). None shows a combobox, so this entry brings no Downshift;
 * the pet form, which does, is `@petverse/forms/pets`.
 */
export { LoginForm } from './accounts/LoginForm';
export { SignUpForm } from './accounts/SignUpForm';
export { JoinForm } from './accounts/JoinForm';
export { ForgotPasswordForm, ResetPasswordForm } from './accounts/ResetPasswordForms';
export { AddressForm, emptyAddressValues } from './accounts/AddressForm';
export { ProfileForm } from './accounts/ProfileForm';
export {
  loginSchema,
  signUpSchema,
  joinSchema,
  joinWithEmailSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  addressSchema,
  profileSchema,
} from './accounts/schemas';
export { ACCOUNT_MESSAGES, ACCOUNT_TEXTS } from './accounts/messages';

export type { LoginFormProps } from './accounts/LoginForm';
export type { SignUpFormProps } from './accounts/SignUpForm';
export type { JoinFormProps } from './accounts/JoinForm';
export type {
  ForgotPasswordFormProps,
  ResetPasswordFormProps,
} from './accounts/ResetPasswordForms';
export type { AddressFormProps, PincodePlace } from './accounts/AddressForm';
export type { ProfileFormProps } from './accounts/ProfileForm';
export type {
  LoginValues,
  SignUpValues,
  JoinValues,
  ForgotPasswordValues,
  ResetPasswordValues,
  AddressFormValues,
  ProfileFormValues,
} from './accounts/schemas';
