import type { ApiClient } from '../client';
import type {
  AdminCancelPayload,
  AdminOrderActionResponse,
  AdminOrderDetail,
  AdminOrderPayload,
  AdminOrdersQuery,
  AdminOrdersResponse,
  AdminProductResponse,
  AddVariantPayload,
  AdminProductsQuery,
  AdminProductsResponse,
  AppointmentResponse,
  AppointmentReschedulePayload,
  AppointmentsQuery,
  AppointmentsResponse,
  AppointmentStatusPayload,
  AuditQuery,
  AuditResponse,
  CreateProductPayload,
  DashboardResponse,
  InviteStaffPayload,
  InviteStaffResponse,
  ProductPictureResponse,
  RegistrationDecisionPayload,
  RegistrationResponse,
  RegistrationsQuery,
  RegistrationsResponse,
  StaffListResponse,
  StockMovePayload,
  UpdateProductPayload,
  UpdateStaffPayload,
} from '../contract/admin';
import type {
  AdminCouponResponse,
  AdminCouponsResponse,
  CreateCouponPayload,
} from '../contract/coupons';
import type {
  AdminRejectReturnPayload,
  AdminReturnActionResponse,
  AdminReturnsResponse,
  ReturnStatus,
} from '../contract/returns';
import type {
  AdminSubscription,
  AdminSubscriptionsResponse,
  SubscriptionStatus,
} from '../contract/subscriptions';
import { ADMIN_SCOPE, staffTokenAtom } from './session';
import { useScopedChange, useScopedRead } from '../scoped';

/*
 * The back office's reads and changes (issue 31). Keys are `['admin', area, …]`: a change
 * refreshes its area's answers, and signing out forgets every one (session.ts).
 */

/** A back-office read of `path`, skipped while signed out or when `path` is null. */
export const useAdminRead = <T>(area: string, path: string | null, params: object = {}) =>
  useScopedRead<T>(ADMIN_SCOPE, staffTokenAtom, area, path, params);

/** A back-office change; once it answers, every read of the areas it touches is refreshed. */
export const useAdminChange = <Arg, Result>(
  name: string,
  areas: readonly string[],
  send: (client: ApiClient, arg: Arg) => Promise<Result>,
) => useScopedChange<Arg, Result>(ADMIN_SCOPE, name, areas, send);

const id = encodeURIComponent;

/**
 * How the shop is doing, as far as the staff member's role shows it (GET /admin/dashboard).
 * @example const { data } = useDashboard(); data?.days;
 */
export const useDashboard = () => useAdminRead<DashboardResponse>('dashboard', '/admin/dashboard');

/**
 * A page of the order queue (GET /admin/orders), with counts per status.
 * @example const { data } = useAdminOrders({ status: 'confirmed', page: 1 });
 */
export const useAdminOrders = (query: AdminOrdersQuery) =>
  useAdminRead<AdminOrdersResponse>('orders', '/admin/orders', query);

/**
 * One order as staff see it (GET /admin/orders/{id}); null skips.
 * @example const { data } = useAdminOrder(orderId);
 */
export const useAdminOrder = (orderId: string | null) =>
  useAdminRead<AdminOrderDetail>('orders', orderId ? `/admin/orders/${id(orderId)}` : null);

/** What `useOrderAction` does with an order. */
export type OrderAction =
  | { kind: 'status'; id: string; payload: AdminOrderPayload }
  | { kind: 'cancel'; id: string; payload: AdminCancelPayload }
  | { kind: 'collect'; id: string };

/**
 * Moves an order along, cancels it with a refund, or marks its cash collected.
 * @example await trigger({ kind: 'status', id, payload: { status: 'packed' } });
 */
export const useOrderAction = () =>
  useAdminChange<OrderAction, AdminOrderActionResponse>(
    'order-action',
    ['orders', 'dashboard', 'audit', 'products'],
    async (client, action) => {
      const url = `/admin/orders/${id(action.id)}/${action.kind}`;
      return (
        await client.post<AdminOrderActionResponse>(
          url,
          action.kind === 'collect' ? undefined : action.payload,
        )
      ).data;
    },
  );

/**
 * A page of the catalogue, searched like the store (GET /admin/products).
 * @example const { data } = useAdminProducts({ q: 'kibble', stock: 'low' });
 */
export const useAdminProducts = (query: AdminProductsQuery) =>
  useAdminRead<AdminProductsResponse>('products', '/admin/products', query);

/**
 * One product with its version (GET /admin/products/{id}); null skips.
 * @example const { data } = useAdminProduct(productId);
 */
export const useAdminProduct = (productId: string | null) =>
  useAdminRead<AdminProductResponse>(
    'products',
    productId ? `/admin/products/${id(productId)}` : null,
  );

/** A new product, or changes to one made against its version. */
export type ProductSave =
  { id?: undefined; payload: CreateProductPayload } | { id: string; payload: UpdateProductPayload };

