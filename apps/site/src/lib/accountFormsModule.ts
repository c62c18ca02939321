// The account forms, and only them: `import()` of the family entry keeps every export of it, its
// schemas (with yup) among them, while this module names the forms alone, whose rules then load
// as the user starts on one (useAccountForm in @petverse/forms).
//
// A page shows one with `lazy(() => import('…/accountFormsModule').then(…))` where it is used, so
// the page paints without waiting for the forms (react-hook-form). Each `import()` carries the
// list of files it preloads, so it sits in the page that shows the form: a module of every lazy
// form made each page load every form's list.
export {
  LoginForm,
  SignUpForm,
  ForgotPasswordForm,
  ResetPasswordForm,
  AddressForm,
  ProfileForm,
} from '@petverse/forms/accounts';
