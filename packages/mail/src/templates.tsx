import type { ReactElement } from 'react';
import { Heading } from '@react-email/heading';
import { Action, Address, AppointmentFacts, OrderLines } from './parts';
import { BRAND, Layout, P } from './Layout';
import { day, moment, orderNumber, rupees } from './format';
import type { Mail, MailSite } from './types';

const H = ({ children }: { children: string }) => (
  <Heading as="h1" style={{ fontSize: 20, color: BRAND.text, margin: '0 0 12px' }}>
    {children}
  </Heading>
);

const STATUS_WORDS = {
  confirmed: {
    subject: 'is confirmed',
    says: 'We have confirmed your order and are getting it ready.',
  },
  packed: { subject: 'is packed', says: 'Your order is packed and waits for the courier.' },
  shipped: { subject: 'is on its way', says: 'Your order has left us.' },
  delivered: {
    subject: 'was delivered',
    says: 'Your order was delivered. We hope your pet loves it!',
  },
} as const;

const RETURN_WORDS = {
  requested: {
    subject: 'is requested',
    says: 'We have your return request and will look at it within a working day.',
  },
  approved: {
    subject: 'is approved',
    says: 'Your return is approved. Our courier will come to pick it up.',
  },
  rejected: { subject: 'was not accepted', says: 'We are sorry: we cannot accept this return.' },
  'picked-up': {
    subject: 'is picked up',
    says: 'Your return is on its way to us; we refund it as soon as it arrives.',
  },
  received: {
    subject: 'is refunded',
    says: 'Your return reached us and we have refunded it.',
  },
} as const;

