import { lazy } from 'react';

/*
 * The account forms (react-hook-form) load on their own after the page that shows them, so a
 * page's first paint (the card, its title and close button) never waits for them; their rules
 * (yup) come as the user starts on a form.
 */
const forms = () => import('./accountFormsModule');

export const LoginForm = lazy(() => forms().then((m) => ({ default: m.LoginForm })));
export const SignUpForm = lazy(() => forms().then((m) => ({ default: m.SignUpForm })));
export const ForgotPasswordForm = lazy(() =>
  forms().then((m) => ({ default: m.ForgotPasswordForm })),
);
export const ResetPasswordForm = lazy(() =>
  forms().then((m) => ({ default: m.ResetPasswordForm })),
);
export const PetEditor = lazy(() => import('./PetEditor'));
export const AddressForm = lazy(() => forms().then((m) => ({ default: m.AddressForm })));
export const ProfileForm = lazy(() => forms().then((m) => ({ default: m.ProfileForm })));
