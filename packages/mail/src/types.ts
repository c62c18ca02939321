import type { PostalAddress } from '@petverse/api/contract';
import type { MailLocale } from './i18n';

/** An order as a mail shows it: what was bought, where it goes, what it cost. */
export interface MailOrder {
  /** The order's id; its number (`#` and the last 8 characters) is what the mail names. */
  id: string;
  items: { name: string; quantity: number; price: number }[];
  shippingType: string;
  /** Rupees. */
  shippingPrice: number;
  /** Rupees. */
  totalPrice: number;
  /** The coupon used and what it took off, rupees (issue 38). */
  coupon?: { code: string; discount: number } | null;
  paymentMethod: string;
  address: PostalAddress;
  /** YYYY-MM-DD (India): when it should arrive, when known. */
  deliverBy?: string | null;
}

/** An appointment as a mail shows it. */
export interface MailAppointment {
  /** YYYY-MM-DD and HH:MM (India). */
  date: string;
  time: string;
  /** The grooming centre or 'Dr. …'. */
  provider: string;
  /** The services booked, or the consultation's mode. */
  service: string;
  pet: string;
  /** Rupees, when paid with it. */
  price?: number;
  place?: string;
}

/**
 * Every mail Petverse sends, as the job that sends it carries it, in the language the pet parent
 * last used the site in (`locale`; English when not known).
 */
export type Mail = MailOf & { locale?: MailLocale };

