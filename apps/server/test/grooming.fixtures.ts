import { expect } from 'vitest';
import type { GroomingOrder, GroomingPartner } from '@petverse/api/contract';
import { form, signUp, type SignedUp } from './fixtures';
import type { TestServer } from './harness';
import { addAddress, dayInIndia } from './shopping.fixtures';

/** A signed-up pet parent with a pet and an address in Pune. */
export interface Customer extends SignedUp {
  pet: string;
  address: string;
}

export async function customer(server: TestServer, name: string): Promise<Customer> {
  const who = await signUp(server, { name });
  const pet = await server.api('POST', '/pet/register-pet', {
    token: who.token,
    body: form({ name: 'Bruno', species: 'dog', breed: 'Beagle', petDateOfBirth: '2021-04-01' }),
  });
  if (pet.status !== 201) throw new Error(`pet: ${pet.status} ${JSON.stringify(pet.body)}`);
  return {
    ...who,
    pet: pet.body.pet._id as string,
    address: (await addAddress(server, who.token, 'Pune'))._id,
  };
}

export async function partnerIn(server: TestServer, city: string): Promise<GroomingPartner> {
  const res = await server.api('GET', `/grooming/getGroomingPartners?city=${city}`);
  return (res.body.data.data as GroomingPartner[])[0]!;
}

/** A grooming payment order for the partner's full package, paid in the sandbox. */
export async function paidGrooming(
  server: TestServer,
  who: Customer,
  partner: GroomingPartner,
  service = 'Full Grooming Package',
) {
  const price = partner.services.find((s) => s.serviceName === service)!.price;
  const created = await server.api('POST', '/product/razorpay/order', {
    token: who.token,
    body: {
      purpose: 'grooming',
      partnerId: partner._id,
      services: [service],
      amount: price * 100,
      currency: 'INR',
    },
  });
  expect(created.status).toBe(201);
  const paid = await server.api('POST', '/payments/sandbox/pay', {
    token: who.token,
    body: { order_id: created.body.orderId },
  });
  expect(paid.status).toBe(200);
  return {
    price,
    payment: paid.body as {
      razorpay_order_id: string;
      razorpay_payment_id: string;
      razorpay_signature: string;
    },
  };
}

export function bookingBody(
  who: Customer,
  partner: GroomingPartner,
  paid: Awaited<ReturnType<typeof paidGrooming>>,
  overrides: Record<string, unknown> = {},
) {
  return {
    petId: who.pet,
    partnerId: partner._id,
    serviceType: 'Full Grooming Package',
    appointmentTime: '10:30',
    appointmentDate: dayInIndia(3),
    price: paid.price,
    addressId: who.address,
    ...paid.payment,
    ...overrides,
  };
}

/** A booked, paid appointment of `who` with the first partner in Pune. */
export async function bookedAppointment(
  server: TestServer,
  who: Customer,
  overrides: Record<string, unknown> = {},
): Promise<GroomingOrder> {
  const partner = await partnerIn(server, 'Pune');
  const paid = await paidGrooming(server, who, partner);
  const res = await server.api('POST', '/grooming/createGroomingOrder', {
    token: who.token,
    body: bookingBody(who, partner, paid, overrides),
  });
  expect(res.status).toBe(201);
  return res.body.data as GroomingOrder;
}
