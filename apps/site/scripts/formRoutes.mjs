// The routes that show a form, for the budget that holds them (bench/size.mjs, issue 16). Paths
// are relative to apps/site, as in Vite's manifest.

// Routes that show a form, each with what a browser downloads before the form's fields are on
// screen: the entry, the route's page chunks, and the form the page loads on demand (its family
// entry of @petverse/forms or the site module that wraps it, with the rules: yup and
// react-hook-form), each with its static imports. A registration route counts its own form's
// presentation only (definitions/*.view.ts); a form that shows a combobox counts Downshift with
// it (ADR 019). Left out, as on every route: what loads on the first API call (axios), after
// first paint (the toasts), as a password is typed (its strength meter's dictionaries), or, on a
// registration form, as the user starts on it (its rules: yup and the schema, ADR 014).
const FORMS = '../../packages/forms/src';
const page = (name) => `src/pages/${name}.tsx`;
const registration = (route, form) => ({
  route,
  pages: [page('forms/RegistrationFormPage')],
  form: [page('forms/FormScreen'), `${FORMS}/definitions/${form}.view.ts`],
});
const accounts = 'src/lib/accountFormsModule.ts';
const petEditor = 'src/lib/PetEditor.tsx';
const services = 'src/lib/serviceFormsModule.ts';
const grooming = 'src/lib/groomingFormModule.ts';
export const FORM_ROUTES = [
  registration('/VetClinicRegistrationForm', 'vetClinic'),
  registration('/PetPharmacyRegistrationForm', 'petPharmacy'),
  registration('/InsuranceProviderRegistrationForm', 'insuranceProvider'),
  registration('/PetParentRegistrationForm', 'petParent'),
  registration('/GroomingCenterRegistrationForm', 'groomingCenter'),
  registration('/TrainerInstituteRegistrationForm', 'trainerInstitute'),
  registration('/TrainerPetOwnerRegistrationForm', 'trainerPetOwner'),
  registration('/TransportPetParentRegistrationForm', 'transportPetParent'),
  registration('/TransportProviderRegistrationForm', 'transportProvider'),
  {
    route: '/about-us, Join Now',
    pages: [page('about/AboutPage')],
    form: [page('forms/JoinTeamDialog'), `${FORMS}/definitions/teamApplication.view.ts`],
  },
  { route: '/login', pages: [page('auth/LoginPage')], form: [accounts] },
  { route: '/signup', pages: [page('auth/SignUpPage')], form: [accounts] },
  { route: '/reset-password', pages: [page('auth/ResetPasswordPage')], form: [accounts] },
  { route: '/update-pet', pages: [page('pets/PetFormPage')], form: [petEditor] },
  {
    route: '/auth/profile',
    pages: [page('profile/ProfileLayout'), page('profile/ProfileTab')],
    form: [accounts],
  },
  {
    route: '/auth/profile/pets',
    pages: [page('profile/ProfileLayout'), page('profile/PetsTab')],
    form: [petEditor],
  },
  {
    route: '/auth/profile/address',
    pages: [page('profile/ProfileLayout'), page('profile/AddressTab')],
    form: [accounts],
  },
  { route: '/vet-clinic/doctor/:id', pages: [page('services/DoctorPage')], form: [services] },
  {
    route: '/grooming-registration',
    pages: [page('services/GroomingBookingPage')],
    form: [grooming],
  },
  { route: '/mating-profile/:id', pages: [page('services/MatingProfilePage')], form: [services] },
];