type MailOf =
  | { kind: 'welcome'; to: string; name: string }
  | { kind: 'order-placed'; to: string; name: string; order: MailOrder; invoice?: string | null }
  | { kind: 'payment-failed'; to: string; name: string; amount: number; reference: string }
  | {
      kind: 'order-status';
      to: string;
      name: string;
      order: MailOrder;
      status: 'confirmed' | 'packed' | 'shipped' | 'out-for-delivery' | 'delivered' | 'rto';
      courier?: string | null;
      trackingNumber?: string | null;
      /** Where the parcel is followed, when a booked courier carries it (issue 55). */
      trackingUrl?: string | null;
      invoice?: string | null;
    }
  | {
      kind: 'order-cancelled';
      to: string;
      name: string;
      order: MailOrder;
      /** The refund of a paid order; null when nothing was paid. */
      refund: { id: string; amount: number; status: 'processed' | 'pending' } | null;
      reason?: string | null;
      creditNote?: string | null;
      /** The subscription this order started ended with it. */
      subscriptionEnded?: boolean;
    }
  | {
      /** A return moved a step (issue 38); a received one was refunded. */
      kind: 'return-update';
      to: string;
      name: string;
      orderId: string;
      status: 'requested' | 'approved' | 'rejected' | 'picked-up' | 'received';
      lines: { name: string; quantity: number }[];
      /** Why staff rejected it. */
      rejection?: string | null;
      /** Rupees; set once received. */
      refund: { id: string; amount: number; status: 'processed' | 'pending' } | null;
      shippingRefunded?: boolean;
      creditNote?: string | null;
    }
  | { kind: 'grooming-booked'; to: string; name: string; appointment: MailAppointment }
  | { kind: 'consultation-booked'; to: string; name: string; appointment: MailAppointment }
  | {
      kind: 'appointment-reminder';
      to: string;
      name: string;
      appointment: MailAppointment;
      /** The link that turns reminders off (also the List-Unsubscribe header). */
      unsubscribe: string;
    }
  | {
      /** A pet's vaccination or deworming is due in DOSE_REMINDER_DAYS or less (issue 53). */
      kind: 'dose-due';
      to: string;
      name: string;
      pet: string;
      /** The pet's id: the mail links to its health record. */
      petId: string;
      dose: { kind: 'vaccination' | 'deworming'; name: string; /** YYYY-MM-DD */ dueOn: string };
      /** The link that turns reminders off (also the List-Unsubscribe header). */
      unsubscribe: string;
    }
  | {
      /** A subscription's delivery is in SUBSCRIPTION_REMINDER_DAYS (issue 38, item 2). */
      kind: 'subscription-reminder';
      to: string;
      name: string;
      product: string;
      quantity: number;
      /** YYYY-MM-DD (India). */
      date: string;
      /** Rupees: a unit at today's subscription price, and the delivery's total. */
      price: number;
      total: number;
    }
  | {
      /** A subscription's delivery did not happen, and why; nothing was charged. */
      kind: 'subscription-skipped';
      to: string;
      name: string;
      product: string;
      /** YYYY-MM-DD (India): the delivery that was skipped, and the next one. */
      date: string;
      next: string;
      reason: 'out-of-stock' | 'withdrawn' | 'price-rose' | 'payment-failed' | 'no-authorisation';
      /** Rupees, for 'price-rose': what was agreed, and today's price. */
      agreed?: number;
      price?: number;
    }
  | {
      /**
       * A provider's booking came in, its pet parent cancelled it or refused its new time, or the
       * team moved it (issue 52): to the provider.
       */
      kind: 'provider-booking';
      to: string;
      /** The provider's name. */
      name: string;
      /** 'missed': nobody of the provider came (a consultation's doctor), so it was refunded. */
      event: 'new' | 'cancelled' | 'moved' | 'refused' | 'missed';
      /** 'moved': the time it was at (India's date YYYY-MM-DD and HH:MM). */
      movedFrom?: { date: string; time: string };
      /** `provider` here is the pet parent: who booked. */
      appointment: MailAppointment;
      /** The pet parent's phone, to call before a visit. */
      phone: string | null;
    }
  | {
      /**
       * A provider's booking changed for its pet parent (issue 52): paid and confirmed, declined,
       * or moved by the provider to another time (which the pet parent may refuse).
       */
      kind: 'booking-update';
      to: string;
      name: string;
      /** 'missed': the provider never came (a doctor who did not join), refunded in full. */
      status: 'confirmed' | 'declined' | 'moved' | 'missed';
      appointment: MailAppointment;
      /** 'moved': the time it was at. */
      movedFrom?: { date: string; time: string };
      /** Why the provider declined or moved it. */
      reason?: string | null;
      /** The refund of a declined or missed booking. */
      refund?: { id: string; amount: number; status: 'processed' | 'pending' } | null;
    }
  | {
      /**
       * A grooming appointment or vet consultation of the shop's own (not a provider's booking)
       * moved to another time (issue 55 item 1): to the pet parent, whether the shop moved it
       * (`by: 'shop'`) or they did (`by: 'you'`).
       */
      kind: 'appointment-moved';
      to: string;
      name: string;
      by: 'shop' | 'you';
      appointment: MailAppointment;
      /** The time it was at (India's date YYYY-MM-DD and HH:MM). */
      movedFrom: { date: string; time: string };
    }
  | {
      /**
       * The same move, to the grooming centre that does it (its address on file): who moved it,
       * the new time and the old. `appointment.provider` here is the pet parent.
       */
      kind: 'partner-appointment-moved';
      to: string;
      /** The centre's name. */
      name: string;
      by: 'shop' | 'pet-parent';
      appointment: MailAppointment;
      movedFrom: { date: string; time: string };
      /** The pet parent's phone. */
      phone: string | null;
    }
  | {
      /** A consultation's prescription was signed (issue 53 item 2): read it in the consultation. */
      kind: 'prescription-written';
      to: string;
      name: string;
      clinic: string;
      pet: string | null;
      /** The booking: the mail links to its consultation page. */
      bookingId: string;
    }
  | {
      /**
       * A pharmacist refused a pharmacy line of an order (issue 53 item 2): why, and the line's
       * money given back (null when nothing was paid yet: a cash order). The rest still ships.
       */
      kind: 'pharmacy-refused';
      to: string;
      name: string;
      orderId: string;
      /** '#1A2B3C4D'. */
      orderNumber: string;
      /** The line's name ('Pharmacy Order'). */
      line: string;
      reason: string;
      /** Rupees. */
      refund: { status: 'processed' | 'pending'; amount: number } | null;
    }
  | { kind: 'password-changed'; to: string; name: string; at: string }
  | { kind: 'registration-received'; to: string; name: string; formTitle: string };

export type MailKind = Mail['kind'];

/** A mail ready to send: its subject, its HTML and its plain-text part. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Where the mail's links go: the site's address (PUBLIC_URL). */
export interface MailSite {
  url: string;
}
