import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { StaffArea } from '@petverse/api/contract';
import { EmptyState, LoadingState } from '@petverse/ui';
import { AdminLayout } from './layout/AdminLayout';
import { RequireStaff } from './lib/RequireStaff';
import { LoginPage } from './pages/auth/LoginPage';

// Each page is a chunk of its own, loaded when it is first opened: the first load is the shell and
// the sign-in page (prerendered), not the catalogue's form engine or the dashboard's chart.
const AppointmentsPage = lazy(() =>
  import('./pages/appointments/AppointmentsPage').then((m) => ({ default: m.AppointmentsPage })),
);
const PharmacyPage = lazy(() =>
  import('./pages/pharmacy/PharmacyPage').then((m) => ({ default: m.PharmacyPage })),
);
const AuditPage = lazy(() =>
  import('./pages/audit/AuditPage').then((m) => ({ default: m.AuditPage })),
);
const SettingsPage = lazy(() =>
  import('./pages/settings/SettingsPage').then((m) => ({ default: m.SettingsPage })),
);
const InvitePage = lazy(() =>
  import('./pages/auth/InvitePage').then((m) => ({ default: m.InvitePage })),
);
const SetupPage = lazy(() =>
  import('./pages/auth/SetupPage').then((m) => ({ default: m.SetupPage })),
);
const CouponsPage = lazy(() =>
  import('./pages/coupons/CouponsPage').then((m) => ({ default: m.CouponsPage })),
);
const DashboardPage = lazy(() =>
  import('./pages/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })),
);
const OrderPage = lazy(() =>
  import('./pages/orders/OrderPage').then((m) => ({ default: m.OrderPage })),
);
const SubscriptionsPage = lazy(() =>
  import('./pages/subscriptions/SubscriptionsPage').then((m) => ({ default: m.SubscriptionsPage })),
);
const SubscriptionPage = lazy(() =>
  import('./pages/subscriptions/SubscriptionPage').then((m) => ({ default: m.SubscriptionPage })),
);
const ReturnsPage = lazy(() =>
  import('./pages/returns/ReturnsPage').then((m) => ({ default: m.ReturnsPage })),
);
const OrdersPage = lazy(() =>
  import('./pages/orders/OrdersPage').then((m) => ({ default: m.OrdersPage })),
);
const PackingSlipPage = lazy(() =>
  import('./pages/orders/PackingSlipPage').then((m) => ({ default: m.PackingSlipPage })),
);
const PackingSlipsPage = lazy(() =>
  import('./pages/orders/PackingSlipPage').then((m) => ({ default: m.PackingSlipsPage })),
);
const ProductEditPage = lazy(() =>
  import('./pages/products/ProductEditPage').then((m) => ({ default: m.ProductEditPage })),
);
const ProductsPage = lazy(() =>
  import('./pages/products/ProductsPage').then((m) => ({ default: m.ProductsPage })),
);
const PartnersPage = lazy(() =>
  import('./pages/partners/PartnersPage').then((m) => ({ default: m.PartnersPage })),
);
const ProviderPage = lazy(() =>
  import('./pages/providers/ProviderPage').then((m) => ({ default: m.ProviderPage })),
);
const ProvidersPage = lazy(() =>
  import('./pages/providers/ProvidersPage').then((m) => ({ default: m.ProvidersPage })),
);
const RegistrationPage = lazy(() =>
  import('./pages/registrations/RegistrationPage').then((m) => ({ default: m.RegistrationPage })),
);
const RegistrationsPage = lazy(() =>
  import('./pages/registrations/RegistrationsPage').then((m) => ({ default: m.RegistrationsPage })),
);
const ExportsPage = lazy(() =>
  import('./pages/accounts/ExportsPage').then((m) => ({ default: m.ExportsPage })),
);
const StaffPage = lazy(() =>
  import('./pages/staff/StaffPage').then((m) => ({ default: m.StaffPage })),
);

const staffOnly = (area: StaffArea, page: ReactNode) => (
  <RequireStaff area={area}>{page}</RequireStaff>
);

/**
 * The back office's routes, under /admin (the router's basename). The build lists their addresses
 * (`scripts/prerender-app.mjs`), and the server answers any other address under /admin with 404.
 */
export const adminRoutes = (
  <>
    <Route path="/login" element={<LoginPage />} />
    <Route path="/setup" element={<SetupPage />} />
    <Route path="/invite" element={<InvitePage />} />
    {/* Printed on its own, without the console around it. */}
    <Route path="/orders/:id/packing-slip" element={staffOnly('orders', <PackingSlipPage />)} />
    <Route path="/orders/packing-slips" element={staffOnly('orders', <PackingSlipsPage />)} />
    <Route element={<AdminLayout />}>
      <Route index element={staffOnly('dashboard', <DashboardPage />)} />
      <Route path="/orders" element={staffOnly('orders', <OrdersPage />)} />
      <Route path="/orders/:id" element={staffOnly('orders', <OrderPage />)} />
      <Route path="/returns" element={staffOnly('orders', <ReturnsPage />)} />
      <Route path="/subscriptions" element={staffOnly('orders', <SubscriptionsPage />)} />
      <Route path="/subscriptions/:id" element={staffOnly('orders', <SubscriptionPage />)} />
      <Route path="/products" element={staffOnly('catalogue', <ProductsPage />)} />
      <Route path="/products/new" element={staffOnly('catalogue', <ProductEditPage />)} />
      <Route path="/products/:id" element={staffOnly('catalogue', <ProductEditPage />)} />
      <Route path="/coupons" element={staffOnly('catalogue', <CouponsPage />)} />
      <Route path="/registrations" element={staffOnly('registrations', <RegistrationsPage />)} />
      <Route path="/registrations/:id" element={staffOnly('registrations', <RegistrationPage />)} />
      <Route path="/providers" element={staffOnly('registrations', <ProvidersPage />)} />
      <Route path="/partners" element={staffOnly('registrations', <PartnersPage />)} />
      <Route path="/providers/:id" element={staffOnly('registrations', <ProviderPage />)} />
      <Route path="/appointments" element={staffOnly('appointments', <AppointmentsPage />)} />
      <Route path="/pharmacy" element={staffOnly('pharmacy', <PharmacyPage />)} />
      <Route path="/staff" element={staffOnly('staff', <StaffPage />)} />
      <Route path="/audit" element={staffOnly('audit', <AuditPage />)} />
      <Route path="/exports" element={staffOnly('accounts', <ExportsPage />)} />
      <Route path="/settings" element={staffOnly('settings', <SettingsPage />)} />
      <Route
        path="*"
        element={staffOnly(
          'dashboard',
          <EmptyState title="There is no such page in the back office" />,
        )}
      />
    </Route>
  </>
);

export function AdminRoutes() {
  return (
    <Suspense fallback={<LoadingState label="Loading..." />}>
      <Routes>{adminRoutes}</Routes>
    </Suspense>
  );
}
