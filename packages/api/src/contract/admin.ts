import { said } from './said';
import type { AdminReturn } from './returns';
import type { LifeStage, PetSpecies, ProductCategory, ShippingType } from './constants';
import type { GroomingStatus, Order, OrderStatus, PaymentMethod, PaymentStatus } from './shopping';
import { STOCK_NOTES } from './stockNote';
import { HOLD_MINUTES } from './providers';

/*
 * The back office (issue 31): staff accounts and roles, the audit log, the order queue, the
 * catalogue and its stock, registrations, appointments and the dashboard. Every call is under
 * /api/admin and takes a staff session's token (`Authorization: Bearer pvs_…`), never a pet
 * parent's.
 */

// ---- Staff and roles ----------------------------------------------------------------------

export const STAFF_ROLES = [
  'owner',
  'operations',
  'catalogue',
  'partnerships',
  'pharmacist',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What a part of the back office is about; each role is given some of them. */
export const STAFF_AREAS = [
  'dashboard',
  'orders',
  'appointments',
  'catalogue',
  'registrations',
  'staff',
  'audit',
  /** The accountant's exports: orders, the GSTR-1 summary (issue 55 item 5). Owners only. */
  'accounts',
  /** The shop's own settings, e.g. the free-delivery threshold (issue 55 item 6): owners only. */
  'settings',
  /** Pharmacy lines checked against their prescription before they ship (issue 53 item 2). */
  'pharmacy',
] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];

/**
 * What each role may see and change. Owners have every area; the others their part of the shop.
 * The server checks these on every call; the console shows only what the role has.
 */
export const ROLE_AREAS: Record<StaffRole, readonly StaffArea[]> = {
  owner: STAFF_AREAS,
  operations: ['dashboard', 'orders', 'appointments'],
  catalogue: ['dashboard', 'catalogue'],
  partnerships: ['dashboard', 'registrations'],
  pharmacist: ['dashboard', 'pharmacy'],
};

/** What a role is for, in a sentence (the staff page and the invitation say it). */
export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  owner: 'Everything, including staff, roles and the audit log.',
  operations: 'Orders, refunds, packing and shipping, appointments.',
  catalogue: 'Products, prices, pictures, stock and coupons.',
  partnerships: 'Registrations from our site and partner sites.',
  pharmacist: 'Checks pharmacy lines against their prescriptions before they ship.',
};

export const roleMay = (role: StaffRole, area: StaffArea): boolean =>
  ROLE_AREAS[role].includes(area);

/** A staff session ends after this long without a request. */
export const STAFF_IDLE_HOURS = 12;
/** An invitation link works this long. */
export const INVITATION_DAYS = 7;
export { STAFF_TOKEN_KEY, STAFF_TOKEN_PREFIX } from './staffToken';

export interface StaffMember {
  _id: string;
  name: string;
  email: string;
  role: StaffRole;
  /** ISO 8601 when disabled, else null. */
  disabledAt: string | null;
  createdAt: string;
}
/** POST /admin/setup (once, with the start-up log's token) and POST /admin/invitations/accept. */
export interface StaffSessionResponse {
  token: string;
  staff: Pick<StaffMember, 'name' | 'email' | 'role'>;
}
export interface AdminSetupPayload {
  token: string;
  name: string;
  email: string;
  password: string;
}
export interface AdminLoginPayload {
  email: string;
  password: string;
}
/** GET /admin/auth/me */
export interface StaffMeResponse {
  staff: StaffMember;
}
/** GET /admin/setup?token=…: whether the link can still create the owner. */
export interface SetupStatusResponse {
  usable: boolean;
}
/** GET /admin/staff */
export interface StaffListResponse {
  staff: StaffMember[];
  invitations: StaffInvitation[];
}
/** An invitation not yet used, withdrawn or expired. */
export interface StaffInvitation {
  /** What DELETE /admin/staff/invitations/{id} withdraws it by (never its link's token). */
  id: string;
  email: string;
  name: string | null;
  role: StaffRole;
  createdAt: string;
  expiresAt: string;
}
/** POST /admin/staff/invitations: the link goes to the email through the mailer. */
export interface InviteStaffPayload {
  email: string;
  name?: string;
  role: StaffRole;
}
/**
 * POST /admin/staff/invitations (201): the invitation made. Earlier invitations to the same
 * address end with it (their links answer 410).
 */
export interface InviteStaffResponse {
  message: string;
  invitation: StaffInvitation;
}
/** GET /admin/invitations?token=…: what the invitation is for, when it still works. */
export interface InvitationResponse {
  email: string;
  name: string | null;
  role: StaffRole;
}
export interface AcceptInvitationPayload {
  token: string;
  name: string;
  password: string;
}
/** PATCH /admin/staff/{id} */
export interface UpdateStaffPayload {
  role?: StaffRole;
  disabled?: boolean;
}

