import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { shortId } from '@petverse/api/contract';
import { appointment, name, order, to } from './fixtures';
import { renderMail } from './render';
import type { Mail, RenderedMail } from './types';

/**
 * Every mail Petverse sends, rendered as the server renders it: the subject, the HTML as a mail
 * app shows it (in a frame of its own, as a phone's mail app would) and the plain-text part.
 */
function MailPreview({ mail }: { mail: Mail }) {
  const [rendered, setRendered] = useState<RenderedMail | null>(null);
  useEffect(() => {
    let live = true;
    void renderMail(mail, { url: 'https://petverse.in' }).then((r) => live && setRendered(r));
    return () => {
      live = false;
    };
  }, [mail]);
  if (!rendered) return <p>Rendering…</p>;
  return (
    <article style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640 }}>
      <h1 style={{ fontSize: 18 }}>{rendered.subject}</h1>
      <iframe
        title="The mail as HTML"
        srcDoc={rendered.html}
        style={{ width: '100%', height: 560, border: '1px solid #ccc' }}
      />
      <h2 style={{ fontSize: 16 }}>Plain text</h2>
      <pre data-testid="plain-text" style={{ whiteSpace: 'pre-wrap', fontSize: 13 }}>
        {rendered.text}
      </pre>
    </article>
  );
}

const meta = {
  title: 'Mail/Templates',
  component: MailPreview,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MailPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The subject heading and the plain-text part, once rendered. */
async function shows(
  canvasElement: HTMLElement,
  subject: string | RegExp,
  ...texts: (string | RegExp)[]
) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(subject));
  const plain = canvas.getByTestId('plain-text');
  for (const text of texts) await expect(plain).toHaveTextContent(text);
  await expect(canvas.getByTitle('The mail as HTML')).toBeVisible();
}

export const Welcome: Story = {
  args: { mail: { kind: 'welcome', to, name } },
  play: ({ canvasElement }) =>
    shows(canvasElement, 'Welcome to Petverse', 'Your Petverse account is ready.'),
};

export const OrderPlaced: Story = {
  args: { mail: { kind: 'order-placed', to, name, order, invoice: 'PV/2026-27/000042' } },
  play: ({ canvasElement }) =>
    shows(
      canvasElement,
      `Your Petverse order #${shortId(order.id)} is placed`,
      'Royal Canin Maxi Puppy 4 kg',
      '₹2,354.00',
      '12 MG Road',
      'Your GST tax invoice PV/2026-27/000042 is attached.',
    ),
};

/** Issue 38: a coupon's saving shows above the total it lowered. */
export const OrderPlacedWithCoupon: Story = {
  args: {
    mail: {
      kind: 'order-placed',
      to,
      name,
      order: { ...order, coupon: { code: 'WELCOME10', discount: 230 }, totalPrice: 2_124 },
      invoice: 'PV/2026-27/000043',
    },
  },
  play: ({ canvasElement }) =>
    shows(canvasElement, /is placed$/, 'Coupon WELCOME10', '−₹230.00', '₹2,124.00'),
};

/** Issue 35: a pet parent who uses the site in Hindi reads the same mail in Hindi. */
export const OrderPlacedInHindi: Story = {
  args: {
    mail: {
      kind: 'order-placed',
      to,
      name,
      locale: 'hi',
      order: { ...order, coupon: { code: 'WELCOME10', discount: 230 }, totalPrice: 2_124 },
      invoice: 'PV/2026-27/000043',
    },
  },
  play: ({ canvasElement }) =>
    shows(
      canvasElement,
      `आपका Petverse ऑर्डर #${shortId(order.id)} हो गया है`,
      `धन्यवाद, ${name}!`,
      'Royal Canin Maxi Puppy 4 kg',
      'कूपन WELCOME10',
      'शिपिंग (इकॉनमी)',
      '30 नव॰ 2026 तक पहुँच जाना चाहिए',
      '₹2,124.00',
      'आपका GST टैक्स इनवॉइस PV/2026-27/000043 साथ में लगा है।',
      'अपने ऑर्डर देखें',
    ),
};

