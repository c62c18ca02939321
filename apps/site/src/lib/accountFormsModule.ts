// The account forms, and only them: `import()` of the family entry keeps every export of it, its
// schemas (with yup) among them, while this module names the forms alone, whose rules then load
// as the user starts on one (useAccountForm in @petverse/forms).
export {
  LoginForm,
  SignUpForm,
  ForgotPasswordForm,
  ResetPasswordForm,
  AddressForm,
  ProfileForm,
} from '@petverse/forms/accounts';