// ---- Audit log ----------------------------------------------------------------------------

export interface AuditEntry {
  _id: string;
  /** ISO 8601 */
  at: string;
  staff: { _id: string | null; name: string; email: string };
  /** e.g. 'order.status', 'order.cancel', 'product.update', 'stock.receive', 'staff.role'. */
  action: string;
  target: { type: string; id: string };
  before: unknown;
  after: unknown;
}
export interface AuditQuery {
  page?: number;
  limit?: number;
  staff?: string;
  action?: string;
  target?: string;
  from?: string;
  to?: string;
}
export interface AdminPagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}
export interface AuditResponse {
  entries: AuditEntry[];
  pagination: AdminPagination;
}

// ---- Orders -------------------------------------------------------------------------------

/** The steps staff move an order along, in order; cancelling is its own action. */
export const FULFILMENT_STEPS = ['confirmed', 'packed', 'shipped', 'delivered'] as const;
export type FulfilmentStep = (typeof FULFILMENT_STEPS)[number];

export const ADMIN_ORDERS_PAGE_SIZE = 25;

export interface AdminOrdersQuery {
  status?: OrderStatus;
  /** The money as staff read it (`payment` of a row). */
  paymentStatus?: AdminPaymentState;
  paymentMethod?: PaymentMethod;
  /** YYYY-MM-DD (India), inclusive. */
  from?: string;
  to?: string;
  pincode?: string;
  state?: string;
  /** An order id or its first characters (`#1a2b3c4d`), an email, or a phone number. */
  q?: string;
  page?: number;
  limit?: number;
}
/** An order in the queue: what a row shows. */
/**
 * An order's money as staff read it (issue 55 item 1): the payment's status, except that a paid
 * order given back in full (cancelled and refunded, or all of it returned) is `refunded`, and one
 * given back in part (a return) `partly-refunded` — never "completed" for money that went back.
 */
export const ADMIN_PAYMENT_STATES = [
  'completed',
  'pending',
  'failed',
  'refunded',
  'partly-refunded',
] as const;
export type AdminPaymentState = (typeof ADMIN_PAYMENT_STATES)[number];

export interface AdminOrderRow {
  _id: string;
  createdAt: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  /** The money as staff read it: refunds counted. */
  payment: AdminPaymentState;
  /** Rupees given back (a cancellation's refund, returns' refunds). */
  refunded: number;
  paymentMethod: PaymentMethod;
  /** Rupees. */
  totalPrice: number;
  itemCount: number;
  buyer: { name: string; email: string; phone: string };
  city: string;
  state: string;
  pincode: string;
}
export interface AdminOrdersResponse {
  orders: AdminOrderRow[];
  pagination: AdminPagination;
  /** How many orders match the other filters, by status (the queue's tabs). */
  counts: Partial<Record<OrderStatus, number>> & { all: number };
}
/** One step of an order's life as staff see it: who made it, and what came with it. */
export interface AdminOrderEvent {
  status: OrderStatus;
  at: string;
  /** The staff member's name, or null for the buyer's own steps and payments. */
  by: string | null;
  note: string | null;
}
export interface AdminOrderDetail {
  order: Order & {
    paymentId: string | null;
    shippingType: ShippingType;
    courier: string | null;
    trackingNumber: string | null;
  };
  buyer: { _id: string; name: string; email: string; phone: string; orders: number };
  events: AdminOrderEvent[];
  /** Its returns, newest first, with what staff may do with each (issue 38). */
  returns?: AdminReturn[];
  /** What staff may do with it now. */
  actions: {
    /** Consultations alone: services, so never packed or shipped; 'delivered' means it took place. */
    services: boolean;
    next: FulfilmentStep[];
    cancel: boolean;
    /** Cash on delivery, delivered and not yet marked paid. */
    collect: boolean;
  };
}
export interface AdminOrderPayload {
  status: FulfilmentStep;
  courier?: string;
  trackingNumber?: string;
}
/** POST /admin/orders/{id}/cancel: a paid order is refunded in full through its provider. */
export interface AdminCancelPayload {
  /** Why, for the staff: kept on the order's timeline and the audit log, never mailed. */
  reason: string;
  /** A message for the buyer, put in their cancellation mail as written (optional). */
  toBuyer?: string;
}
export interface AdminOrderActionResponse {
  message: string;
  detail: AdminOrderDetail;
}

// ---- Catalogue and stock ------------------------------------------------------------------