export const AppointmentReminderInHindi: Story = {
  args: {
    mail: {
      kind: 'appointment-reminder',
      to,
      name,
      locale: 'hi',
      appointment,
      unsubscribe: 'https://petverse.in/api/mail/reminders-off?user=1&token=x',
    },
  },
  play: ({ canvasElement }) =>
    shows(
      canvasElement,
      'याद दिलाना: कल Bruno का अपॉइंटमेंट है',
      'कब',
      'किसके साथ',
      'Wag & Wash, Koregaon Park',
      'याद दिलाना बंद करें',
    ),
};

export const DoseDue: Story = {
  args: {
    mail: {
      kind: 'dose-due',
      to,
      name,
      pet: 'Bruno',
      petId: '7b0c2f4e-1d1a-4c55-9d2e-3b8f6f1a2c11',
      dose: { kind: 'vaccination', name: 'Anti-rabies', dueOn: '2026-12-10' },
      unsubscribe: 'https://petverse.in/api/mail/reminders-off?user=1&token=x',
    },
  },
  play: ({ canvasElement }) =>
    shows(
      canvasElement,
      'Reminder: Bruno’s Anti-rabies vaccination is due on Thu, 10 Dec, 2026',
      'Anti-rabies vaccination is due on Thu, 10 Dec, 2026.',
      'Open the health record',
      'Stop reminders',
    ),
};

export const DewormingDueInHindi: Story = {
  args: {
    mail: {
      kind: 'dose-due',
      to,
      name,
      locale: 'hi',
      pet: 'Bruno',
      petId: '7b0c2f4e-1d1a-4c55-9d2e-3b8f6f1a2c11',
      dose: { kind: 'deworming', name: 'Fenbendazole', dueOn: '2026-12-10' },
      unsubscribe: 'https://petverse.in/api/mail/reminders-off?user=1&token=x',
    },
  },
  play: ({ canvasElement }) =>
    shows(
      canvasElement,
      /^याद दिलाना: Bruno की कृमि-नाशक दवा \(Fenbendazole\)/,
      'हेल्थ रिकॉर्ड खोलें',
      'याद दिलाना बंद करें',
    ),
};

export const CashOrderPlaced: Story = {
  args: {
    mail: {
      kind: 'order-placed',
      to,
      name,
      order: { ...order, paymentMethod: 'Cash on Delivery' },
      invoice: null,
    },
  },
  play: ({ canvasElement }) => shows(canvasElement, /is placed$/, 'Cash on Delivery'),
};

export const PaymentFailed: Story = {
  args: {
    mail: { kind: 'payment-failed', to, name, amount: 2_354, reference: 'order_Pq8sandbox42' },
  },
  play: ({ canvasElement }) =>
    shows(canvasElement, 'Your Petverse payment did not go through', 'order_Pq8sandbox42'),
};

export const Shipped: Story = {
  args: {
    mail: {
      kind: 'order-status',
      to,
      name,
      order,
      status: 'shipped',
      courier: 'Delhivery',
      trackingNumber: 'DLV123456789',
    },
  },
  play: ({ canvasElement }) =>
    shows(canvasElement, /is on its way$/, 'Courier: Delhivery. Tracking number: DLV123456789.'),
};

export const OutForDelivery: Story = {
  args: {
    mail: {
      kind: 'order-status',
      to,
      name,
      order,
      status: 'out-for-delivery',
      courier: 'Petverse Sandbox Courier',
      trackingNumber: 'SBX12345678901',
      trackingUrl: 'https://petverse.in/api/shipping/sandbox/track/SBX12345678901',
    },
  },
  play: ({ canvasElement }) => shows(canvasElement, /is out for delivery$/, 'Track your parcel'),
};

export const ReturnedToOrigin: Story = {
  args: {
    mail: { kind: 'order-status', to, name, order, status: 'rto' },
  },
  play: ({ canvasElement }) =>
    shows(
      canvasElement,
      /is coming back to us$/,
      'We will call you to deliver it again or refund it.',
    ),
};

