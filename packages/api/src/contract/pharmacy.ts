import type { PrescribedMedicine } from './consultations';

/*
 * Medicines from a Petverse prescription (issue 53 item 2): the pet parent orders what our doctor
 * prescribed in one tap (a pharmacy line with no upload), and a pharmacist checks every pharmacy
 * line of a paid order before it ships — approved, or refused with a reason and refunded.
 */

/** What a pharmacist decided about a pharmacy line of an order. */
export const PHARMACY_CHECK_STATUSES = ['pending', 'approved', 'refused'] as const;
export type PharmacyCheckStatus = (typeof PHARMACY_CHECK_STATUSES)[number];

/** The longest reason a pharmacist may give for a refusal (the pet parent reads it). */
export const PHARMACY_REASON_MAX = 500;

export const PHARMACY_MESSAGES = {
  /** POST /consultations/{bookingId}/prescription/order (201). */
  added: 'The prescribed medicines are in your cart.',
  /** The same, when the prescription was in the cart already (200). */
  already: 'This prescription is already in your cart.',
  noMedicines: 'This prescription has no medicines to order.',
  /** Staff: a decision made. */
  approved: 'Approved: this pharmacy line may ship.',
  refused: 'Refused: the line is refunded and the pet parent is told why.',
  reason: `Please say why the line is refused (up to ${PHARMACY_REASON_MAX} characters).`,
  decided: 'A pharmacist has already checked this pharmacy line.',
  notPaid: 'This order is not paid or is cancelled, so its pharmacy line is not checked.',
  notFound: 'Pharmacy line not found',
  /** An order with a line still to check cannot ship (409). */
  unverified:
    'This order has a pharmacy line that a pharmacist has not verified yet. It ships once the line is approved or refused.',
} as const;

/** The Petverse prescription a pharmacy line orders: what the pharmacist checks. */
export interface PharmacyPrescription {
  bookingId: string;
  number: string;
  writtenAt: string;
  doctor: { name: string; qualification: string; registrationNumber: string };
  clinic: string;
  pet: { name: string; species: string; breed: string } | null;
  medicines: PrescribedMedicine[];
}

/** GET /admin/pharmacy: a pharmacy line of a paid order, as the pharmacist checks it. */
export interface PharmacyCheck {
  _id: string;
  orderId: string;
  /** The order's short number (#ABC123). */
  orderNumber: string;
  createdAt: string;
  buyer: { name: string; email: string };
  line: { name: string; quantity: number; price: number };
  status: PharmacyCheckStatus;
  /** Why it was refused (the pet parent is told), else null. */
  reason: string | null;
  decidedAt: string | null;
  decidedBy: string | null;
  /** Our doctor's prescription, when the line orders one; else the pet parent uploaded a file. */
  prescription: PharmacyPrescription | null;
  /** The uploaded file (GET /admin/pharmacy/{id}/file with the staff token), else null. */
  file: string | null;
  /** The money given back for a refused line. */
  refund: { id: string; status: 'processed' | 'pending'; amount: number } | null;
}

export interface PharmacyChecksResponse {
  checks: PharmacyCheck[];
}

/** POST /admin/pharmacy/{id}/decision */
export type PharmacyDecisionPayload =
  { decision: 'approve' } | { decision: 'refuse'; reason: string };

export interface PharmacyDecisionResponse {
  check: PharmacyCheck;
  message: string;
}
