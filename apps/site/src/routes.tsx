import { isValidElement, Suspense } from 'react';
import {
  createRoutesFromElements,
  matchRoutes,
  Navigate,
  Route,
  Routes,
  type RouteObject,
} from 'react-router-dom';
import { LoadingState } from '@petverse/ui';
import { AppLayout } from './layout/AppLayout';
import { RequireAuth } from './lib/RequireAuth';
import { lazyPage, type LazyPage } from './lib/lazyPage';
import { AfterHydration } from './lib/session';
import { registrationFormRoutes } from './pages/forms/formRoutes';

// Every page is its own chunk: a route loads only what it shows.
const PetStorePage = lazyPage(() => import('./pages/store/PetStorePage'));
const ProductPage = lazyPage(() => import('./pages/store/ProductPage'));
const StateProductPage = lazyPage(() => import('./pages/store/StateProductPage'));
const NotFoundPage = lazyPage(() => import('./pages/NotFoundPage'));
// One chunk renders every registration form by key.
const RegistrationFormPage = lazyPage(() => import('./pages/forms/RegistrationFormPage'));
const InsuranceChooserPage = lazyPage(() => import('./pages/forms/InsuranceChooserPage'));
const ThankYouPage = lazyPage(() => import('./pages/ThankYouPage'));
// Accounts (issue 3): each page and each account tab is its own chunk.
const LoginPage = lazyPage(() => import('./pages/auth/LoginPage'));
const SignUpPage = lazyPage(() => import('./pages/auth/SignUpPage'));
const ResetPasswordPage = lazyPage(() => import('./pages/auth/ResetPasswordPage'));
const PetFormPage = lazyPage(() => import('./pages/pets/PetFormPage'));
const ProfileLayout = lazyPage(() => import('./pages/profile/ProfileLayout'));
const ProfileTab = lazyPage(() => import('./pages/profile/ProfileTab'));
const PetsTab = lazyPage(() => import('./pages/profile/PetsTab'));
const AddressTab = lazyPage(() => import('./pages/profile/AddressTab'));
// Shopping (issue 4): cart, wishlist, checkout, payment and orders, each its own chunk.
const CartTab = lazyPage(() => import('./pages/shop/CartTab'));
const WishlistTab = lazyPage(() => import('./pages/shop/WishlistTab'));
const OrdersTab = lazyPage(() => import('./pages/shop/OrdersTab'));
const CartPage = lazyPage(() => import('./pages/shop/CartPage'));
const WishlistPage = lazyPage(() => import('./pages/shop/WishlistPage'));
const OrdersPage = lazyPage(() => import('./pages/shop/OrdersPage'));
const CheckoutPage = lazyPage(() => import('./pages/shop/CheckoutPage'));
const PaymentPage = lazyPage(() => import('./pages/shop/PaymentPage'));
const PaymentConfirmPage = lazyPage(() => import('./pages/shop/PaymentConfirmPage'));
// App shell and marketing (issue 7).
const HomePage = lazyPage(() => import('./pages/home/HomePage'));
const AboutPage = lazyPage(() => import('./pages/about/AboutPage'));
const ServicesPage = lazyPage(() => import('./pages/marketing/ServicesPage'));
const UniversePage = lazyPage(() => import('./pages/marketing/UniversePage'));
const PrivacyPolicyPage = lazyPage(() => import('./pages/marketing/PrivacyPolicyPage'));
const ComingSoonPage = lazyPage(() => import('./pages/marketing/ComingSoonPage'));
// Offers for buyers (issue 55 item 6).
const OffersPage = lazyPage(() => import('./pages/offers/OffersPage'));
const CataloguePage = lazyPage(() => import('./pages/catalogue/CataloguePage'));
const SearchPage = lazyPage(() => import('./pages/catalogue/SearchPage'));
// Services (issue 5).
const VetClinicPage = lazyPage(() => import('./pages/services/VetClinicPage'));
const DoctorPage = lazyPage(() => import('./pages/services/DoctorPage'));
const GroomingPage = lazyPage(() => import('./pages/services/GroomingPage'));
const GroomingBookingPage = lazyPage(() => import('./pages/services/GroomingBookingPage'));
const ProviderBookingPage = lazyPage(() => import('./pages/services/ProviderBookingPage'));
const GroomingTab = lazyPage(() => import('./pages/profile/GroomingTab'));
const BookingsTab = lazyPage(() => import('./pages/profile/BookingsTab'));
const BuyAgainTab = lazyPage(() => import('./pages/profile/BuyAgainTab'));
const SubscriptionsTab = lazyPage(() => import('./pages/profile/SubscriptionsTab'));
const PetRecordPage = lazyPage(() => import('./pages/petRecord/PetRecordPage'));
const SharedRecordPage = lazyPage(() => import('./pages/petRecord/SharedRecordPage'));
const ConsultationPage = lazyPage(() => import('./pages/consult/ConsultationPage'));
const InsurancePage = lazyPage(() => import('./pages/services/InsurancePage'));
const LifestyleHeroPage = lazyPage(() => import('./pages/services/LifestyleHeroPage'));
const ListingsPage = lazyPage(() => import('./pages/services/ListingsPage'));
const MatingProfilePage = lazyPage(() => import('./pages/services/MatingProfilePage'));
const PetByIdPage = lazyPage(async () => ({
  default: (await import('./pages/services/PetListingPages')).PetByIdPage,
}));
const PetListingDetailsPage = lazyPage(async () => ({
  default: (await import('./pages/services/PetListingPages')).PetListingDetailsPage,
}));

