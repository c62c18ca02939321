import type { OrderReturn } from './returns';
import { said, type Said, type Text } from './said';
import type { PostalAddress } from './accounts';
import type { ShippingType } from './constants';
import { shippingPrice } from './freeDelivery';
import { subtotal, toPaise, type PricedLine } from './rules';
import {
  BOOKING_TOO_FAR_MESSAGE,
  isCalendarDate,
  isPastInIndia,
  lastBookableDate,
  todayInIndia,
} from './bookingTime';

/*
 * Shopping: product cart, wishlist, pharmacy and consultation carts, orders and payment
 * (spec §3, §4, §5, §7 Products / Pharmacy and consultation cart / Orders and payment, §9).
 * Prices in the API are rupees; the payment provider speaks paise.
 */

// ---- Constants ----------------------------------------------------------------------------

/** The consultation time slots a booking may pick. */
export const CONSULTATION_SLOTS = [
  '10:00 AM',
  '11:00 AM',
  '12:00 PM',
  '2:00 PM',
  '3:00 PM',
  '4:00 PM',
] as const;
export type ConsultationSlot = (typeof CONSULTATION_SLOTS)[number];

export const CONSULTATION_MODES = ['In Clinic', 'Home Visit', 'Online'] as const;
export type ConsultationMode = (typeof CONSULTATION_MODES)[number];