/** What the store says about stock (the product page, cards, the cart). */
export const STOCK_MESSAGES = {
  ...STOCK_NOTES,
  /** A cart line whose product has fewer units than the line wants. */
  lineShort: (name: string, n: number) =>
    n === 0
      ? said('{name} is out of stock. Please remove it from your cart to continue.', { name })
      : said('Only {n} of {name} left. Please lower the quantity to continue.', { name, n }),
  /** Adding to the cart more than is left. */
  cartShort: (name: string, n: number) =>
    n === 0
      ? said('{name} is out of stock.', { name })
      : said('Only {n} of {name} left.', { name, n }),
  withdrawn: (name: string) =>
    said('{name} is no longer sold. Please remove it from your cart to continue.', { name }),
  /**
   * Fewer units are free than the line wants because others are held for buyers paying right now
   * (ADR 032): `n` are free, `held` are held; they come back if those payments are not made.
   */
  heldByOthers: (name: string, n: number, held: number) =>
    n === 0
      ? said(
          'The last units of {name} are being bought by someone else right now. If they are not paid for within {minutes} minutes, they will be for sale again.',
          { name, minutes: HOLD_MINUTES },
        )
      : said(
          'Only {n} of {name} left, as {held} more are being bought by someone else right now. Please lower the quantity to continue.',
          { name, n, held },
        ),
  /** The last units went to another buyer while this one paid: the money goes back at once. */
  soldWhilePaying:
    'Sorry, an item sold out while you were paying. Your payment has been refunded in full.',
} as const;

export interface AdminProduct {
  _id: string;
  name: string;
  description: string;
  category: ProductCategory;
  petspecies: PetSpecies;
  lifeStage: LifeStage;
  brand: string;
  /** Rupees. */
  price: number;
  /** Rupees, or null. */
  mrp: number | null;
  stock: number;
  /** Every picture, the first one the card's. */
  images: string[];
  version: number;
  /** ISO 8601 when withdrawn from sale, else null. */
  withdrawnAt: string | null;
  averageRating: number | null;
  ratingCount: number;
  createdAt: string;
  /** The size this row sells ('3 kg'); '' when the product has no sizes (ADR 026). */
  variantLabel: string;
  /**
   * Its HSN code and GST rate (percent), the same on all its sizes; null follows its category's
   * (`GST_BY_CATEGORY`). Invoices print them (issue 55 item 2).
   */
  hsn: string | null;
  gstRate: GstRate | null;
  /** This size's stock-keeping unit (unique), weight and parcel size, when known. */
  sku: string | null;
  weightGrams: number | null;
  dimensionsCm: { length: number; width: number; height: number } | null;
}
/** The GST rates a product may carry (percent). */
export const GST_RATES = [0, 5, 12, 18, 28, 40] as const;
export type GstRate = (typeof GST_RATES)[number];
/** An HSN code: 4, 6 or 8 digits. */
export const HSN_PATTERN = '^[0-9]{4}([0-9]{2}){0,2}$';
/** A SKU: letters, digits and . _ / - (1 to 40). */
export const SKU_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$';
/** One size of a product as the back office lists them beside the one open (ADR 026). */
export interface AdminProductVariant {
  _id: string;
  variantLabel: string;
  /** Rupees. */
  price: number;
  mrp: number | null;
  stock: number;
  withdrawnAt: string | null;
}
export interface AdminProductsQuery {
  q?: string;
  category?: ProductCategory;
  petspecies?: PetSpecies;
  /** 'low': at or under LOW_STOCK_THRESHOLD (out of stock included); 'out': none left. */
  stock?: 'low' | 'out';
  /** Withdrawn products too. */
  withdrawn?: boolean;
  page?: number;
  limit?: number;
}
export interface AdminProductsResponse {
  products: AdminProduct[];
  pagination: AdminPagination;
}
/** POST /admin/products */
export interface CreateProductPayload {
  name: string;
  description: string;
  category: ProductCategory;
  petspecies: PetSpecies;
  lifeStage: LifeStage;
  brand: string;
  price: number;
  mrp?: number | null;
  stock: number;
  images?: string[];
  /** The size or pack ('3 kg'); '' or absent when the product has no sizes. */
  variantLabel?: string;
  /** Tax and parcel (issue 55 item 2); null clears, absent keeps. */
  hsn?: string | null;
  gstRate?: GstRate | null;
  sku?: string | null;
  weightGrams?: number | null;
  dimensionsCm?: { length: number; width: number; height: number } | null;
}
/**
 * PATCH /admin/products/{id}: any field, with the version the edit was made against. What the
 * product is (name, description, category, species, life stage, brand) is saved on all its sizes;
 * the size's label, price, MRP, stock and pictures on this one.
 */
