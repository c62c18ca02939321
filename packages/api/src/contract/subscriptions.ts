import { said, type Saying } from './said';
import type { PostalAddress } from './accounts';

/**
 * Subscribe and save (issue 38, item 2; ADR 024). Food, litter and regular medicines may be
 * bought on subscription: delivered every 2, 4, 6 or 8 weeks at SUBSCRIPTION_DISCOUNT_PERCENT
 * off. The first order goes through checkout, paid online (its payment's authorisation pays the
 * renewals); each renewal is an order made on the day at that day's subscription price, never
 * above the price the subscriber agreed.
 */

/** How often a subscription may deliver, in weeks. */
export const SUBSCRIPTION_INTERVALS = [2, 4, 6, 8] as const;
export type SubscriptionInterval = (typeof SUBSCRIPTION_INTERVALS)[number];

/** What a subscription takes off the product's price. */
export const SUBSCRIPTION_DISCOUNT_PERCENT = 5;

/** Days before a delivery that its reminder mail goes. */
export const SUBSCRIPTION_REMINDER_DAYS = 3;

/** The furthest a delivery may be moved ahead, in days. */
export const SUBSCRIPTION_MAX_DAYS_AHEAD = 90;

/** The back office's page of subscriptions. */
export const ADMIN_SUBSCRIPTIONS_PAGE_SIZE = 20;

/**
 * A unit's subscription price (paise) from the product's price (paise): SUBSCRIPTION_DISCOUNT_PERCENT
 * off, rounded down to whole rupees, so an order's total stays whole rupees.
 */
export function subscriptionUnitPaise(pricePaise: number): number {
  return Math.floor((pricePaise * (100 - SUBSCRIPTION_DISCOUNT_PERCENT)) / 100 / 100) * 100;
}

/** The label of an interval, as the choice and the profile show it. */
/** A subscription's interval as a text with its value: a page says `t(INTERVAL_TEXT, { weeks })`. */
export const INTERVAL_TEXT = 'Every {weeks} weeks';
/** The interval in English ('Every 4 weeks'): the back office's words. */
export const intervalLabel = (weeks: number): string =>
  INTERVAL_TEXT.replace('{weeks}', String(weeks));

export const SUBSCRIPTION_STATUSES = ['active', 'paused', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled',
};

/** What became of one scheduled delivery. */
export type RenewalStatus = 'charging' | 'paid' | 'skipped' | 'failed' | 'review';
/** Why a delivery was skipped or failed. */
export type RenewalReason =
  'skipped' | 'out-of-stock' | 'withdrawn' | 'price-rose' | 'payment-failed' | 'no-authorisation';

export const RENEWAL_REASON_LABELS: Record<RenewalReason, string> = {
  skipped: 'Skipped by you',
  'out-of-stock': 'Out of stock on the day',
  withdrawn: 'No longer sold',
  'price-rose': 'The price rose above what you agreed',
  'payment-failed': 'The payment did not go through',
  'no-authorisation': 'No stored payment authorisation',
};

/** Every answer a subscriber may meet, word for word. */
export const SUBSCRIPTION_MESSAGES = {
  notEligible: (name: string) => said('{name} cannot be bought on subscription.', { name }),
  badInterval: 'Choose delivery every 2, 4, 6 or 8 weeks.',
  onlineOnly: 'A subscription needs an online payment: its authorisation pays the next deliveries.',
  endedWithFirstOrder:
    'The subscription it started is cancelled too: nothing more will be delivered or charged.',
  notFound: 'Subscription not found',
  cancelled: 'This subscription is cancelled.',
  notActive: 'Only an active subscription can do that; resume it first.',
  notPaused: 'This subscription is not paused.',
  badDate: `Choose a date from tomorrow up to ${SUBSCRIPTION_MAX_DAYS_AHEAD} days ahead.`,
  noNewPrice: 'The price has not risen: there is nothing to agree to.',
  nextChanged: 'Your next delivery has changed since this page showed it. Look at it again.',
  skipped: (date: string) => said('Skipped. Your next delivery is on {date}.', { date }),
  dateChanged: (date: string) => said('Your next delivery is now on {date}.', { date }),
  intervalChanged: (weeks: number) =>
    said('You will now get a delivery every {weeks} weeks.', { weeks }),
  paused: 'Subscription paused. Nothing will be sent or charged until you resume it.',
  resumed: (date: string) =>
    said('Subscription resumed. Your next delivery is on {date}.', { date }),
  cancelledNow: 'Subscription cancelled. Nothing more will be sent or charged.',
  priceAccepted: (price: number) =>
    said('You agreed to ₹{price} a unit; it applies from your next delivery.', { price }),
} as const;

/**
 * GET /product/{id}/subscription: whether a product may be bought on subscription, and at what
 * price (rupees, a unit) — what the product page's choice shows.
 */
export interface SubscriptionOffer {
  subscribable: boolean;
  discountPercent: number;
  intervals: readonly SubscriptionInterval[];
  /** Rupees: a unit's subscription price today; null when not subscribable. */
  price: number | null;
}

/** A subscription's past delivery. */
export interface SubscriptionDelivery {
  /** YYYY-MM-DD (India). */
  date: string;
  status: RenewalStatus;
  reason: RenewalReason | null;
  /** Rupees; 0 when nothing was charged. */
  amount: number;
  orderId: string | null;
}

/** A subscription as its subscriber sees it (GET /product/subscriptions). */
export interface Subscription {
  _id: string;
  productId: string;
  name: string;
  imageUrl: string;
  quantity: number;
  intervalWeeks: SubscriptionInterval;
  /** Rupees: the unit price agreed to; no delivery charges more a unit. */
  price: number;
  /** Rupees: the unit's subscription price today. */
  currentPrice: number;
  /** YYYY-MM-DD (India): the next delivery's day; null once cancelled. */
  nextDate: string | null;
  status: SubscriptionStatus;
  /** The subscription's last deliveries, newest first. */
  deliveries: SubscriptionDelivery[];
  createdAt: string;
}

export interface SubscriptionsResponse {
  subscriptions: Subscription[];
}
/** The answer of each change (skip, date, interval, pause, resume, cancel, accept price). */
export interface SubscriptionResponse extends Saying {
  subscription: Subscription;
}
/** PUT /product/subscriptions/{id}/date */
export interface SubscriptionDatePayload {
  date: string;
}
/** PUT /product/subscriptions/{id}/interval */
export interface SubscriptionIntervalPayload {
  intervalWeeks: SubscriptionInterval;
}
/** PUT /product/cart/{productId}/subscription: 0 for a one-time purchase. */
export interface CartSubscriptionPayload {
  subscribeWeeks: 0 | SubscriptionInterval;
}

/** A subscription in the back office. */
export interface AdminSubscription extends Subscription {
  buyer: { name: string; email: string };
  address: PostalAddress;
  provider: string;
}
export interface AdminSubscriptionsResponse {
  subscriptions: AdminSubscription[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
  counts: Partial<Record<SubscriptionStatus, number>> & { all: number };
}