/**
 * Creates a product, or saves changes to one (409 when someone else changed it meanwhile).
 * @example await trigger({ id, payload: { price: 349, version } });
 */
export const useSaveProduct = () =>
  useAdminChange<ProductSave, AdminProductResponse>(
    'product-save',
    ['products', 'dashboard', 'audit'],
    async (client, save) =>
      save.id === undefined
        ? (await client.post<AdminProductResponse>('/admin/products', save.payload)).data
        : (await client.patch<AdminProductResponse>(`/admin/products/${id(save.id)}`, save.payload))
            .data,
  );

/**
 * Another size of a product (POST /admin/products/{id}/variants, ADR 026); answers it with all the
 * product's sizes.
 * @example await trigger({ id, payload: { variantLabel: '3 kg', price: 899, stock: 20 } });
 */
export const useAddVariant = () =>
  useAdminChange<{ id: string; payload: AddVariantPayload }, AdminProductResponse>(
    'variant-add',
    ['products', 'dashboard', 'audit'],
    async (client, { id: productId, payload }) =>
      (
        await client.post<AdminProductResponse>(
          `/admin/products/${id(productId)}/variants`,
          payload,
        )
      ).data,
  );

/**
 * Units received or written off, relative to what is there (POST /admin/products/{id}/stock).
 * @example await trigger({ id, payload: { change: 24, reason: 'Delivery' } });
 */
export const useStockMove = () =>
  useAdminChange<{ id: string; payload: StockMovePayload }, AdminProductResponse>(
    'stock-move',
    ['products', 'dashboard', 'audit'],
    async (client, { id: productId, payload }) =>
      (await client.post<AdminProductResponse>(`/admin/products/${id(productId)}/stock`, payload))
        .data,
  );

/**
 * Uploads a product picture (POST /admin/products/pictures) and answers its URL.
 * @example const { url } = await trigger(file);
 */
export const useUploadPicture = () =>
  useAdminChange<Blob, ProductPictureResponse>('picture-upload', [], async (client, file) => {
    const form = new FormData();
    form.append('picture', file);
    return (await client.post<ProductPictureResponse>('/admin/products/pictures', form)).data;
  });

/**
 * A page of registrations, with every form's totals (GET /admin/registrations).
 * @example const { data } = useRegistrations({ form: 'vetClinic', status: 'new' });
 */
export const useRegistrations = (query: RegistrationsQuery) =>
  useAdminRead<RegistrationsResponse>('registrations', '/admin/registrations', query);

/**
 * One registration with every answer and document (GET /admin/registrations/{id}); null skips.
 * @example const { data } = useRegistration(id);
 */
export const useRegistration = (registrationId: string | null) =>
  useAdminRead<RegistrationResponse>(
    'registrations',
    registrationId ? `/admin/registrations/${id(registrationId)}` : null,
  );

/**
 * Reviews, approves or declines (with a note) a registration; the applicant is mailed.
 * @example await trigger({ id, payload: { status: 'approved' } });
 */
export const useDecideRegistration = () =>
  useAdminChange<{ id: string; payload: RegistrationDecisionPayload }, RegistrationResponse>(
    'registration-decision',
    ['registrations', 'dashboard', 'audit'],
    async (client, { id: registrationId, payload }) =>
      (
        await client.post<RegistrationResponse>(
          `/admin/registrations/${id(registrationId)}/status`,
          payload,
        )
      ).data,
  );

/**
 * A day or week of appointments (GET /admin/appointments).
 * @example const { data } = useAppointments({ from: '2026-11-25', days: 7 });
 */
export const useAppointments = (query: AppointmentsQuery) =>
  useAdminRead<AppointmentsResponse>('appointments', '/admin/appointments', query);

/** What `useAppointmentAction` does with an appointment. */
export type AppointmentAction =
  | { kind: 'grooming' | 'consultation'; id: string; status: AppointmentStatusPayload }
  | { kind: 'grooming' | 'consultation'; id: string; move: AppointmentReschedulePayload };

/**
 * Marks an appointment done or a no-show, or moves it (the pet parent's rules).
 * @example await trigger({ kind: 'grooming', id, move: { date, time } });
 */
export const useAppointmentAction = () =>
  useAdminChange<AppointmentAction, AppointmentResponse>(
    'appointment-action',
    ['appointments', 'audit'],
    async (client, action) => {
      const base = `/admin/appointments/${action.kind}/${id(action.id)}`;
      return 'move' in action
        ? (await client.post<AppointmentResponse>(`${base}/reschedule`, action.move)).data
        : (await client.post<AppointmentResponse>(`${base}/status`, action.status)).data;
    },
  );

/**
 * The staff and open invitations (GET /admin/staff; owners).
 * @example const { data } = useStaffList();
 */
export const useStaffList = () => useAdminRead<StaffListResponse>('staff', '/admin/staff');

/**
 * Invites someone by mail (POST /admin/staff/invitations; owners).
 * @example await trigger({ email, role: 'catalogue' });
 */
