import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoadingState } from '@petverse/ui';
import { AppLayout } from './layout/AppLayout';
import { registrationFormRoutes } from './pages/forms/formRoutes';

// Every page is its own chunk: a route loads only what it shows.
const PetStorePage = lazy(() => import('./pages/store/PetStorePage'));
const ProductPage = lazy(() => import('./pages/store/ProductPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
// One chunk renders every registration form by key.
const RegistrationFormPage = lazy(() => import('./pages/forms/RegistrationFormPage'));
const InsuranceChooserPage = lazy(() => import('./pages/forms/InsuranceChooserPage'));
const ThankYouPage = lazy(() => import('./pages/ThankYouPage'));

export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingState label="Loading..." />}>
      <Routes>
        {/* Registration forms are full-screen cards of their own: no site header behind them. */}
        {registrationFormRoutes.map(([path, formKey]) => (
          <Route key={path} path={path} element={<RegistrationFormPage formKey={formKey} />} />
        ))}
        <Route path="PetInsuranceRegistrationForm" element={<InsuranceChooserPage />} />
        <Route element={<AppLayout />}>
          {/* The home page arrives with the marketing slice; until then / opens the store. */}
          <Route index element={<Navigate to="/pet-store" replace />} />
          <Route path="pet-store" element={<PetStorePage />} />
          <Route path="pet-product-page/:id" element={<ProductPage />} />
          <Route path="auth/pet-product-page/:id" element={<ProductPage />} />
          <Route path="thankyou" element={<ThankYouPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
