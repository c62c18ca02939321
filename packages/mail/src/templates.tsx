import type { ReactElement } from 'react';
import { Heading } from '@react-email/heading';
import { Action, Address, AppointmentFacts, OrderLines } from './parts';
import { BRAND, Layout, P } from './Layout';
import { orderNumber, rupees } from './format';
import { wordsFor } from './i18n';
import type { Mail, MailSite } from './types';

const H = ({ children }: { children: string }) => (
  <Heading as="h1" style={{ fontSize: 20, color: BRAND.text, margin: '0 0 12px' }}>
    {children}
  </Heading>
);

/**
 * What an order's step says: its subject (`{n}` is the order's number), its heading and its
 * line. Each is a whole sentence, so a language can order its words as it needs.
 */
const STATUS_WORDS = {
  confirmed: {
    subject: 'Your Petverse order {n} is confirmed',
    heading: 'Order {n} is confirmed',
    says: 'We have confirmed your order and are getting it ready.',
  },
  packed: {
    subject: 'Your Petverse order {n} is packed',
    heading: 'Order {n} is packed',
    says: 'Your order is packed and waits for the courier.',
  },
  shipped: {
    subject: 'Your Petverse order {n} is on its way',
    heading: 'Order {n} is on its way',
    says: 'Your order has left us.',
  },
  'out-for-delivery': {
    subject: 'Your Petverse order {n} is out for delivery',
    heading: 'Order {n} is out for delivery',
    says: 'The courier is bringing your order today.',
  },
  rto: {
    subject: 'Your Petverse order {n} is coming back to us',
    heading: 'Order {n} could not be delivered',
    says: 'The courier could not deliver your order and is bringing it back to us. We will call you to deliver it again or refund it.',
  },
  delivered: {
    subject: 'Your Petverse order {n} was delivered',
    heading: 'Order {n} was delivered',
    says: 'Your order was delivered. We hope your pet loves it!',
  },
} as const;

const RETURN_WORDS = {
  requested: {
    subject: 'Your return from order {n} is requested',
    heading: 'Your return is requested',
    says: 'We have your return request and will look at it within a working day.',
  },
  approved: {
    subject: 'Your return from order {n} is approved',
    heading: 'Your return is approved',
    says: 'Your return is approved. Our courier will come to pick it up.',
  },
  rejected: {
    subject: 'Your return from order {n} was not accepted',
    heading: 'Your return was not accepted',
    says: 'We are sorry: we cannot accept this return.',
  },
  'picked-up': {
    subject: 'Your return from order {n} is picked up',
    heading: 'Your return is picked up',
    says: 'Your return is on its way to us; we refund it as soon as it arrives.',
  },
  received: {
    subject: 'Your return from order {n} is refunded',
    heading: 'Your return is refunded',
    says: 'Your return reached us and we have refunded it.',
  },
} as const;

const SKIPPED_WORDS = {
  'out-of-stock': '{product} was out of stock on the day, so we skipped this delivery.',
  withdrawn: '{product} is no longer sold, so we skipped this delivery.',
  'price-rose':
    'The price of {product} rose to {price}, above the {agreed} you agreed to, so we did not order it. Agree to the new price from your profile to have the next delivery.',
  'payment-failed': 'Your bank or card did not accept the payment, so we skipped this delivery.',
  'no-authorisation':
    'We have no payment authorisation to charge, so we skipped this delivery. Subscribe again with an online payment to go on.',
} as const;

/**
 * Each mail: its subject and its body, from what its job carries, in the pet parent's language
 * (`mail.locale`; English when not known). What the pet parent or the catalogue wrote (names,
 * products, addresses, a reason staff typed) stays as written.
 */
