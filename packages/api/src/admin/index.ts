// `@petverse/api/admin`: the back office's session and calls (issue 31). A subpath of its own,
// so nothing of it reaches the pet-parent site or a partner's bundle.
export { STAFF_TOKEN_KEY } from '../contract/admin';
export { ADMIN_SCOPE, staffKey, staffTokenStore, staffTokenAtom, useStaffSession } from './session';
export {
  useDashboard,
  useAdminOrders,
  useAdminOrder,
  useOrderAction,
  useAdminProducts,
  useAdminProduct,
  useSaveProduct,
  useStockMove,
  useAddVariant,
  useUploadPicture,
  useRegistrations,
  useRegistration,
  useDecideRegistration,
  useAppointments,
  useAppointmentAction,
  useStaffList,
  useInviteStaff,
  useWithdrawInvitation,
  useUpdateStaff,
  useAudit,
  useAdminCoupons,
  useCouponChange,
  useAdminReturns,
  useReturnStep,
  useAdminSubscriptions,
  useAdminSubscription,
} from './resources';
export {
  useAdminProviders,
  useUpdateProvider,
  useInviteProviderOwner,
  useProviderStatement,
  useRecordPayout,
  useDownloadProviderStatement,
} from './providers';
export { usePartners, usePartnerDeliveries, usePartnerDelivery } from './partners';
export {
  usePharmacyChecks,
  usePharmacyDecision,
  useDownloadPharmacyPrescription,
} from './pharmacy';
export { useCouponVisibility, useDeliverySettings, useUpdateDeliverySettings } from './offers';
export {
  useBookShipments,
  useBulkOrderStatus,
  useDownloadLabels,
  useReprintLabels,
} from './shipping';

export type { StaffSession } from './session';
export type {
  OrderAction,
  ProductSave,
  AppointmentAction,
  CouponChange,
  ReturnStepAction,
} from './resources';
export type { PartnerDeliveryAction } from './partners';
export type { BulkOrderResult } from './shipping';
export { useDownloadExport, type AccountsExport } from './exports';