/** Each mail: its subject and its body, from what its job carries. */
export function template(mail: Mail, site: MailSite): { subject: string; body: ReactElement } {
  const orders = `${site.url}/auth/orders`;
  const subscriptions = `${site.url}/auth/profile/subscriptions`;
  switch (mail.kind) {
    case 'welcome':
      return {
        subject: 'Welcome to Petverse',
        body: (
          <Layout
            preview="Food, toys, grooming and vet care for your pet, across India."
            site={site}
          >
            <H>{`Welcome, ${mail.name}!`}</H>
            <P>
              Your Petverse account is ready. Add your pets, find food and toys they love, and book
              grooming or a vet when they need one.
            </P>
            <Action href={`${site.url}/pet-store`}>Visit the pet store</Action>
          </Layout>
        ),
      };
    case 'order-placed': {
      const n = orderNumber(mail.order.id);
      return {
        subject: `Your Petverse order ${n} is placed`,
        body: (
          <Layout preview={`Order ${n}: ${rupees(mail.order.totalPrice)}`} site={site}>
            <H>{`Thank you, ${mail.name}!`}</H>
            <P>
              Your order {n} is placed ({mail.order.paymentMethod}).
              {mail.order.deliverBy ? ` It should arrive by ${day(mail.order.deliverBy)}.` : ''}
            </P>
            <OrderLines order={mail.order} />
            <P>It goes to:</P>
            <Address address={mail.order.address} />
            {mail.invoice ? <P>{`Your GST tax invoice ${mail.invoice} is attached.`}</P> : null}
            <Action href={orders}>See your orders</Action>
          </Layout>
        ),
      };
    }
    case 'payment-failed':
      return {
        subject: 'Your Petverse payment did not go through',
        body: (
          <Layout preview={`No money was taken for ${rupees(mail.amount)}.`} site={site}>
            <H>Your payment did not go through</H>
            <P>{`Hello ${mail.name}, your payment of ${rupees(mail.amount)} (${mail.reference}) did not go through, so no order was placed. If money left your account, your bank gives it back within 5–7 working days.`}</P>
            <P>Your cart is as you left it: you can try again.</P>
            <Action href={`${site.url}/auth/pet-cart`}>Go to your cart</Action>
          </Layout>
        ),
      };
    case 'order-status': {
      const n = orderNumber(mail.order.id);
      const words = STATUS_WORDS[mail.status];
      return {
        subject: `Your Petverse order ${n} ${words.subject}`,
        body: (
          <Layout preview={words.says} site={site}>
            <H>{`Order ${n} ${words.subject}`}</H>
            <P>{`Hello ${mail.name}. ${words.says}`}</P>
            {mail.status === 'shipped' && mail.courier && mail.trackingNumber ? (
              <P>{`Courier: ${mail.courier}. Tracking number: ${mail.trackingNumber}.`}</P>
            ) : null}
            {mail.order.deliverBy && mail.status !== 'delivered' ? (
              <P>{`It should arrive by ${day(mail.order.deliverBy)}.`}</P>
            ) : null}
            <OrderLines order={mail.order} />
            {mail.invoice ? <P>{`Your GST tax invoice ${mail.invoice} is attached.`}</P> : null}
            <Action href={orders}>See your order</Action>
          </Layout>
        ),
      };
    }
    case 'order-cancelled': {
      const n = orderNumber(mail.order.id);
      return {
        subject: `Your Petverse order ${n} is cancelled`,
        body: (
          <Layout
            preview={
              mail.refund
                ? `${rupees(mail.refund.amount)} is on its way back to you.`
                : 'Nothing was charged.'
            }
            site={site}
          >
            <H>{`Order ${n} is cancelled`}</H>
            <P>{`Hello ${mail.name}, your order ${n} is cancelled.${mail.reason ? ` ${mail.reason}` : ''}`}</P>
            {mail.refund ? (
              <P>{`We have refunded ${rupees(mail.refund.amount)} (refund ${mail.refund.id}) to the way you paid. ${mail.refund.status === 'processed' ? 'Banks usually show it within 5–7 working days.' : 'The payment provider is finishing it; banks usually show it within 5–7 working days after.'}`}</P>
            ) : (
              <P>Nothing was charged.</P>
            )}
            {mail.creditNote ? (
              <P>{`Credit note ${mail.creditNote} cancels its tax invoice.`}</P>
            ) : null}
            <OrderLines order={mail.order} />
          </Layout>
        ),
      };
    }
    case 'return-update': {
      const n = orderNumber(mail.orderId);
      const words = RETURN_WORDS[mail.status];
      const items = mail.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ');
      return {
        subject: `Your return from order ${n} ${words.subject}`,
        body: (
          <Layout preview={words.says} site={site}>
            <H>{`Your return ${words.subject}`}</H>
            <P>{`Hello ${mail.name}. ${words.says}`}</P>
            <P>{`Items: ${items}.`}</P>
            {mail.status === 'rejected' && mail.rejection ? (
              <P>{`Our reason: ${mail.rejection}`}</P>
            ) : null}
            {mail.refund ? (
              <P>{`We have refunded ${rupees(mail.refund.amount)}${mail.shippingRefunded ? ', shipping included,' : ''} (refund ${mail.refund.id}). ${mail.refund.status === 'processed' ? 'Banks usually show it within 5–7 working days.' : 'It is being processed; we will pay it to you within 5–7 working days.'}`}</P>
            ) : null}
            {mail.creditNote ? <P>{`Credit note ${mail.creditNote} is attached.`}</P> : null}
            <Action href={orders}>See your order</Action>
          </Layout>
        ),
      };
    }
    case 'grooming-booked':
    case 'consultation-booked': {
      const what = mail.kind === 'grooming-booked' ? 'grooming appointment' : 'consultation';
      return {
        subject: `Your ${what} on ${day(mail.appointment.date)} is booked`,
        body: (
          <Layout
            preview={`${mail.appointment.provider}, ${day(mail.appointment.date)}`}
            site={site}
          >
            <H>{`Your ${what} is booked`}</H>
            <P>{`Hello ${mail.name}, here is your ${what}. We will remind you a day before.`}</P>
            <AppointmentFacts appointment={mail.appointment} />
            <P>You can move or cancel it up to 24 hours before, from your profile.</P>
            <Action href={`${site.url}/auth/profile`}>Your appointments</Action>
          </Layout>
        ),
      };
    }
    case 'appointment-reminder':
      return {
        subject: `Reminder: ${mail.appointment.pet} has an appointment tomorrow`,
        body: (
          <Layout
            preview={`${mail.appointment.provider}, tomorrow`}
            site={site}
            footer={
              <>
                You asked for appointment reminders. <a href={mail.unsubscribe}>Stop reminders</a>.
              </>
            }
          >
            <H>See you tomorrow</H>
            <P>{`Hello ${mail.name}, a reminder of tomorrow's appointment:`}</P>
            <AppointmentFacts appointment={mail.appointment} />
          </Layout>
        ),
      };
    case 'subscription-reminder':
      return {
        subject: `Your ${mail.product} arrives soon: ordered on ${day(mail.date)}`,
        body: (
          <Layout
            preview={`${rupees(mail.total)} will be charged on ${day(mail.date)}`}
            site={site}
          >
            <H>Your next subscription delivery</H>
            <P>{`Hello ${mail.name}, on ${day(mail.date)} we will order ${mail.quantity} × ${mail.product} for you at ${rupees(mail.price)} each and charge ${rupees(mail.total)} to the payment you authorised.`}</P>
            <P>
              You can skip it, change its date or interval, pause or cancel, in one step, from your
              profile.
            </P>
            <Action href={subscriptions}>Manage your subscriptions</Action>
          </Layout>
        ),
      };
    case 'subscription-skipped': {
      const why = {
        'out-of-stock': `${mail.product} was out of stock on the day, so we skipped this delivery.`,
        withdrawn: `${mail.product} is no longer sold, so we skipped this delivery.`,
        'price-rose': `The price of ${mail.product} rose to ${rupees(mail.price ?? 0)}, above the ${rupees(mail.agreed ?? 0)} you agreed to, so we did not order it. Agree to the new price from your profile to have the next delivery.`,
        'payment-failed':
          'Your bank or card did not accept the payment, so we skipped this delivery.',
        'no-authorisation':
          'We have no payment authorisation to charge, so we skipped this delivery. Subscribe again with an online payment to go on.',
      }[mail.reason];
      return {
        subject: `Your ${mail.product} delivery of ${day(mail.date)} was skipped`,
        body: (
          <Layout preview="Nothing was charged." site={site}>
            <H>We skipped a delivery</H>
            <P>{`Hello ${mail.name}. ${why}`}</P>
            <P>{`Nothing was charged. Your next delivery is on ${day(mail.next)}.`}</P>
            <Action href={subscriptions}>Manage your subscriptions</Action>
          </Layout>
        ),
      };
    }
    case 'password-changed':
      return {
        subject: 'Your Petverse password was changed',
        body: (
          <Layout
            preview="If this was not you, reset it now."
            site={site}
            footer="We always tell you when your password changes."
          >
            <H>Your password was changed</H>
            <P>{`Hello ${mail.name}, your password was changed on ${moment(mail.at)} and every device was signed out.`}</P>
            <P>If this was not you, reset your password now and write to us.</P>
            <Action href={`${site.url}/forgot-password`}>Reset your password</Action>
          </Layout>
        ),
      };
    case 'registration-received':
      return {
        subject: `We received your form: ${mail.formTitle}`,
        body: (
          <Layout preview="Our team reads every one and writes back." site={site}>
            <H>Thank you, we have it</H>
            <P>{`Hello ${mail.name}, we received what you sent us with “${mail.formTitle}”. Our team reads every one and writes to you with the answer, usually within three working days.`}</P>
          </Layout>
        ),
      };
  }
}