export type UpdateProductPayload = Partial<CreateProductPayload> & {
  version: number;
  withdrawn?: boolean;
};
/** POST /admin/products/{id}/stock: units received (positive) or written off (negative). */
export interface StockMovePayload {
  change: number;
  reason: string;
}
export interface AdminProductResponse {
  product: AdminProduct;
  message: string;
  /** GET /admin/products/{id} and adding a size: every size of the product, this one among them. */
  variants?: AdminProductVariant[];
}
/** POST /admin/products/{id}/variants: another size of that product (ADR 026). */
export interface AddVariantPayload {
  variantLabel: string;
  price: number;
  mrp?: number | null;
  stock: number;
}
/** POST /admin/products/pictures (multipart `picture`): the stored picture's URL. */
export interface ProductPictureResponse {
  url: string;
}
/** Said when an edit was made against an older version. */
export const CHANGED_BY_SOMEONE_ELSE =
  'Someone else changed this product while you were editing it. Reload it to see their changes, then make yours again.';

// ---- Registrations ------------------------------------------------------------------------

export const REGISTRATION_STATUSES = ['new', 'in-review', 'approved', 'declined'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export interface RegistrationRow {
  _id: string;
  formKey: string;
  /** The form's title ('Vet Clinic Registration', …). */
  formTitle: string;
  /** The name the submission gives (a clinic's, a person's), for the list. */
  name: string;
  email: string | null;
  phone: string | null;
  city: string | null;
  status: RegistrationStatus;
  partnerOrigin: string | null;
  createdAt: string;
}
export interface RegistrationsQuery {
  form?: string;
  status?: RegistrationStatus;
  origin?: string;
  q?: string;
  page?: number;
  limit?: number;
}
export interface RegistrationsResponse {
  registrations: RegistrationRow[];
  pagination: AdminPagination;
  /** Per form: how many there are, and how many are new. */
  forms: { key: string; title: string; total: number; new: number }[];
}
export interface RegistrationDetail extends RegistrationRow {
  /** Every answer, by the form's labels, in the form's order. */
  answers: { label: string; value: string }[];
  files: { field: string; label: string; name: string; originalName: string; size: number }[];
  /** What the partner's page sent with it (`hidden-*` attributes, UTM parameters), by name. */
  hidden: Record<string, string>;
  note: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
}
export interface RegistrationResponse {
  registration: RegistrationDetail;
  message?: string;
}
/** POST /admin/registrations/{id}/status: a decline needs a note. */
export interface RegistrationDecisionPayload {
  status: Exclude<RegistrationStatus, 'new'>;
  note?: string;
  /** A provider's contact when its form gave none: the portal's invitation goes there. */
  email?: string;
}

// ---- Appointments -------------------------------------------------------------------------

export const CONSULTATION_STATUSES = ['booked', 'completed', 'no-show', 'cancelled'] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

export interface AdminAppointment {
  _id: string;
  kind: 'grooming' | 'consultation';
  /** YYYY-MM-DD and HH:MM (24 hours), India. */
  date: string;
  time: string;
  /** The grooming centre or the doctor. */
  provider: { _id: string; name: string };
  /** The services booked, or the consultation's mode. */
  service: string;
  pet: string;
  owner: { name: string; phone: string };
  status: GroomingStatus | ConsultationStatus;
  /** Whether it can be moved now (24 hours' notice, 90 days ahead), as the pet parent can. */
  reschedulable: boolean;
}
export interface AppointmentsQuery {
  /** YYYY-MM-DD: the first day. */
  from: string;
  /** How many days (1: a day, 7: a week). */
  days?: number;
  kind?: 'grooming' | 'consultation';
  /** A grooming centre's or a doctor's id. */
  provider?: string;
}
export interface AppointmentsResponse {
  appointments: AdminAppointment[];
  providers: { _id: string; name: string; kind: 'grooming' | 'consultation' }[];
}
export interface AppointmentStatusPayload {
  status: 'completed' | 'no-show';
}
export interface AppointmentReschedulePayload {
  date: string;
  time: string;
}
export interface AppointmentResponse {
  appointment: AdminAppointment;
  message: string;
}

// ---- Dashboard ----------------------------------------------------------------------------

export interface DashboardDay {
  /** YYYY-MM-DD, India. */
  date: string;
  /** Orders placed that day and not cancelled. */
  orders: number;
  /** Orders placed that day and cancelled since (not in `orders`). */
  cancelled: number;
  /**
   * Rupees: net sales of the day's orders — cancelled orders left out, and what returns refunded
   * of the others taken off (issue 55 item 1).
   */
  revenue: number;
  /** Rupees the day's orders' returns refunded (already taken off `revenue`). */
  refunded: number;
}
export interface DashboardResponse {
  /** The last 30 days, oldest first (only for roles with orders). */
  days?: DashboardDay[];
  byStatus?: { status: OrderStatus; count: number }[];
  topProducts?: { _id: string; name: string; units: number; revenue: number }[];
  lowStock?: { _id: string; name: string; stock: number }[];
  registrations?: { new: number; lastWeek: number };
  /** When the numbers were read (ISO 8601). */
  generatedAt: string;
}
