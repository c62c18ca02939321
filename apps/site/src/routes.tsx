import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoadingState } from '@petverse/ui';
import { AppLayout } from './layout/AppLayout';

// Every page is its own chunk: a route loads only what it shows.
const PetStorePage = lazy(() => import('./pages/store/PetStorePage'));
const ProductPage = lazy(() => import('./pages/store/ProductPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingState label="Loading..." />}>
      <Routes>
        <Route element={<AppLayout />}>
          {/* The home page arrives with the marketing slice; until then / opens the store. */}
          <Route index element={<Navigate to="/pet-store" replace />} />
          <Route path="pet-store" element={<PetStorePage />} />
          <Route path="pet-product-page/:id" element={<ProductPage />} />
          <Route path="auth/pet-product-page/:id" element={<ProductPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
