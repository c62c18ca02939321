import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { addresses, ownerId } from '../accounts/tables';
import { createdAt, primaryId } from '../db/columns';
export type { GroomingPaymentDetails } from '../db/columns';
import { orders } from '../orders/tables';
import { paymentOrders } from '../payments/tables';
import { pets } from '../pets/tables';

/** Doctor consultations waiting in the cart. */
export const consultationBookings = pgTable(
  'consultation_bookings',
  {
    id: primaryId(),
    userId: ownerId(),
    doctorId: uuid('doctor_id').notNull(),
    doctorName: text('doctor_name').notNull(),
    specialty: text('specialty').notNull().default(''),
    selectedDate: date('selected_date', { mode: 'string' }).notNull(),
    selectedTime: text('selected_time').notNull(),
    consultationMode: text('consultation_mode').notNull(),
    petName: text('pet_name').notNull(),
    petType: text('pet_type').notNull(),
    pricePaise: integer('price_paise').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('consultation_bookings_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('consultation_bookings_slot_idx').on(
      t.userId,
      t.doctorId,
      t.selectedDate,
      t.selectedTime,
    ),
  ],
);

// ---- Services (issue 5) -----------------------------------------------------------------------

/** Vets of the clinic page; the ids of seeded doctors are fixed so links stay stable. */
export const doctors = pgTable(
  'doctors',
  {
    id: primaryId(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    specialty: text('specialty').notNull(),
    location: text('location').notNull(),
    /** Years. */
    experience: integer('experience').notNull(),
    rating: real('rating').notNull(),
    reviews: integer('reviews').notNull(),
    bio: text('bio').notNull(),
    image: text('image').notNull(),
    species: jsonb('species').$type<string[]>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [check('doctors_rating_range', sql`${t.rating} >= 0 and ${t.rating} <= 5`)],
);

export const groomingPartners = pgTable(
  'grooming_partners',
  {
    id: primaryId(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    rating: real('rating').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pinCode: text('pin_code').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('grooming_partners_city_idx').on(sql`lower(${t.city})`, t.position)],
);

export const groomingServices = pgTable(
  'grooming_services',
  {
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => groomingPartners.id, { onDelete: 'cascade' }),
    serviceName: text('service_name').notNull(),
    pricePaise: integer('price_paise').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.partnerId, t.serviceName] }),
    check('grooming_services_price_positive', sql`${t.pricePaise} > 0`),
  ],
);

/** Booked grooming appointments: one per paid payment order. */
export const groomingOrders = pgTable(
  'grooming_orders',
  {
    id: primaryId(),
    userId: ownerId(),
    petId: uuid('pet_id').references(() => pets.id, { onDelete: 'set null' }),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => groomingPartners.id, { onDelete: 'restrict' }),
    addressId: uuid('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    serviceType: text('service_type').notNull(),
    appointmentDate: date('appointment_date', { mode: 'string' }).notNull(),
    appointmentTime: text('appointment_time').notNull(),
    pricePaise: integer('price_paise').notNull(),
    status: text('status').notNull(),
    paymentStatus: text('payment_status').notNull(),
    paymentOrderId: uuid('payment_order_id')
      .notNull()
      .unique()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull(),
    paymentId: text('payment_id').notNull(),
    /** The provider's refund of a cancelled appointment, and its state (processed, pending). */
    refundId: text('refund_id'),
    refundStatus: text('refund_status'),
    /** The job that mails its reminder a day before; cancelled with the appointment. */
    reminderJobId: text('reminder_job_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('grooming_orders_user_idx').on(t.userId, t.createdAt),
    // A partner's day: the slots a reschedule must not overlap.
    index('grooming_orders_partner_day_idx').on(t.partnerId, t.appointmentDate),
  ],
);

/**
 * Consultations once ordered: the booking's details (the cart's row goes when it is bought),
 * so the clinic sees its doctors' days. One per booking line of an order.
 */
export const consultationAppointments = pgTable(
  'consultation_appointments',
  {
    id: primaryId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    doctorId: uuid('doctor_id').notNull(),
    doctorName: text('doctor_name').notNull(),
    selectedDate: date('selected_date', { mode: 'string' }).notNull(),
    selectedTime: text('selected_time').notNull(),
    consultationMode: text('consultation_mode').notNull(),
    petName: text('pet_name').notNull(),
    petType: text('pet_type').notNull(),
    /** booked, completed, no-show or cancelled. */
    status: text('status').notNull().default('booked'),
    /** The job that mails its reminder a day before; cancelled with the appointment. */
    reminderJobId: text('reminder_job_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('consultation_appointments_doctor_day_idx').on(t.doctorId, t.selectedDate),
    index('consultation_appointments_day_idx').on(t.selectedDate),
  ],
);