export const Delivered: Story = {
  args: {
    mail: {
      kind: 'order-status',
      to,
      name,
      order: { ...order, paymentMethod: 'Cash on Delivery' },
      status: 'delivered',
      invoice: 'PV/2026-27/000043',
    },
  },
  play: ({ canvasElement }) => shows(canvasElement, /was delivered$/, 'PV/2026-27/000043'),
};

export const CancelledAndRefunded: Story = {
  args: {
    mail: {
      kind: 'order-cancelled',
      to,
      name,
      order,
      refund: { id: 'rfnd_sandbox_9', amount: 2_354, status: 'processed' },
      creditNote: 'PVCN/2026-27/000007',
    },
  },
  play: ({ canvasElement }) =>
    shows(
      canvasElement,
      /is cancelled$/,
      'We have refunded ₹2,354.00 (refund rfnd_sandbox_9)',
      'Credit note PVCN/2026-27/000007 cancels its tax invoice.',
    ),
};

/** The cancelled order had started a subscription: the mail says that ended too. */
export const CancelledWithItsSubscription: Story = {
  args: {
    mail: {
      kind: 'order-cancelled',
      to,
      name,
      order,
      refund: { id: 'rfnd_sandbox_10', amount: 2_354, status: 'processed' },
      subscriptionEnded: true,
    },
  },
  play: ({ canvasElement }) =>
    shows(
      canvasElement,
      /is cancelled$/,
      'The subscription this order started is cancelled too: nothing more will be delivered or charged.',
    ),
};

export const ReturnRefunded: Story = {
  args: {
    mail: {
      kind: 'return-update',
      to,
      name,
      orderId: order.id,
      status: 'received',
      lines: [{ name: 'Rope Tug Toy', quantity: 1 }],
      refund: { id: 'rfnd_test_1a2b3c', amount: 299, status: 'processed' },
      shippingRefunded: false,
      creditNote: 'PVCN/2026-27/000008',
    },
  },
  play: ({ canvasElement }) =>
    shows(
      canvasElement,
      /is refunded$/,
      'We have refunded ₹299.00 (refund rfnd_test_1a2b3c)',
      'Credit note PVCN/2026-27/000008 is attached.',
    ),
};

export const ReturnRejected: Story = {
  args: {
    mail: {
      kind: 'return-update',
      to,
      name,
      orderId: order.id,
      status: 'rejected',
      lines: [{ name: 'Rope Tug Toy', quantity: 1 }],
      rejection: 'The toy has been used.',
      refund: null,
    },
  },
  play: ({ canvasElement }) =>
    shows(canvasElement, /was not accepted$/, 'Our reason: The toy has been used.'),
};

export const SubscriptionReminder: Story = {
  args: {
    mail: {
      kind: 'subscription-reminder',
      to,
      name,
      product: 'Adult Dog Food, Chicken, 3 kg',
      quantity: 2,
      date: '2026-12-10',
      price: 1_139,
      total: 2_328,
    },
  },
  play: ({ canvasElement }) =>
    shows(
      canvasElement,
      /^Your Adult Dog Food, Chicken, 3 kg arrives soon/,
      'charge ₹2,328.00 to the payment you authorised',
      'Manage your subscriptions',
    ),
};

export const SubscriptionSkippedOutOfStock: Story = {
  args: {
    mail: {
      kind: 'subscription-skipped',
      to,
      name,
      product: 'Clumping Bentonite Litter, 5 kg',
      date: '2026-12-10',
      next: '2027-01-07',
      reason: 'out-of-stock',
    },
  },
  play: ({ canvasElement }) =>
    shows(canvasElement, /was skipped$/, 'was out of stock on the day', 'Nothing was charged.'),
};