export const useInviteStaff = () =>
  useAdminChange<InviteStaffPayload, InviteStaffResponse>(
    'staff-invite',
    ['staff', 'audit'],
    async (client, payload) =>
      (await client.post<InviteStaffResponse>('/admin/staff/invitations', payload)).data,
  );

/**
 * Withdraws an open invitation: its link answers 410 (DELETE /admin/staff/invitations/{id};
 * owners).
 * @example await trigger(invitation.id);
 */
export const useWithdrawInvitation = () =>
  useAdminChange<string, void>('staff-withdraw', ['staff', 'audit'], async (client, invitation) => {
    await client.delete(`/admin/staff/invitations/${id(invitation)}`);
  });

/**
 * Changes a staff member's role, or disables them (PATCH /admin/staff/{id}; owners).
 * @example await trigger({ id, payload: { role: 'operations' } });
 */
export const useUpdateStaff = () =>
  useAdminChange<
    { id: string; payload: UpdateStaffPayload },
    StaffListResponse & { message: string }
  >(
    'staff-update',
    ['staff', 'audit'],
    async (client, { id: staffId, payload }) =>
      (
        await client.patch<StaffListResponse & { message: string }>(
          `/admin/staff/${id(staffId)}`,
          payload,
        )
      ).data,
  );

/**
 * A page of the audit log, newest first (GET /admin/audit; owners).
 * @example const { data } = useAudit({ action: 'order.', page: 1 });
 */
export const useAudit = (query: AuditQuery) =>
  useAdminRead<AuditResponse>('audit', '/admin/audit', query);

/**
 * A page of the coupons, newest first (GET /admin/coupons; catalogue staff and owners).
 * @example const { data } = useAdminCoupons(1); data?.coupons;
 */
export const useAdminCoupons = (page: number) =>
  useAdminRead<AdminCouponsResponse>('coupons', '/admin/coupons', { page });

/** What `useCouponChange` does: make a coupon, or deactivate one. */
export type CouponChange =
  | { kind: 'create'; payload: Partial<CreateCouponPayload> & Pick<CreateCouponPayload, 'code'> }
  | { kind: 'deactivate'; id: string };

/**
 * Makes a coupon (POST /admin/coupons) or deactivates one (POST /admin/coupons/{id}/deactivate).
 * @example await trigger({ kind: 'deactivate', id: coupon._id });
 */
export const useCouponChange = () =>
  useAdminChange<CouponChange, AdminCouponResponse>(
    'coupon-change',
    ['coupons', 'audit'],
    async (client, change) =>
      (change.kind === 'create'
        ? await client.post<AdminCouponResponse>('/admin/coupons', change.payload)
        : await client.post<AdminCouponResponse>(`/admin/coupons/${id(change.id)}/deactivate`)
      ).data,
  );

/**
 * A page of the returns, newest first, optionally of one status (GET /admin/returns; operations
 * staff and owners).
 * @example const { data } = useAdminReturns({ page: 1, status: 'requested' }); data?.returns;
 */
export const useAdminReturns = (query: { page: number; status?: ReturnStatus | undefined }) =>
  useAdminRead<AdminReturnsResponse>('returns', '/admin/returns', query);

/**
 * A page of the subscriptions, newest first, by status and a buyer's email or name
 * (GET /admin/subscriptions; operations staff and owners).
 * @example const { data } = useAdminSubscriptions({ page: 1, status: 'active', q: 'asha' });
 */
export const useAdminSubscriptions = (query: {
  page: number;
  status?: SubscriptionStatus | undefined;
  q?: string | undefined;
}) => useAdminRead<AdminSubscriptionsResponse>('subscriptions', '/admin/subscriptions', query);

/**
 * One subscription with its deliveries and their orders (GET /admin/subscriptions/{id}).
 * @example const { data } = useAdminSubscription(id); data?.subscription.deliveries;
 */
export const useAdminSubscription = (subscriptionId: string | undefined) =>
  useAdminRead<{ subscription: AdminSubscription }>(
    'subscriptions',
    subscriptionId ? `/admin/subscriptions/${id(subscriptionId)}` : null,
  );

/** What `useReturnStep` does with a return. */
export type ReturnStepAction =
  | { kind: 'approve' | 'picked-up' | 'received'; id: string }
  | { kind: 'reject'; id: string; payload: AdminRejectReturnPayload };

/**
 * Approves, rejects, marks picked up or marks received (which refunds) a return
 * (POST /admin/returns/{id}/{step}); the returns and the orders are read again after.
 * @example await trigger({ kind: 'received', id: ret._id });
 */
export const useReturnStep = () =>
  useAdminChange<ReturnStepAction, AdminReturnActionResponse>(
    'return-step',
    ['returns', 'orders', 'dashboard', 'audit'],
    async (client, action) =>
      (
        await client.post<AdminReturnActionResponse>(
          `/admin/returns/${id(action.id)}/${action.kind}`,
          action.kind === 'reject' ? action.payload : undefined,
        )
      ).data,
  );