/**
 * The pages most visits start on: the first of the site's two route tables. React Router's
 * `<Routes>` flattens, ranks and matches its whole table on every render (regular expressions
 * built per path), and a page's first render is one task a phone cannot break: with all ~75
 * routes in one table that was ~80 % of React's first task on /pet-store. Every other address
 * falls to its `*`, whose `<MoreRoutes>` matches `moreRoutes`, whose own `*` answers Not found.
 * The tables are elements, not a component's JSX, so the build can list the site's paths from
 * them (src/sitePaths.ts): the server answers 404 for every other address.
 */
export const firstRoutes = (
  <>
    {/* Pet registration shows no navigation bar (marketing spec §2.2). */}
    <Route element={<AfterHydration />}>
      <Route element={<RequireAuth />}>
        <Route path="register" element={<PetFormPage />} />
      </Route>
    </Route>
    <Route element={<AppLayout />}>
      <Route index element={<HomePage />} />
      <Route path="pet-store" element={<PetStorePage />} />
      <Route path="pet-product-page/:id" element={<ProductPage />} />
      <Route path="about-us" element={<AboutPage />} />
      {/* Registration forms open as cards over the site, with its nav bar and footer, as
          login does (the spec hides the bar only on /register). */}
      {registrationFormRoutes.map(([path, formKey]) => (
        <Route key={path} path={path} element={<RegistrationFormPage formKey={formKey} />} />
      ))}
      <Route path="*" element={<MoreRoutes />} />
    </Route>
  </>
);