export const SubscriptionSkippedPriceRose: Story = {
  args: {
    mail: {
      kind: 'subscription-skipped',
      to,
      name,
      product: 'Deworming Tablets',
      date: '2026-12-10',
      next: '2027-01-07',
      reason: 'price-rose',
      agreed: 284,
      price: 303,
    },
  },
  play: ({ canvasElement }) =>
    shows(canvasElement, /was skipped$/, 'rose to ₹303.00, above the ₹284.00 you agreed to'),
};

export const GroomingBooked: Story = {
  args: { mail: { kind: 'grooming-booked', to, name, appointment } },
  play: ({ canvasElement }) =>
    shows(canvasElement, /^Your grooming appointment on .* is booked$/, 'Wag & Wash', 'Bruno'),
};

export const ConsultationBooked: Story = {
  args: {
    mail: {
      kind: 'consultation-booked',
      to,
      name,
      appointment: { ...appointment, provider: 'Dr. Meera Iyer', service: 'Video call' },
    },
  },
  play: ({ canvasElement }) =>
    shows(canvasElement, /^Your consultation on .* is booked$/, 'Meera Iyer', '11:00 am'),
};

export const Reminder: Story = {
  args: {
    mail: {
      kind: 'appointment-reminder',
      to,
      name,
      appointment,
      unsubscribe: 'https://petverse.in/api/mail/reminders-off?user=u&token=t',
    },
  },
  play: ({ canvasElement }) =>
    shows(canvasElement, 'Reminder: Bruno has an appointment tomorrow', 'reminders-off'),
};

export const PasswordChanged: Story = {
  args: { mail: { kind: 'password-changed', to, name, at: '2026-11-26T08:30:00.000Z' } },
  play: ({ canvasElement }) => shows(canvasElement, 'Your Petverse password was changed'),
};

export const RegistrationReceived: Story = {
  args: {
    mail: {
      kind: 'registration-received',
      to,
      name: 'Wag & Wash',
      formTitle: 'Register Your Grooming Center',
    },
  },
  play: ({ canvasElement }) =>
    shows(canvasElement, 'We received your form: Register Your Grooming Center'),
};

export const ProviderNewBooking: Story = {
  args: {
    mail: {
      kind: 'provider-booking',
      to,
      name: 'GroomVan Pune',
      event: 'new',
      appointment: { ...appointment, provider: 'Asha Rao', price: 1200 },
      phone: '9876543210',
    },
  },
  play: ({ canvasElement }) =>
    shows(
      canvasElement,
      /^New booking on .*: Bath and brush/,
      'You have a new booking',
      '9876543210',
    ),
};

/** A clinic signed a consultation's prescription: the pet parent is sent to read it. */
export const PrescriptionWritten: Story = {
  args: {
    mail: {
      kind: 'prescription-written',
      to,
      name,
      clinic: 'Happy Paws Clinic',
      pet: 'Bruno',
      bookingId: '7d4f3c52-0c1e-4a57-9d8e-2b1b3f6c9a10',
    },
  },
  play: ({ canvasElement }) =>
    shows(
      canvasElement,
      'Your prescription from Happy Paws Clinic',
      'Your prescription is ready',
      'Happy Paws Clinic has written Bruno’s notes and prescription.',
    ),
};

/**
 * A pharmacist refused a pharmacy line (issue 53 item 2): why, and its money back; the rest of
 * the order goes ahead.
 */
export const PharmacyRefused: Story = {
  args: {
    mail: {
      kind: 'pharmacy-refused',
      to,
      name,
      orderId: '5e2d7c41-9b0a-4f3e-8d21-7c6b5a4f3e21',
      orderNumber: '#5a4f3e21',
      line: 'Pharmacy Order',
      reason: 'The prescription is for another pet.',
      refund: { status: 'processed', amount: 199 },
    },
  },
  play: ({ canvasElement }) =>
    shows(
      canvasElement,
      'A medicine line of your order #5a4f3e21 was not approved',
      'Our pharmacist could not approve a line',
      'Their reason: The prescription is for another pet.',
    ),
};