export function template(mail: Mail, site: MailSite): { subject: string; body: ReactElement } {
  const words = wordsFor(mail.locale);
  const { t, day, time } = words;
  const orders = `${site.url}/auth/orders`;
  const subscriptions = `${site.url}/auth/profile/subscriptions`;
  const frame = { site, words };
  const invoiceLine = (invoice?: string | null) =>
    invoice ? <P>{t('Your GST tax invoice {invoice} is attached.', { invoice })}</P> : null;
  // Where a moved appointment or booking was before.
  const wasAt = (from?: { date: string; time: string }) =>
    from ? (
      <P>{t('It was on {date} at {time}.', { date: day(from.date), time: time(from.time) })}</P>
    ) : null;
  const refundLine = (refund: { id: string; amount: number }, text: string) =>
    t(text, { amount: rupees(refund.amount), refund: refund.id });
  switch (mail.kind) {
    case 'welcome':
      return {
        subject: t('Welcome to Petverse'),
        body: (
          <Layout
            preview={t('Food, toys, grooming and vet care for your pet, across India.')}
            {...frame}
          >
            <H>{t('Welcome, {name}!', { name: mail.name })}</H>
            <P>
              {t(
                'Your Petverse account is ready. Add your pets, find food and toys they love, and book grooming or a vet when they need one.',
              )}
            </P>
            <Action href={`${site.url}/pet-store`}>{t('Visit the pet store')}</Action>
          </Layout>
        ),
      };
    case 'order-placed': {
      const n = orderNumber(mail.order.id);
      return {
        subject: t('Your Petverse order {n} is placed', { n }),
        body: (
          <Layout
            preview={t('Order {n}: {total}', { n, total: rupees(mail.order.totalPrice) })}
            {...frame}
          >
            <H>{t('Thank you, {name}!', { name: mail.name })}</H>
            <P>
              {t('Your order {n} is placed ({method}).', {
                n,
                method: t(mail.order.paymentMethod),
              })}
              {mail.order.deliverBy
                ? ` ${t('It should arrive by {date}.', { date: day(mail.order.deliverBy) })}`
                : ''}
            </P>
            <OrderLines order={mail.order} words={words} />
            <P>{t('It goes to:')}</P>
            <Address address={mail.order.address} />
            {invoiceLine(mail.invoice)}
            <Action href={orders}>{t('See your orders')}</Action>
          </Layout>
        ),
      };
    }
    case 'payment-failed': {
      const amount = rupees(mail.amount);
      return {
        subject: t('Your Petverse payment did not go through'),
        body: (
          <Layout preview={t('No money was taken for {amount}.', { amount })} {...frame}>
            <H>{t('Your payment did not go through')}</H>
            <P>
              {t(
                'Hello {name}, your payment of {amount} ({reference}) did not go through, so no order was placed. If money left your account, your bank gives it back within 5–7 working days.',
                { name: mail.name, amount, reference: mail.reference },
              )}
            </P>
            <P>{t('Your cart is as you left it: you can try again.')}</P>
            <Action href={`${site.url}/auth/pet-cart`}>{t('Go to your cart')}</Action>
          </Layout>
        ),
      };
    }
    case 'order-status': {
      const n = orderNumber(mail.order.id);
      const status = STATUS_WORDS[mail.status];
      return {
        subject: t(status.subject, { n }),
        body: (
          <Layout preview={t(status.says)} {...frame}>
            <H>{t(status.heading, { n })}</H>
            <P>{`${t('Hello {name}.', { name: mail.name })} ${t(status.says)}`}</P>
            {mail.status === 'shipped' && mail.courier && mail.trackingNumber ? (
              <P>
                {t('Courier: {courier}. Tracking number: {tracking}.', {
                  courier: mail.courier,
                  tracking: mail.trackingNumber,
                })}
              </P>
            ) : null}
            {mail.trackingUrl &&
            (mail.status === 'shipped' || mail.status === 'out-for-delivery') ? (
              <Action href={mail.trackingUrl}>{t('Track your parcel')}</Action>
            ) : null}
            {mail.order.deliverBy && mail.status !== 'delivered' && mail.status !== 'rto' ? (
              <P>{t('It should arrive by {date}.', { date: day(mail.order.deliverBy) })}</P>
            ) : null}
            <OrderLines order={mail.order} words={words} />
            {invoiceLine(mail.invoice)}
            <Action href={orders}>{t('See your order')}</Action>
          </Layout>
        ),
      };
    }
    case 'order-cancelled': {
      const n = orderNumber(mail.order.id);
      return {
        subject: t('Your Petverse order {n} is cancelled', { n }),
        body: (
          <Layout
            preview={
              mail.refund
                ? t('{amount} is on its way back to you.', { amount: rupees(mail.refund.amount) })
                : t('Nothing was charged.')
            }
            {...frame}
          >
            <H>{t('Order {n} is cancelled', { n })}</H>
            <P>
              {t('Hello {name}, your order {n} is cancelled.', { name: mail.name, n })}
              {mail.reason ? ` ${mail.reason}` : ''}
            </P>
            {mail.refund ? (
              <P>
                {refundLine(
                  mail.refund,
                  mail.refund.status === 'processed'
                    ? 'We have refunded {amount} (refund {refund}) to the way you paid. Banks usually show it within 5–7 working days.'
                    : 'We have refunded {amount} (refund {refund}) to the way you paid. The payment provider is finishing it; banks usually show it within 5–7 working days after.',
                )}
              </P>
            ) : (
              <P>{t('Nothing was charged.')}</P>
            )}
            {mail.creditNote ? (
              <P>{t('Credit note {note} cancels its tax invoice.', { note: mail.creditNote })}</P>
            ) : null}
            {mail.subscriptionEnded ? (
              <P>
                {t(
                  'The subscription this order started is cancelled too: nothing more will be delivered or charged.',
                )}
              </P>
            ) : null}
            <OrderLines order={mail.order} words={words} />
          </Layout>
        ),
      };
    }
    case 'return-update': {
      const n = orderNumber(mail.orderId);
      const status = RETURN_WORDS[mail.status];
      const items = mail.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ');
      const processed = mail.refund?.status === 'processed';
      return {
        subject: t(status.subject, { n }),
        body: (
          <Layout preview={t(status.says)} {...frame}>
            <H>{t(status.heading)}</H>
            <P>{`${t('Hello {name}.', { name: mail.name })} ${t(status.says)}`}</P>
            <P>{t('Items: {items}.', { items })}</P>
            {mail.status === 'rejected' && mail.rejection ? (
              <P>{t('Our reason: {reason}', { reason: mail.rejection })}</P>
            ) : null}
            {mail.refund ? (
              <P>
                {refundLine(
                  mail.refund,
                  mail.shippingRefunded
                    ? processed
                      ? 'We have refunded {amount}, shipping included, (refund {refund}). Banks usually show it within 5–7 working days.'
                      : 'We have refunded {amount}, shipping included, (refund {refund}). It is being processed; we will pay it to you within 5–7 working days.'
                    : processed
                      ? 'We have refunded {amount} (refund {refund}). Banks usually show it within 5–7 working days.'
                      : 'We have refunded {amount} (refund {refund}). It is being processed; we will pay it to you within 5–7 working days.',
                )}
              </P>
            ) : null}
            {mail.creditNote ? (
              <P>{t('Credit note {note} is attached.', { note: mail.creditNote })}</P>
            ) : null}
            <Action href={orders}>{t('See your order')}</Action>
          </Layout>
        ),
      };
    }
    case 'grooming-booked':
    case 'consultation-booked': {
      const grooming = mail.kind === 'grooming-booked';
      const date = day(mail.appointment.date);
      return {
        subject: grooming
          ? t('Your grooming appointment on {date} is booked', { date })
          : t('Your consultation on {date} is booked', { date }),
        body: (
          <Layout preview={`${mail.appointment.provider}, ${date}`} {...frame}>
            <H>
              {grooming
                ? t('Your grooming appointment is booked')
                : t('Your consultation is booked')}
            </H>
            <P>
              {grooming
                ? t(
                    'Hello {name}, here is your grooming appointment. We will remind you a day before.',
                    { name: mail.name },
                  )
                : t('Hello {name}, here is your consultation. We will remind you a day before.', {
                    name: mail.name,
                  })}
            </P>
            <AppointmentFacts appointment={mail.appointment} words={words} />
            <P>{t('You can move or cancel it up to 24 hours before, from your profile.')}</P>
            <Action href={`${site.url}/auth/profile`}>{t('Your appointments')}</Action>
          </Layout>
        ),
      };
    }
    case 'appointment-reminder':
      return {
        subject: t('Reminder: {pet} has an appointment tomorrow', { pet: mail.appointment.pet }),
        body: (
          <Layout
            preview={t('{provider}, tomorrow', { provider: mail.appointment.provider })}
            {...frame}
            footer={
              <>
                {t('You asked for appointment reminders.')}{' '}
                <a href={mail.unsubscribe}>{t('Stop reminders')}</a>.
              </>
            }
          >
            <H>{t('See you tomorrow')}</H>
            <P>{t("Hello {name}, a reminder of tomorrow's appointment:", { name: mail.name })}</P>
            <AppointmentFacts appointment={mail.appointment} words={words} />
          </Layout>
        ),
      };
    case 'dose-due': {
      const date = day(mail.dose.dueOn);
      const values = { pet: mail.pet, dose: mail.dose.name, date };
      return {
        subject:
          mail.dose.kind === 'vaccination'
            ? t('Reminder: {pet}’s {dose} vaccination is due on {date}', values)
            : t('Reminder: {pet}’s deworming ({dose}) is due on {date}', values),
        body: (
          <Layout
            preview={t('{dose}, due on {date}', values)}
            {...frame}
            footer={
              <>
                {t('You asked for reminders.')} <a href={mail.unsubscribe}>{t('Stop reminders')}</a>
                .
              </>
            }
          >
            <H>{t('A dose is due soon')}</H>
            <P>
              {mail.dose.kind === 'vaccination'
                ? t('Hello {name}, {pet}’s {dose} vaccination is due on {date}.', {
                    ...values,
                    name: mail.name,
                  })
                : t('Hello {name}, {pet}’s deworming ({dose}) is due on {date}.', {
                    ...values,
                    name: mail.name,
                  })}
            </P>
            <P>{t('Book your vet, and add the dose to the health record once it is given.')}</P>
            <Action href={`${site.url}/auth/profile/pets/${mail.petId}/record`}>
              {t('Open the health record')}
            </Action>
          </Layout>
        ),
      };
    }
    case 'subscription-reminder': {
      const date = day(mail.date);
      const total = rupees(mail.total);
      return {
        subject: t('Your {product} arrives soon: ordered on {date}', {
          product: mail.product,
          date,
        }),
        body: (
          <Layout preview={t('{total} will be charged on {date}', { total, date })} {...frame}>
            <H>{t('Your next subscription delivery')}</H>
            <P>
              {t(
                'Hello {name}, on {date} we will order {quantity} × {product} for you at {price} each and charge {total} to the payment you authorised.',
                {
                  name: mail.name,
                  date,
                  quantity: mail.quantity,
                  product: mail.product,
                  price: rupees(mail.price),
                  total,
                },
              )}
            </P>
            <P>
              {t(
                'You can skip it, change its date or interval, pause or cancel, in one step, from your profile.',
              )}
            </P>
            <Action href={subscriptions}>{t('Manage your subscriptions')}</Action>
          </Layout>
        ),
      };
    }
    case 'subscription-skipped': {
      const why = t(SKIPPED_WORDS[mail.reason], {
        product: mail.product,
        price: rupees(mail.price ?? 0),
        agreed: rupees(mail.agreed ?? 0),
      });
      return {
        subject: t('Your {product} delivery of {date} was skipped', {
          product: mail.product,
          date: day(mail.date),
        }),
        body: (
          <Layout preview={t('Nothing was charged.')} {...frame}>
            <H>{t('We skipped a delivery')}</H>
            <P>{`${t('Hello {name}.', { name: mail.name })} ${why}`}</P>
            <P>
              {t('Nothing was charged. Your next delivery is on {date}.', {
                date: day(mail.next),
              })}
            </P>
            <Action href={subscriptions}>{t('Manage your subscriptions')}</Action>
          </Layout>
        ),
      };
    }
    case 'password-changed':
      return {
        subject: t('Your Petverse password was changed'),
        body: (
          <Layout
            preview={t('If this was not you, reset it now.')}
            {...frame}
            footer={t('We always tell you when your password changes.')}
          >
            <H>{t('Your password was changed')}</H>
            <P>
              {t(
                'Hello {name}, your password was changed on {at} and every device was signed out.',
                { name: mail.name, at: words.moment(mail.at) },
              )}
            </P>
            <P>{t('If this was not you, reset your password now and write to us.')}</P>
            <Action href={`${site.url}/forgot-password`}>{t('Reset your password')}</Action>
          </Layout>
        ),
      };
    case 'provider-booking': {
      const date = day(mail.appointment.date);
      const service = mail.appointment.service;
      const hello = { name: mail.name };
      const news = {
        new: {
          subject: t('New booking on {date}: {service}', { date, service }),
          heading: t('You have a new booking'),
          text: t('Hello {name}, a pet parent booked and paid. Accept it in the portal.', hello),
        },
        cancelled: {
          subject: t('Booking on {date} cancelled: {service}', { date, service }),
          heading: t('A booking was cancelled'),
          text: t(
            'Hello {name}, the pet parent cancelled and was refunded. The slot is free again.',
            hello,
          ),
        },
        refused: {
          subject: t('New time refused on {date}: {service}', { date, service }),
          heading: t('The pet parent refused the new time'),
          text: t(
            'Hello {name}, the pet parent did not take the new time and was refunded in full. The slot is free again.',
            hello,
          ),
        },
        missed: {
          subject: t('Consultation missed on {date}: {service}', { date, service }),
          heading: t('Nobody from your team joined this consultation'),
          text: t(
            'Hello {name}, no doctor joined this consultation, so the pet parent was refunded in full and it earns nothing. If something went wrong, call them.',
            hello,
          ),
        },
        moved: {
          subject: t('Booking moved to {date}: {service}', { date, service }),
          heading: t('A booking was moved'),
          text: t(
            'Hello {name}, your team moved this booking. The pet parent is told by mail.',
            hello,
          ),
        },
      }[mail.event];
      return {
        subject: news.subject,
        body: (
          <Layout preview={`${mail.appointment.provider}, ${date}`} {...frame}>
            <H>{news.heading}</H>
            <P>{news.text}</P>
            <AppointmentFacts appointment={mail.appointment} words={words} />
            {wasAt(mail.movedFrom)}
            {mail.phone ? <P>{t('Phone: {phone}', { phone: mail.phone })}</P> : null}
            <Action href={`${site.url}/pro/`}>{t('Open your bookings')}</Action>
          </Layout>
        ),
      };
    }
    case 'booking-update': {
      const date = day(mail.appointment.date);
      const provider = mail.appointment.provider;
      const hello = { name: mail.name };
      const news = {
        confirmed: {
          subject: t('Your booking on {date} is confirmed', { date }),
          heading: t('Your booking is confirmed'),
          text: t('Hello {name}, your booking is paid and confirmed.', hello),
        },
        declined: {
          subject: t('{provider} cannot take your booking on {date}', { provider, date }),
          heading: t('Your booking was declined'),
          text: t('Hello {name}, we are sorry: the provider cannot take this booking.', hello),
        },
        missed: {
          subject: t('{provider} did not join your consultation on {date}', { provider, date }),
          heading: t('The doctor did not join'),
          text: t(
            'Hello {name}, we are sorry: the doctor did not join your consultation. You are refunded in full.',
            hello,
          ),
        },
        moved: {
          subject: t('{provider} moved your booking to {date}', { provider, date }),
          heading: t('Your booking has a new time'),
          text: t(
            'Hello {name}, the provider moved your booking to the time below. If it does not suit you, refuse it in your bookings and you are refunded in full.',
            hello,
          ),
        },
      }[mail.status];
      return {
        subject: news.subject,
        body: (
          <Layout preview={`${provider}, ${date}`} {...frame}>
            <H>{news.heading}</H>
            <P>{news.text}</P>
            <AppointmentFacts appointment={mail.appointment} words={words} />
            {wasAt(mail.movedFrom)}
            {mail.reason ? <P>{t('Their reason: {reason}', { reason: mail.reason })}</P> : null}
            {(mail.status === 'declined' || mail.status === 'missed') && mail.refund ? (
              <P>
                {mail.refund.status === 'processed'
                  ? t('{amount} is refunded to how you paid (refund {refund}).', {
                      amount: rupees(mail.refund.amount),
                      refund: mail.refund.id,
                    })
                  : t('{amount} is being refunded to how you paid (refund {refund}).', {
                      amount: rupees(mail.refund.amount),
                      refund: mail.refund.id,
                    })}
              </P>
            ) : null}
            <Action href={`${site.url}/auth/profile/bookings`}>
              {mail.status === 'declined' || mail.status === 'missed'
                ? t('Choose another time')
                : t('Your bookings')}
            </Action>
          </Layout>
        ),
      };
    }
    case 'appointment-moved': {
      const date = day(mail.appointment.date);
      return {
        subject: t('Your appointment with {provider} is now on {date}', {
          provider: mail.appointment.provider,
          date,
        }),
        body: (
          <Layout preview={`${mail.appointment.provider}, ${date}`} {...frame}>
            <H>{t('Your appointment has a new time')}</H>
            <P>
              {mail.by === 'shop'
                ? t(
                    'Hello {name}, our team moved your appointment to the time below. If it does not suit you, call us or move it again from your profile up to 24 hours before.',
                    { name: mail.name },
                  )
                : t('Hello {name}, you moved your appointment to the time below.', {
                    name: mail.name,
                  })}
            </P>
            <AppointmentFacts appointment={mail.appointment} words={words} />
            {wasAt(mail.movedFrom)}
            <Action href={`${site.url}/auth/profile`}>{t('Your appointments')}</Action>
          </Layout>
        ),
      };
    }
    case 'partner-appointment-moved': {
      const date = day(mail.appointment.date);
      return {
        subject: t('Appointment moved to {date}: {service}', {
          date,
          service: mail.appointment.service,
        }),
        body: (
          <Layout preview={`${mail.appointment.provider}, ${date}`} {...frame}>
            <H>{t('An appointment was moved')}</H>
            <P>
              {mail.by === 'shop'
                ? t('Hello {name}, the Petverse team moved this appointment to the time below.', {
                    name: mail.name,
                  })
                : t('Hello {name}, the pet parent moved this appointment to the time below.', {
                    name: mail.name,
                  })}
            </P>
            <AppointmentFacts appointment={mail.appointment} words={words} />
            {wasAt(mail.movedFrom)}
            {mail.phone ? <P>{t('Phone: {phone}', { phone: mail.phone })}</P> : null}
          </Layout>
        ),
      };
    }
    case 'prescription-written':
      return {
        subject: t('Your prescription from {clinic}', { clinic: mail.clinic }),
        body: (
          <Layout preview={mail.clinic} {...frame}>
            <H>{t('Your prescription is ready')}</H>
            <P>
              {mail.pet
                ? t('Hello {name}, {clinic} has written {pet}’s notes and prescription.', {
                    name: mail.name,
                    clinic: mail.clinic,
                    pet: mail.pet,
                  })
                : t(
                    'Hello {name}, {clinic} has written your consultation’s notes and prescription.',
                    {
                      name: mail.name,
                      clinic: mail.clinic,
                    },
                  )}
            </P>
            <P>
              {t(
                'Read it and download it as a PDF from the consultation. For 7 days, questions about it are free in its chat.',
              )}
            </P>
            <Action href={`${site.url}/consult/${mail.bookingId}`}>
              {t('Open the prescription')}
            </Action>
          </Layout>
        ),
      };
    case 'pharmacy-refused': {
      const n = mail.orderNumber;
      return {
        subject: t('A medicine line of your order {n} was not approved', { n }),
        body: (
          <Layout preview={t('Their reason: {reason}', { reason: mail.reason })} {...frame}>
            <H>{t('Our pharmacist could not approve a line')}</H>
            <P>
              {t(
                'Hello {name}, our pharmacist checked the prescription of “{line}” in your order {n} and could not approve it.',
                { name: mail.name, line: t(mail.line), n },
              )}
            </P>
            <P>{t('Their reason: {reason}', { reason: mail.reason })}</P>
            <P>
              {mail.refund
                ? t('{amount} is on its way back to you.', { amount: rupees(mail.refund.amount) })
                : t('Nothing was charged for it.')}
            </P>
            <P>{t('The rest of your order goes ahead as planned.')}</P>
            <Action href={orders}>{t('See your order')}</Action>
          </Layout>
        ),
      };
    }
    case 'registration-received': {
      // The form's title as its page shows it (every form's title has its Hindi here: mail.test).
      const form = t(mail.formTitle);
      return {
        subject: t('We received your form: {form}', { form }),
        body: (
          <Layout preview={t('Our team reads every one and writes back.')} {...frame}>
            <H>{t('Thank you, we have it')}</H>
            <P>
              {t(
                'Hello {name}, we received what you sent us with “{form}”. Our team reads every one and writes to you with the answer, usually within three working days.',
                // A form that asks for no name: 'Hello there' (Hindi: 'नमस्ते जी').
                { name: mail.name || t('there'), form },
              )}
            </P>
          </Layout>
        ),
      };
    }
  }
}
