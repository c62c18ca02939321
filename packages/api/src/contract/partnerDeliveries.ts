/*
 * The partners' webhook deliveries in the back office (issue 58 item 9): each partner site, its
 * webhook, the last deliveries, resending one and sending a test. Under /api/admin/partners,
 * for partnerships staff and owners.
 */

/** What a delivery tells a partner of. */
export const PARTNER_DELIVERY_EVENTS = ['registration.submitted', 'webhook.test'] as const;
export type PartnerDeliveryEvent = (typeof PARTNER_DELIVERY_EVENTS)[number];

/** Where a delivery stands: waiting for its first try or a retry, delivered, or given up on. */
export const PARTNER_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type PartnerDeliveryStatus = (typeof PARTNER_DELIVERY_STATUSES)[number];

/** How many deliveries the log shows at most. */
export const PARTNER_DELIVERIES_LIMIT = 50;

/** A partner site (PARTNER_ORIGINS) and its webhook, if it has one (the secret never leaves us). */
export interface PartnerSite {
  origin: string;
  /** Where its deliveries go, or null when the operator gave it no webhook. */
  webhookUrl: string | null;
}
/** GET /admin/partners */
export interface PartnersResponse {
  partners: PartnerSite[];
}

/** One event posted to a partner's webhook. */
export interface PartnerDelivery {
  /** The `webhook-id` the partner received: the same on every retry and resend. */
  _id: string;
  event: PartnerDeliveryEvent;
  /** The registration it carries (registration.submitted), else null. */
  submissionId: string | null;
  status: PartnerDeliveryStatus;
  attempts: number;
  /** The partner's HTTP status at the last attempt, or null when it did not answer. */
  lastStatusCode: number | null;
  /** Why the last attempt failed, or null. */
  lastError: string | null;
  lastAttemptAt: string | null;
  deliveredAt: string | null;
  /** When the next attempt is due (ISO 8601), or null when none is. */
  nextAttemptAt: string | null;
  createdAt: string;
}
/** GET /admin/partners/deliveries?origin=…&limit=… — newest first. */
export interface PartnerDeliveriesResponse {
  origin: string;
  webhookUrl: string | null;
  deliveries: PartnerDelivery[];
}
/** POST /admin/partners/test { origin } and POST /admin/partners/deliveries/{id}/resend → 202. */
export interface PartnerDeliveryResponse {
  delivery: PartnerDelivery;
  message: string;
}
/** POST /admin/partners/test */
export interface PartnerTestPayload {
  origin: string;
}
