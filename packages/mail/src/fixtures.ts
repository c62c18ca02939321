// One pet parent's order and appointment, shown by the stories and rendered by the tests.
import type { MailAppointment, MailOrder } from './types';

export const to = 'asha@example.com';
export const name = 'Asha Rao';
export const order: MailOrder = {
  id: '5f0c7a52-1b2e-4c3d-9e8f-7a6b5c4d3e2f',
  items: [
    { name: 'Royal Canin Maxi Puppy 4 kg', quantity: 1, price: 1_806 },
    { name: 'Rope tug toy', quantity: 2, price: 249 },
  ],
  shippingType: 'Economy',
  shippingPrice: 50,
  totalPrice: 2_354,
  paymentMethod: 'Razorpay',
  address: {
    name,
    email: to,
    phone: '9876543210',
    street: '12 MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
    country: 'India',
  },
  deliverBy: '2026-11-30',
};
export const appointment: MailAppointment = {
  date: '2026-12-02',
  time: '11:00',
  provider: 'Wag & Wash, Koregaon Park',
  service: 'Bath and brush, Nail trim',
  pet: 'Bruno',
  price: 1_299,
  place: 'Lane 6, Koregaon Park, Pune',
};
