import { describe, expect, it } from 'vitest';
import { renderMail, isReminder } from './render';
import { appointment, name, order, to } from './fixtures';
import type { Mail } from './types';

/** A consultation: the fixtures' appointment with a doctor, on a video call. */
const consultation = {
  ...appointment,
  time: '16:30',
  provider: 'Dr. Meera Iyer',
  service: 'Video call',
};
const base = { to, name };

const every: Mail[] = [
  { ...base, kind: 'welcome' },
  {
    ...base,
    kind: 'provider-booking',
    event: 'new',
    appointment: { ...appointment, provider: 'Asha Rao', price: 1200 },
    phone: '9876543210',
  },
  {
    ...base,
    kind: 'provider-booking',
    event: 'cancelled',
    appointment: { ...appointment, provider: 'Asha Rao' },
    phone: null,
  },
  { ...base, kind: 'booking-update', status: 'confirmed', appointment },
  {
    ...base,
    kind: 'pharmacy-refused',
    orderId: '5e2d7c41-9b0a-4f3e-8d21-7c6b5a4f3e21',
    orderNumber: '#5a4f3e21',
    line: 'Pharmacy Order',
    reason: 'The prescription is for another pet.',
    refund: { status: 'processed', amount: 199 },
  },
  {
    ...base,
    kind: 'pharmacy-refused',
    orderId: '5e2d7c41-9b0a-4f3e-8d21-7c6b5a4f3e21',
    orderNumber: '#5a4f3e21',
    line: 'Pharmacy Order',
    reason: 'The prescription is for another pet.',
    refund: null,
  },
  {
    ...base,
    kind: 'prescription-written',
    clinic: 'Happy Paws Clinic',
    pet: 'Bruno',
    bookingId: '7d4f3c52-0c1e-4a57-9d8e-2b1b3f6c9a10',
  },
  {
    ...base,
    kind: 'appointment-moved',
    by: 'shop',
    appointment,
    movedFrom: { date: '2026-12-08', time: '10:00' },
  },
  {
    ...base,
    kind: 'partner-appointment-moved',
    by: 'pet-parent',
    appointment: { ...appointment, provider: 'Asha Rao' },
    movedFrom: { date: '2026-12-08', time: '10:00' },
    phone: '9876543210',
  },
  {
    ...base,
    kind: 'booking-update',
    status: 'declined',
    appointment,
    reason: 'The van is in the workshop.',
    refund: { id: 'rfnd_1', amount: 1200, status: 'processed' },
  },
  { ...base, kind: 'order-placed', order: { ...order, paymentMethod: 'Cash on Delivery' } },
  { ...base, kind: 'payment-failed', amount: 599, reference: 'order_1' },
  { ...base, kind: 'order-status', order, status: 'confirmed' },
  { ...base, kind: 'order-status', order, status: 'packed' },
  { ...base, kind: 'order-status', order, status: 'shipped', courier: null, trackingNumber: null },
  { ...base, kind: 'order-status', order, status: 'delivered', invoice: 'PV/2026-27/000001' },
  { ...base, kind: 'order-cancelled', order, refund: null },
  {
    ...base,
    kind: 'order-cancelled',
    order: { ...order, coupon: { code: 'FIRST10', discount: 60 } },
    refund: { id: 'rfnd_1', amount: 599, status: 'pending' },
    creditNote: 'PV/CN/2026-27/000001',
  },
  {
    ...base,
    kind: 'order-status',
    order,
    status: 'shipped',
    courier: 'Delhivery',
    trackingNumber: 'DL123456',
  },
  {
    ...base,
    kind: 'return-update',
    orderId: order.id,
    status: 'received',
    lines: [{ name: 'Rope tug toy', quantity: 1 }],
    refund: { id: 'rfnd_2', amount: 349, status: 'processed' },
    shippingRefunded: true,
    creditNote: 'PV/CN/2026-27/000002',
  },
  {
    ...base,
    kind: 'return-update',
    orderId: order.id,
    status: 'rejected',
    lines: [{ name: 'Rope tug toy', quantity: 1 }],
    rejection: 'The seal is broken.',
    refund: null,
  },
  { ...base, kind: 'grooming-booked', appointment },
  { ...base, kind: 'consultation-booked', appointment: consultation },
  { ...base, kind: 'appointment-reminder', appointment, unsubscribe: 'https://petverse.in/x' },
  { ...base, kind: 'password-changed', at: '2026-11-26T08:30:00.000Z' },
  { ...base, kind: 'registration-received', formTitle: 'Register Your Veterinary Clinic/Hospital' },
  {
    ...base,
    kind: 'subscription-reminder',
    product: 'Adult Dog Food',
    quantity: 2,
    date: '2026-12-10',
    price: 1_139,
    total: 2_328,
  },
  {
    ...base,
    kind: 'subscription-skipped',
    product: 'Adult Dog Food',
    date: '2026-12-10',
    next: '2027-01-07',
    reason: 'out-of-stock',
  },
  {
    ...base,
    kind: 'subscription-skipped',
    product: 'Adult Dog Food',
    date: '2026-12-10',
    next: '2027-01-07',
    reason: 'price-rose',
    agreed: 1_139,
    price: 1_199,
  },
  ...(['withdrawn', 'payment-failed', 'no-authorisation'] as const).map((reason): Mail => ({
    ...base,
    kind: 'subscription-skipped',
    product: 'Adult Dog Food',
    date: '2026-12-10',
    next: '2027-01-07',
    reason,
  })),
];