/** Every other page of the site, under the navigation bar and footer (AppLayout). */
export const moreRoutes = (
  <>
    <Route path="PetInsuranceRegistrationForm" element={<InsuranceChooserPage />} />
    <Route path="our-services" element={<ServicesPage variant="our-services" />} />
    <Route path="pet-services" element={<ServicesPage variant="pet-services" />} />
    <Route path="pet-dog-care" element={<ServicesPage variant="care" />} />
    <Route path="pet-dog-lifestyle" element={<ServicesPage variant="lifestyle" />} />
    <Route path="cat-universe" element={<UniversePage species="cat" />} />
    <Route path="dog-universe" element={<UniversePage species="dog" />} />
    <Route path="pet-dog-store" element={<CataloguePage variant="dog-store" />} />
    <Route path="pet-store-category" element={<CataloguePage variant="categories" />} />
    <Route path="zib-store" element={<CataloguePage variant="zib-store" />} />
    <Route path="zib-products" element={<CataloguePage variant="zib-products" />} />
    <Route path="search" element={<SearchPage />} />
    <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
    <Route path="coming-soon" element={<ComingSoonPage />} />
    <Route path="offers" element={<OffersPage />} />
    <Route path="pet-store-product" element={<StateProductPage />} />
    <Route path="auth/pet-product-page/:id" element={<ProductPage />} />
    <Route path="thankyou" element={<ThankYouPage />} />
    <Route path="vet-clinic" element={<VetClinicPage variant="clinic" />} />
    <Route path="pet-pharmacy" element={<VetClinicPage variant="pharmacy" />} />
    <Route path="vet-clinic/doctor/:id" element={<DoctorPage />} />
    <Route path="grooming" element={<GroomingPage />} />
    <Route path="grooming-registration" element={<GroomingBookingPage />} />
    <Route path="book/:providerId" element={<ProviderBookingPage />} />
    <Route path="pet-insurance" element={<InsurancePage />} />
    <Route path="training" element={<LifestyleHeroPage variant="training" />} />
    <Route path="transportation" element={<LifestyleHeroPage variant="transportation" />} />
    <Route path="mating-profile" element={<ListingsPage variant="mating" />} />
    <Route path="mating-profile/:profileId" element={<MatingProfilePage />} />
    <Route path="breeding-profile" element={<ListingsPage variant="breeding" />} />
    <Route path="breeding-profile/:id" element={<PetByIdPage />} />
    <Route path="pet-listing/details" element={<PetListingDetailsPage />} />
    <Route path="pet-listing/:id" element={<PetByIdPage />} />
    {/* Some redirects of the specs go to /auth/login: the login page, outside the guard. */}
    <Route path="pet-record/:token" element={<SharedRecordPage />} />
    <Route path="auth/login" element={<LoginPage />} />
    <Route path="login" element={<LoginPage />} />
    <Route path="signup" element={<SignUpPage />} />
    <Route path="reset-password" element={<ResetPasswordPage />} />
    {/* What depends on the session, which only the browser has: the server renders these
        pages' shell (lib/session.tsx). */}
    <Route element={<AfterHydration />}>
      {/* The cart shows its own login dialog; checkout and payment check the session themselves. */}
      <Route path="pet-cart" element={<CartPage />} />
      <Route path="auth/pet-cart" element={<CartPage />} />
      <Route path="auth/pet-checkout" element={<CheckoutPage />} />
      <Route path="auth/pet-payment" element={<PaymentPage />} />
      {/* Everything of an account needs a session; visitors go to /login and come back. */}
      <Route element={<RequireAuth />}>
        <Route path="update-pet" element={<PetFormPage />} />
        <Route path="profile/addresses" element={<Navigate to="/auth/profile/address" replace />} />
        <Route path="auth/profile" element={<ProfileLayout />}>
          <Route index element={<ProfileTab />} />
          <Route path="pets" element={<PetsTab />} />
          <Route path="pets/:petId/record" element={<PetRecordPage />} />
          <Route path="address" element={<AddressTab />} />
          <Route path="cart" element={<CartTab />} />
          <Route path="wishlist" element={<WishlistTab />} />
          <Route path="orders" element={<OrdersTab />} />
          <Route path="buy-again" element={<BuyAgainTab />} />
          <Route path="subscriptions" element={<SubscriptionsTab />} />
          <Route path="grooming-appointments" element={<GroomingTab />} />
          <Route path="bookings" element={<BookingsTab />} />
        </Route>
        <Route path="consult/:bookingId" element={<ConsultationPage />} />
        <Route path="auth/pet-payment-confirm" element={<PaymentConfirmPage />} />
        <Route path="auth/wishlist" element={<WishlistPage />} />
        <Route path="auth/orders" element={<OrdersPage />} />
      </Route>
    </Route>
    {/* Any other address, /auth/… included: the server answers it 404 with this page. */}
    <Route path="*" element={<NotFoundPage />} />
  </>
);

export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingState label="Loading..." />}>
      <Routes>{firstRoutes}</Routes>
    </Suspense>
  );
}

function MoreRoutes() {
  return <Routes>{moreRoutes}</Routes>;
}

/**
 * Loads the pages an address shows (its page, and a layout that is a chunk of its own, such as
 * the account area's), so that React renders them in its first pass: main.tsx waits for them
 * before it hydrates the server's HTML (lib/lazyPage.tsx says why). Resolves, never rejects: a
 * page that failed to load is React's to retry and report, as before.
 */
export async function preloadPagesOf(pathname: string, basename?: string): Promise<void> {
  const pages: Promise<void>[] = [];
  const visit = (table: RouteObject[], first: boolean) => {
    for (const { route } of matchRoutes(table, pathname, basename) ?? []) {
      // The first table's `*` renders the second (MoreRoutes), matched against the same address.
      if (first && route.path === '*') visit(createRoutesFromElements(moreRoutes), false);
      const page = isValidElement(route.element) ? route.element.type : undefined;
      if (typeof page === 'function' && 'preload' in page) {
        pages.push((page as LazyPage<object>).preload());
      }
    }
  };
  visit(createRoutesFromElements(firstRoutes), true);
  await Promise.allSettled(pages);
}
