/**
 * Services (issue 5): doctors, grooming partners and appointments, mating profiles. The shapes of
 * the calls of the services spec §7 and of GET /grooming/getGroomingOrdersByUser.
 */
import type { PostalAddress } from './accounts';
import type {
  CreatePaymentOrderResponse,
  GroomingStatus,
  OrderRefund,
  PaymentStatus,
} from './shopping';

// ---- Doctors --------------------------------------------------------------------------------

/** A vet of the clinic page. */
export interface Doctor {
  _id: string;
  name: string;
  specialty: string;
  location: string;
  /** Years of practice. */
  experience: number;
  /** 0 to 5. */
  rating: number;
  /** How many reviews the rating averages. */
  reviews: number;
  bio: string;
  /** A path on this site or an https address. */
  image: string;
  /** The species the doctor treats, e.g. ['Dog', 'Cat']. */
  species: string[];
}
/** GET /admin/getDocterByID/{id} (spelled as specified); 404 'Doctor not found.'. */
export interface DoctorResponse {
  doctor: Doctor;
}
/** GET /admin/getAllDoctors: our addition, for the clinic page's list. */
export interface DoctorListResponse {
  doctors: Doctor[];
}

// ---- Grooming -------------------------------------------------------------------------------

export interface GroomingService {
  serviceName: string;
  /** Rupees. */
  price: number;
}

export interface GroomingPartnerAddress {
  street: string;
  city: string;
  state: string;
  pinCode: string;
}

export interface GroomingPartner {
  _id: string;
  name: string;
  phone: string;
  email: string;
  rating: number;
  address: GroomingPartnerAddress;
  services: GroomingService[];
}

/** GET /grooming/getGroomingPartners?city={city}: the city matches whatever its case. */
export interface GroomingPartnersResponse {
  data: { data: GroomingPartner[] };
}

/**
 * POST /product/razorpay/order for a grooming appointment (our addition to the call): the server
 * prices `services` from the partner's own list; `amount` (paise) must equal that total.
 */
export interface CreateGroomingPaymentOrderPayload {
  purpose: 'grooming';
  partnerId: string;
  /** Service names of that partner. */
  services: string[];
  amount: number;
  currency: 'INR';
  userId?: string;
}
export type CreateGroomingPaymentOrderResponse = CreatePaymentOrderResponse;

/** POST /grooming/createGroomingOrder: the booking payload of the services spec §3. */
export interface CreateGroomingOrderPayload {
  petId: string;
  partnerId: string;
  /** The chosen service names, joined with ', '. */
  serviceType: string;
  /** HH:MM (24 hours). */
  appointmentTime: string;
  /** YYYY-MM-DD, today or later (India). */
  appointmentDate: string;
  /** Rupees; must equal the partner's prices for serviceType and the payment order's amount. */
  price: number;
  addressId: string;
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface GroomingOrderPet {
  _id: string;
  name: string;
  breed: string;
  species: string;
  petDateOfBirth: string;
  image: string | null;
}

export interface GroomingOrderPartner {
  _id: string;
  name: string;
  phone: string;
  email: string;
  rating: number;
  address: GroomingPartnerAddress;
}

export interface GroomingOrderAddress extends PostalAddress {
  _id: string;
  type: string;
}

/** A booked grooming appointment with its pet, partner and address populated. */
export interface GroomingOrder {
  _id: string;
  /** Rupees. */
  price: number;
  status: GroomingStatus;
  paymentStatus: PaymentStatus;
  serviceType: string;
  appointmentDate: string;
  appointmentTime: string;
  createdAt: string;
  /** The payment provider's order id. */
  orderId: string;
  /** The payment provider's payment id. */
  paymentId: string;
  /** Null when the pet was deleted since. */
  petId: GroomingOrderPet | null;
  partnerId: GroomingOrderPartner;
  /** Null when the address was deleted since. */
  addressId: GroomingOrderAddress | null;
  /** A cancelled appointment's refund (our addition); null when nothing was paid back. */
  refund?: OrderRefund | null;
}

/** 201 on the first booking of a payment, 200 with the same booking when it is sent again. */
export interface CreateGroomingOrderResponse {
  message: string;
  data: GroomingOrder;
}

/** GET /grooming/getGroomingOrdersByUser: the caller's appointments, newest first. */
export interface GroomingOrdersResponse {
  data: GroomingOrder[];
}

// ---- Mating profiles ------------------------------------------------------------------------

export interface MatingProfile {
  _id: string;
  profileId: string;
  category: string;
  breed: string;
  petName: string;
  location: string;
  createdAt: string;
}
/** POST /lifestyle/addMatingProfile (login required); the server makes profileId if none is sent. */
export interface AddMatingProfilePayload {
  profileId?: string;
  category: string;
  breed: string;
  petName: string;
  location: string;
}
export interface MatingProfileResponse {
  data: MatingProfile;
}
/**
 * GET /lifestyle/getMatingProfiles?page&limit: one page, oldest first (page 1 and MATING_PAGE_SIZE
 * when not asked). `data` is the list, as the spec has it; `pagination` is our addition.
 */
export interface MatingProfilesResponse {
  data: MatingProfile[];
  pagination?: ListPagination;
}
/** Where a page sits in a public list. */
export interface ListPagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
}
/** DELETE /lifestyle/deleteMatingProfile/{_id} (the owner only). */
export interface DeleteMatingProfileResponse {
  message: string;
}

/** Mating profiles shown on one page of the public list. */
export const MATING_PAGE_SIZE = 24;
/** The most a page of a public list may hold. */
export const PUBLIC_PAGE_MAX = 100;

/** MAX lengths the server enforces on a mating profile's texts. */
export const MATING_TEXT_MAX_LENGTH = 100;

/** The grooming total in rupees of the chosen service names (unknown names count 0). */
export function groomingTotal(
  services: readonly GroomingService[],
  chosen: readonly string[],
): number {
  return chosen.reduce(
    (sum, name) => sum + (services.find((s) => s.serviceName === name)?.price ?? 0),
    0,
  );
}

/** HH:MM, 24 hours. */
export const APPOINTMENT_TIME_PATTERN = '^([01]\\d|2[0-3]):[0-5]\\d$';
