import type { StaffArea } from '@petverse/api/contract';

/** The back office's parts, in the order the menu shows them. */
export const AREAS: readonly { area: StaffArea; path: string; label: string }[] = [
  { area: 'dashboard', path: '/', label: 'Dashboard' },
  { area: 'orders', path: '/orders', label: 'Orders' },
  { area: 'orders', path: '/returns', label: 'Returns' },
  { area: 'orders', path: '/subscriptions', label: 'Subscriptions' },
  { area: 'appointments', path: '/appointments', label: 'Appointments' },
  { area: 'catalogue', path: '/products', label: 'Catalogue' },
  { area: 'catalogue', path: '/coupons', label: 'Coupons' },
  { area: 'pharmacy', path: '/pharmacy', label: 'Pharmacy' },
  { area: 'registrations', path: '/registrations', label: 'Registrations' },
  { area: 'registrations', path: '/providers', label: 'Providers' },
  { area: 'registrations', path: '/partners', label: 'Partner sites' },
  { area: 'staff', path: '/staff', label: 'Staff' },
  { area: 'accounts', path: '/exports', label: 'Exports' },
  { area: 'audit', path: '/audit', label: 'Audit log' },
  { area: 'settings', path: '/settings', label: 'Settings' },
];