/** The shop moved a grooming appointment: the pet parent sees the new time and the old. */
export const AppointmentMovedByShop: Story = {
  args: {
    mail: {
      kind: 'appointment-moved',
      to,
      name,
      by: 'shop',
      appointment,
      movedFrom: { date: '2026-12-08', time: '10:00' },
    },
  },
  play: ({ canvasElement }) =>
    shows(
      canvasElement,
      /^Your appointment with .* is now on/,
      'Your appointment has a new time',
      /our team moved your appointment/,
      /It was on .* at 10:00 am\./,
    ),
};

/** The pet parent moved it: the grooming centre hears the new time, the old and the phone. */
export const PartnerAppointmentMoved: Story = {
  args: {
    mail: {
      kind: 'partner-appointment-moved',
      to,
      name: 'Pawfect Grooming',
      by: 'pet-parent',
      appointment: { ...appointment, provider: 'Asha Rao' },
      movedFrom: { date: '2026-12-08', time: '10:00' },
      phone: '9876543210',
    },
  },
  play: ({ canvasElement }) =>
    shows(
      canvasElement,
      /^Appointment moved to/,
      'the pet parent moved this appointment',
      '9876543210',
    ),
};

/** The provider moved the booking: the pet parent sees the new time, the old one and the reason. */
export const BookingMoved: Story = {
  args: {
    mail: {
      kind: 'booking-update',
      to,
      name,
      status: 'moved',
      appointment,
      movedFrom: { date: '2026-12-08', time: '10:00' },
      reason: 'Our groomer is ill in the morning.',
    },
  },
  play: ({ canvasElement }) =>
    shows(
      canvasElement,
      /moved your booking to/,
      'Your booking has a new time',
      /It was on .* at 10:00 am\./,
      'Our groomer is ill in the morning.',
    ),
};

/** The pet parent refused the provider's new time: the provider hears the slot is free. */
export const ProviderNewTimeRefused: Story = {
  args: {
    mail: {
      kind: 'provider-booking',
      to,
      name: 'GroomVan Pune',
      event: 'refused',
      appointment: { ...appointment, provider: 'Asha Rao', price: 1200 },
      phone: null,
    },
  },
  play: ({ canvasElement }) =>
    shows(canvasElement, /^New time refused on/, 'The pet parent refused the new time'),
};

/** The doctor never joined (issue 53 item 4): the pet parent hears it is refunded in full. */
export const ConsultationMissed: Story = {
  args: {
    mail: {
      kind: 'booking-update',
      to,
      name,
      status: 'missed',
      appointment: {
        ...appointment,
        provider: 'Happy Paws Clinic',
        service: 'Video consultation',
        price: 500,
      },
      reason: 'The doctor did not join the consultation.',
      refund: { id: 'rfnd_2', amount: 500, status: 'processed' },
    },
  },
  play: ({ canvasElement }) =>
    shows(
      canvasElement,
      /^Happy Paws Clinic did not join your consultation on/,
      'The doctor did not join',
      /₹500\.00 is refunded to how you paid/,
    ),
};

/** …and the clinic that nobody joined, so it earns nothing. */
export const ProviderConsultationMissed: Story = {
  args: {
    mail: {
      kind: 'provider-booking',
      to,
      name: 'Happy Paws Clinic',
      event: 'missed',
      appointment: {
        ...appointment,
        provider: 'Asha Rao',
        service: 'Video consultation',
        price: 500,
      },
      phone: '+91 98765 43210',
    },
  },
  play: ({ canvasElement }) =>
    shows(
      canvasElement,
      /^Consultation missed on/,
      'Nobody from your team joined this consultation',
      /it earns nothing/,
    ),
};

export const BookingDeclined: Story = {
  args: {
    mail: {
      kind: 'booking-update',
      to,
      name,
      status: 'declined',
      appointment,
      reason: 'The van is in the workshop.',
      refund: { id: 'rfnd_1', amount: 1200, status: 'processed' },
    },
  },
  play: ({ canvasElement }) =>
    shows(
      canvasElement,
      /cannot take your booking on/,
      'Your booking was declined',
      'The van is in the workshop.',
    ),
};