/** Order status values the site shows (spec §4); new orders are `pending` (awaiting fulfilment). */
export const ORDER_STATUSES = [
  'completed',
  'delivered',
  'pending',
  'shipped',
  'cancelled',
  'in-progress',
  'confirmed',
  /** Our addition (issue 31): the parcel is packed and waits for the courier. */
  'packed',
  /** Our addition (issue 55): the courier's tracking says the parcel is with its delivery agent today. */
  'out-for-delivery',
  /** Our addition (issue 55): returned to origin — the courier could not deliver and brought it back. */
  'rto',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const GROOMING_STATUSES = [
  'completed',
  'pending',
  'confirmed',
  'cancelled',
  'in-progress',
  /** Our addition (issue 31): the pet did not come to the appointment. */
  'no-show',
] as const;
export type GroomingStatus = (typeof GROOMING_STATUSES)[number];

export const PAYMENT_STATUSES = ['completed', 'pending', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Kinds of order lines the server writes. */
export const ORDER_ITEM_TYPES = ['product', 'pharmacy', 'booking'] as const;
export type OrderItemType = (typeof ORDER_ITEM_TYPES)[number];
/** Older names a client may send when selecting lines: `doctor` is a booking, `vetcart` pharmacy. */
export const ORDER_ITEM_TYPE_ALIASES = { doctor: 'booking', vetcart: 'pharmacy' } as const;

/** 'Sandbox' marks a test payment (the payment sandbox): no money moved. */
export const PAYMENT_METHODS = ['Razorpay', 'Cash on Delivery', 'Sandbox'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The price of one pharmacy (prescription) order, in rupees, set by the server: a fixed handling
 * price per pack until a medicine catalogue exists.
 */
export const PHARMACY_ORDER_PRICE = 199;
/** Largest prescription file (PDF, JPEG or PNG, recognised by content). */
export const PRESCRIPTION_MAX_BYTES = 5 * 1024 * 1024;
export const PRESCRIPTION_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** The labels of cart and order lines that are not products. */
export const PHARMACY_LINE_NAME = 'Pharmacy Order';
/** A consultation's line as a text with its value: a page says `t(CONSULTATION_LINE_TEXT, { name })`. */
export const CONSULTATION_LINE_TEXT = 'Consultation with Dr. {name}';
/** The line in English ('Consultation with Dr. Rao'): the order's stored name. */
export const consultationLineName = (doctorName: string): string =>
  CONSULTATION_LINE_TEXT.replace('{name}', doctorName);

// ---- Pure rules ---------------------------------------------------------------------------

export interface CartTotals {
  /** Sum of price × quantity, rupees (to the paisa). */
  subtotal: number;
  /** The shipping price of the chosen type, rupees. */
  shipping: number;
  /** subtotal + shipping, rounded to whole rupees: what the order costs. */
  total: number;
}

/**
 * Subtotal, shipping and the whole-rupee total of some lines (spec §5 totals, §9). Shipping is
 * charged for what is shipped: lines that are all services (consultations) ship nothing; Economy
 * is free from the owner's threshold (`freeDeliveryFrom`, ADR 039), else the spec's prices.
 */
export function cartTotals(
  lines: readonly PricedLine[],
  shipping: ShippingType,
  freeDeliveryFrom: number | null = null,
): CartTotals {
  const sub = subtotal(lines);
  const shipped = lines.filter((line) => line.ships !== false);
  const ship = shipped.length ? shippingPrice(shipping, subtotal(shipped), freeDeliveryFrom) : 0;
  return { subtotal: sub, shipping: ship, total: Math.round(sub + ship) };
}

/** What the payment provider takes for these lines: the rounded total in paise. */
export function amountInPaise(
  lines: readonly PricedLine[],
  shipping: ShippingType,
  freeDeliveryFrom: number | null = null,
): number {
  return toPaise(cartTotals(lines, shipping, freeDeliveryFrom).total);
}

/** Minutes after midnight of a slot such as '2:00 PM', or null if it is not a slot. */
export function slotMinutes(slot: string): number | null {
  if (!(CONSULTATION_SLOTS as readonly string[]).includes(slot)) return null;
  const [, h, m, half] = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(slot)!;
  return ((Number(h) % 12) + (half === 'PM' ? 12 : 0)) * 60 + Number(m);
}

/**
 * Why a consultation cannot be booked at this date and slot, or null when it can: the date must
 * be real and not before today (India), the time one of CONSULTATION_SLOTS and, today, still ahead.
 */
export function bookingProblem(date: string, slot: string, now: Date = new Date()): string | null {
  if (!isCalendarDate(date)) return 'Please choose a valid date.';
  const minutes = slotMinutes(slot);
  if (minutes === null)
    return `Please choose one of the time slots: ${CONSULTATION_SLOTS.join(', ')}.`;
  if (date < todayInIndia(now)) return 'The date cannot be in the past.';
  if (date > lastBookableDate(now)) return BOOKING_TOO_FAR_MESSAGE;
  if (isPastInIndia(date, minutes, now))
    return 'That time has already passed today. Please choose a later slot.';
  return null;
}

// ---- Product cart -------------------------------------------------------------------------

/** One product line of the cart; price is the product's current price in rupees. */
export interface CartLine {
  productId: string;
  quantity: number;
  name: string;
  description: string;
  price: number;
  imageUrl: string;
  /** Units that can be bought now (our addition, issue 31): 0 when sold out or withdrawn. */
  stock?: number;
  /**
   * Subscribe and save (issue 38, item 2): delivered every so many weeks; absent for a one-time
   * purchase. `price` is then the subscription price.
   */
  subscribeWeeks?: number;
  /** True when the product may be subscribed to (our addition, ADR 024); absent when not. */
  subscribable?: true;
}

/**
 * POST /product/cart. Adding a product already in the cart adds to its quantity (capped at
 * MAX_QUANTITY). Quantity is a whole number from MIN_QUANTITY to MAX_QUANTITY.
 */
export interface AddToCartPayload {
  productId: string;
  quantity: number;
  /** Subscribe and save (ADR 024): every 2, 4, 6 or 8 weeks; 0 makes it a one-time purchase. */
  subscribeWeeks?: 0 | 2 | 4 | 6 | 8;
}
/** PUT /product/cart/{productId}: sets the quantity. */
export interface UpdateCartPayload {
  quantity: number;
}
/** Every product-cart call answers the whole updated cart, oldest line first. */
export interface CartResponse {
  /** With `message` when it has values (issue 35). */
  said?: Said;
  cart: CartLine[];
  message?: string;
}

// ---- Wishlist -----------------------------------------------------------------------------

export interface WishlistProduct {
  _id: string;
  name: string;
  description: string;
  price: number;
  imageUrl: string;
}
/** A wishlist entry: `productId` populated with the product. */
export interface WishlistEntry {
  productId: WishlistProduct;
}
/** POST /product/wishlist (adding twice keeps one entry). */
export interface AddToWishlistPayload {
  productId: string;
}
/** GET, POST and DELETE /product/wishlist answer the whole updated wishlist, oldest first. */
export interface WishlistResponse {
  wishlist: WishlistEntry[];
  message?: string;
}

// ---- Pharmacy (vet) cart ------------------------------------------------------------------

/** A pharmacy order in the cart; `prescriptionFile` is `/api/uploads/<name>` (PDF, JPEG or PNG). */
export interface VetCart {
  _id: string;
  quantity: number;
  /** Per pack, rupees (PHARMACY_ORDER_PRICE). */
  price: number;
  /** Where its prescription is read with the session: the uploaded file, or our doctor's PDF. */
  prescriptionFile: string;
  itemType: 'pharmacy';
  /**
   * The consultation whose Petverse prescription this line orders (issue 53 item 2: no upload);
   * null for an uploaded prescription.
   */
  bookingId: string | null;
}
/**
 * POST /user/addVetCart (an addition to the spec): multipart with `prescriptionFile` (a file)
 * and `quantity` (default 1). The price is set by the server.
 */
export interface AddVetCartPayload {
  prescriptionFile: Blob;
  quantity?: number | string;
}
/** GET /user/getAllVetCarts */
export interface VetCartListResponse {
  carts: VetCart[];
}
/** POST /user/addVetCart (201) and PUT /user/updateVetCart/{id}: the entry and the whole list. */
export interface VetCartResponse {
  cart: VetCart;
  carts: VetCart[];
  message: string;
}
export interface UpdateVetCartPayload {
  quantity: number;
}
/** DELETE /user/deleteVetCart/{id} */
export interface DeleteVetCartResponse {
  carts: VetCart[];
  message: string;
}

// ---- Consultation cart --------------------------------------------------------------------

export interface Booking {
  _id: string;
  doctorId: string;
  doctorName: string;
  specialty: string;
  /** YYYY-MM-DD */
  selectedDate: string;
  selectedTime: ConsultationSlot;
  consultationMode: ConsultationMode;
  petName: string;
  petType: string;
  /** CONSULTATION_PRICE, rupees. */
  price: number;
  imageUrl: string;
  itemType: 'booking';
}
/**
 * POST /user/addDoctorInCart: the booking fields plus `userId` (optional; when sent it must be
 * the signed-in user's). The price is set by the server.
 */
export interface AddBookingPayload {
  userId?: string;
  doctorId: string;
  doctorName: string;
  specialty?: string;
  selectedDate: string;
  selectedTime: ConsultationSlot;
  consultationMode: ConsultationMode;
  petName: string;
  petType: string;
  imageUrl?: string;
}
/** 201 */
export interface AddBookingResponse {
  success: true;
  message: string;
  booking: Booking;
}
/** GET /user/getAllDoctorsCart/{userId} (the signed-in user's own id). */
export interface BookingListResponse {
  bookings: Booking[];
}
/** DELETE /user/deleteDoctorFromCart/{id} */
export interface DeleteBookingResponse {
  success: true;
  message: string;
  bookings: Booking[];
}

// ---- Orders -------------------------------------------------------------------------------

export interface OrderItem {
  _id: string;
  itemType: OrderItemType;
  /** The product, pharmacy entry or booking bought, with the name it had then. */
  itemId: { _id: string; name: string };
  /** Per unit, rupees. */
  price: number;
  quantity: number;
}
/** The delivery address, copied when the order was made. */
/** The delivery address as it was when the order was made. */
export type OrderAddress = PostalAddress;
export interface Order {
  _id: string;
  /** ISO 8601 */
  createdAt: string;
  /** Whole rupees: subtotal + shipping, rounded, less a coupon's discount. */
  totalPrice: number;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  shippingType: ShippingType;
  /** Rupees. */
  shippingPrice: number;
  items: OrderItem[];
  address: OrderAddress;
  /** Every status the order has had, oldest first (our addition: the buyer's timeline). */
  statusHistory?: OrderStatusChange[];
  /** A cancelled paid order's refund (our addition); null when nothing was paid back. */
  refund?: OrderRefund | null;
  /** The courier that carries it, once shipped (our addition); null before. */
  courier?: string | null;
  /** The courier's tracking number, once shipped (our addition); null before. */
  trackingNumber?: string | null;
  /** Where the buyer follows the parcel, when a booked courier carries it (issue 55); null otherwise. */
  trackingUrl?: string | null;
  /** YYYY-MM-DD (India): the day it should arrive by, from its pincode and shipping (our addition); null where unknown. */
  deliverBy?: string | null;
  /** Its GST tax invoice's number once issued (our addition): GET /product/orders/{id}/invoice. */
  invoice?: string | null;
  /** Its credit note's number, when a cancellation cancelled its invoice (our addition). */
  creditNote?: string | null;
  /** The coupon used and what it took off, rupees (issue 38); null without one. */
  coupon?: { code: string; discount: number } | null;
  /** Its returns, oldest first, each with its own steps (issue 38). */
  returns?: OrderReturn[];
}
export interface OrderRefund {
  /** The provider's refund id (`rfnd_…`). */
  id: string;
  /** processed: the money is on its way back; pending: the provider is finishing it. */
  status: 'processed' | 'pending';
}
/** Orders in these states may still be cancelled by their buyer (POST /product/orders/{id}/cancel). */
export const CANCELLABLE_ORDER_STATUSES = ['pending', 'confirmed'] as const;
export interface OrderStatusChange {
  status: OrderStatus;
  /** ISO 8601 */
  at: string;
}
/**
 * The way an order moves forward; cancelled and delivered are where it ends. Out for delivery is
 * set by the courier's tracking only (issue 55), never by staff; an order returned to origin
 * ('rto') is off this way, for staff to cancel and refund.
 */
export const ORDER_PROGRESS = [
  'pending',
  'confirmed',
  'packed',
  'shipped',
  'out-for-delivery',
  'delivered',
] as const;
/** POST /admin/orders/{id}/status (staff with the operations role): one step forward or more. */
export interface AdvanceOrderPayload {
  status: Exclude<(typeof ORDER_PROGRESS)[number], 'pending' | 'out-for-delivery'>;
  /** Required with 'shipped'. */
  courier?: string;
  /** Required with 'shipped'. */
  trackingNumber?: string;
}
/** GET /product/user-orders?page={n}&limit=10 */
export interface OrdersQuery {
  page?: number;
  limit?: number;
}
export interface OrdersPagination {
  totalOrders: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
  currentPage: number;
  limit: number;
}
/** Newest first. */
export interface OrdersResponse {
  data: { data: { orders: Order[]; pagination: OrdersPagination } };
}

/**
 * A line picked for an order. `itemId` is the product id (or `productId`), the pharmacy entry's
 * `_id` or the booking's `_id`. Lines must be in the user's carts; a product's quantity, when
 * sent, must be the cart's. Names and prices sent along are ignored: the server prices lines.
 */
export interface OrderSelectionItem {
  itemType: OrderItemType | keyof typeof ORDER_ITEM_TYPE_ALIASES;
  itemId?: string;
  productId?: string;
  quantity?: number;
  name?: string;
  price?: number;
}

/**
 * Order data sent on ordering (spec §3). `items` omitted means every line of every cart.
 * `status`, `paymentStatus` and `paymentMethod` are ignored: the server sets them.
 */
export interface OrderData {
  userId?: string;
  items?: OrderSelectionItem[];
  /** Whole rupees; when sent it must equal the server's total. */
  totalPrice?: number;
  /** Default Economy. */
  shippingType?: ShippingType;
  /** The id of one of the user's saved addresses. */
  address: string;
  /** A coupon's code (issue 38): the server prices its discount; never send an amount off. */
  couponCode?: string;
  status?: string;
  paymentStatus?: string;
  paymentMethod?: string;
}

/** One line of a past order that 'Buy again' could not put back in the cart, and why. */
export interface LeftOutLine {
  name: string;
  /** In English (BUY_AGAIN_REASONS); the answer's `said` has it in the page's language. */
  reason: string;
}
/**
 * POST /product/orders/{id}/buy-again (issue 38): the order's products that are on sale and in
 * stock go back in the cart (as many as are left, up to what was ordered); 409 when none can.
 */
export interface BuyAgainResponse {
  cart: CartLine[];
  added: { productId: string; name: string; quantity: number }[];
  leftOut: LeftOutLine[];
  message: string;
  said?: Said;
}
/** A product the buyer has bought before, for the 'Buy again' list. */
export interface BoughtBefore {
  productId: string;
  name: string;
  /** Today's price, rupees. */
  price: number;
  imageUrl: string;
  /** Units on sale now (0: out of stock). */
  stock: number;
  /** How many they bought the last time. */
  lastQuantity: number;
  /** When they last ordered it (ISO). */
  lastOrderedAt: string;
}
/**
 * GET /product/buy-again (issue 38): the products of the buyer's orders that are still sold, the
 * most recently ordered first (at most BOUGHT_BEFORE_MAX).
 */
export interface BoughtBeforeResponse {
  products: BoughtBefore[];
}
/** The most products the 'Buy again' list shows. */
export const BOUGHT_BEFORE_MAX = 24;
/** Why a line of a past order was not put back in the cart. */
export const BUY_AGAIN_REASONS = {
  outOfStock: said('out of stock', {}),
  withdrawn: said('no longer sold', {}),
  partly: (added: number) => said('only {added} in stock, so {added} added', { added }),
  cartFull: said('your cart already holds the most it can', {}),
  pharmacy: said('needs a new prescription', {}),
  booking: said('book a new consultation instead', {}),
} as const;
/**
 * What 'Buy again' says: what went in the cart, and what did not with why (each reason a text of
 * its own, so a Hindi page says it in Hindi; the product's name stays as it is).
 */
export function buyAgainMessage(
  addedUnits: number,
  leftOut: readonly { name: string; reason: Said }[],
): Text {
  const left = leftOut.map((l) => said('{name} ({reason})', { name: l.name, reason: l.reason }));
  if (addedUnits === 0) return said('Nothing from this order can be bought now: {left}.', { left });
  if (!leftOut.length)
    return addedUnits === 1
      ? 'Added 1 item to your cart.'
      : said('Added {count} items to your cart.', { count: addedUnits });
  return addedUnits === 1
    ? said('Added 1 item to your cart. Not added: {left}.', { left })
    : said('Added {count} items to your cart. Not added: {left}.', { count: addedUnits, left });
}

/** POST /product/order: cash on delivery, where the pincode and the total allow it. 201 */
export interface PlaceOrderPayload {
  orderData: OrderData;
}
export interface OrderResponse {
  order: Order;
  message: string;
}

// ---- Payment ------------------------------------------------------------------------------

export type PaymentProviderName = 'sandbox' | 'razorpay';

/** GET /payments/config: the same site code runs against both providers. */
export interface PaymentConfigResponse {
  provider: PaymentProviderName;
  /** The key id for the checkout's `key` option. */
  key: string;
  /** The checkout script: absolute for Razorpay, a path on the API's origin for the sandbox. */
  scriptUrl: string;
}

/**
 * POST /product/razorpay/order: `amount` is paise and must equal the server's total (whole
 * rupees × 100) for the selected lines and shipping, else 400.
 */
export interface CreatePaymentOrderPayload {
  amount: number;
  currency: 'INR';
  userId?: string;
  items?: OrderSelectionItem[];
  /** Default Economy. */
  shippingType?: ShippingType;
  /** The id of one of the user's saved addresses. */
  address: string;
  /** A coupon's code (issue 38): `amount` is then the total after its discount. */
  couponCode?: string;
}
/** 201: pass `orderId` as the checkout's `order_id` and `key` as its `key`. */
export interface CreatePaymentOrderResponse {
  orderId: string;
  amount: number;
  currency: 'INR';
  key: string;
}

/** POST /product/razorpay/verify: the checkout handler's response; `orderData` is ignored. */
export interface VerifyPaymentPayload {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
  orderData?: unknown;
}
/** 201; the same order every time the same payment is verified. */
export type VerifyPaymentResponse = OrderResponse;

/** POST /payments/sandbox/pay (sandbox provider only): the signed result of a test payment. */
export interface SandboxPayPayload {
  order_id: string;
}
export interface SandboxPayResponse {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}