/**
 * What a Hindi mail may keep in Latin letters: what the pet parent, the catalogue or staff wrote
 * (names, products, addresses, a courier, a rejection's reason), ids and links, and the words
 * Hindi writes in Latin letters too (Petverse, GST, am/pm).
 */
const DATA = [
  'The van is in the workshop.',
  'The prescription is for another pet.',
  'Happy Paws Clinic',
  'Asha Rao',
  'asha@example.com',
  'Rope tug toy',
  'Royal Canin Maxi Puppy 4 kg',
  'Wag & Wash, Koregaon Park',
  'Bath and brush, Nail trim',
  'Lane 6, Koregaon Park, Pune',
  'Adult Dog Food',
  '12 MG Road',
  'Pune',
  'Maharashtra',
  'Dr. Meera Iyer',
  'Video call',
  'Bruno',
  'Delhivery',
  'DL123456',
  'FIRST10',
  'The seal is broken.',
  'Razorpay',
  'Petverse',
  'GST',
  'PDF',
];
const latinLeft = (text: string) =>
  DATA.reduce((rest, data) => rest.split(data).join(' '), text)
    .replace(/https?:\/\/\S+|\[[^\]]*\]|\S*(?:_|\/|\d)\S*/g, ' ')
    .match(/\b(?!(?:am|pm|AM|PM)\b)[A-Za-z]{2,}\b/g) ?? [];

describe('renderMail', () => {
  it.each(every.map((m) => [m.kind, m] as const))(
    'renders %s with a subject, HTML and a plain-text part with nothing missing',
    async (_, mail) => {
      const { subject, html, text } = await renderMail(mail, { url: 'https://petverse.in' });
      expect(subject.length).toBeGreaterThan(5);
      expect(html).toMatch(/^<!DOCTYPE html/i);
      expect(html).toContain('lang="en-IN"');
      for (const part of [subject, text]) expect(part).not.toMatch(/undefined|null|NaN|\[object/);
      expect(text).toContain('Asha Rao');
    },
  );

  it('writes money as rupees with paise and a time as India reads it', async () => {
    const placed = await renderMail(
      every.find((m) => m.kind === 'order-placed')!,
      { url: 'https://petverse.in' },
    );
    expect(placed.text).toContain('₹2,354.00');
    // A line's amount: two at ₹249.
    expect(placed.text).toContain('₹498.00');
    const booked = await renderMail(
      every.find((m) => m.kind === 'consultation-booked')!,
      { url: 'https://petverse.in' },
    );
    expect(booked.text).toContain('4:30 pm');
    expect(booked.text).not.toMatch(/\bPM\b/);
  });

  it('keeps headings as written in the plain-text part, not in capitals', async () => {
    const { text } = await renderMail(every[0]!, { url: 'https://petverse.in' });
    expect(text).not.toMatch(/WELCOME/);
  });

  it.each(every.map((m) => [m.kind, m] as const))(
    'writes %s in Hindi for a pet parent who uses the site in Hindi',
    async (_, mail) => {
      const english = await renderMail(mail, { url: 'https://petverse.in' });
      const hindi = await renderMail({ ...mail, locale: 'hi' }, { url: 'https://petverse.in' });
      expect(hindi.html).toContain('lang="hi-IN"');
      expect(hindi.subject).not.toBe(english.subject);
      for (const part of [hindi.subject, hindi.text]) {
        expect(part).toMatch(/[\u0900-\u097F]/);
        expect(part).not.toMatch(/undefined|null|NaN|\[object|\{\w+\}/);
        expect(latinLeft(part)).toEqual([]);
      }
      // The pet parent's own words stay as they wrote them.
      expect(hindi.text).toContain('Asha Rao');
    },
  );

  it('writes dates in Hindi and money as rupees in a Hindi mail', async () => {
    const placed = await renderMail(
      { ...every.find((m) => m.kind === 'order-placed')!, locale: 'hi' },
      { url: 'https://petverse.in' },
    );
    expect(placed.text).toContain('₹2,354.00');
    expect(placed.text).toContain('30 नव॰ 2026');
    expect(placed.text).toContain('कैश ऑन डिलीवरी');
  });

  it("writes a time on India's 12-hour clock in a Hindi mail too", async () => {
    const booked = await renderMail(
      { ...every.find((m) => m.kind === 'consultation-booked')!, locale: 'hi' },
      { url: 'https://petverse.in' },
    );
    expect(booked.text).toContain('4:30 pm');
  });

  it('tells reminders from the mails a pet parent cannot turn off', () => {
    expect(every.filter(isReminder).map((m) => m.kind)).toEqual(['appointment-reminder']);
  });
});
