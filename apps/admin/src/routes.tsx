import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { StaffArea } from '@petverse/api/contract';
import { EmptyState } from '@petverse/ui';
import { AdminLayout } from './layout/AdminLayout';
import { RequireStaff } from './lib/RequireStaff';
import { AppointmentsPage } from './pages/appointments/AppointmentsPage';
import { AuditPage } from './pages/audit/AuditPage';
import { InvitePage } from './pages/auth/InvitePage';
import { LoginPage } from './pages/auth/LoginPage';
import { SetupPage } from './pages/auth/SetupPage';
import { DashboardPage } from './pages/dashboard/DashboardPage';
import { OrderPage } from './pages/orders/OrderPage';
import { OrdersPage } from './pages/orders/OrdersPage';
import { PackingSlipPage } from './pages/orders/PackingSlipPage';
import { ProductEditPage } from './pages/products/ProductEditPage';
import { ProductsPage } from './pages/products/ProductsPage';
import { RegistrationPage } from './pages/registrations/RegistrationPage';
import { RegistrationsPage } from './pages/registrations/RegistrationsPage';
import { StaffPage } from './pages/staff/StaffPage';

const staffOnly = (area: StaffArea, page: ReactNode) => (
  <RequireStaff area={area}>{page}</RequireStaff>
);

/** The back office's routes, under /admin (the router's basename). */
export function AdminRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/setup" element={<SetupPage />} />
      <Route path="/invite" element={<InvitePage />} />
      {/* Printed on its own, without the console around it. */}
      <Route path="/orders/:id/packing-slip" element={staffOnly('orders', <PackingSlipPage />)} />
      <Route element={<AdminLayout />}>
        <Route index element={staffOnly('dashboard', <DashboardPage />)} />
        <Route path="/orders" element={staffOnly('orders', <OrdersPage />)} />
        <Route path="/orders/:id" element={staffOnly('orders', <OrderPage />)} />
        <Route path="/products" element={staffOnly('catalogue', <ProductsPage />)} />
        <Route path="/products/new" element={staffOnly('catalogue', <ProductEditPage />)} />
        <Route path="/products/:id" element={staffOnly('catalogue', <ProductEditPage />)} />
        <Route path="/registrations" element={staffOnly('registrations', <RegistrationsPage />)} />
        <Route
          path="/registrations/:id"
          element={staffOnly('registrations', <RegistrationPage />)}
        />
        <Route path="/appointments" element={staffOnly('appointments', <AppointmentsPage />)} />
        <Route path="/staff" element={staffOnly('staff', <StaffPage />)} />
        <Route path="/audit" element={staffOnly('audit', <AuditPage />)} />
        <Route
          path="*"
          element={staffOnly(
            'dashboard',
            <EmptyState title="There is no such page in the back office" />,
          )}
        />
      </Route>
    </Routes>
  );
}
