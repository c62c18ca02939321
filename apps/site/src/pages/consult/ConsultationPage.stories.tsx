import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CONSULTATION_MESSAGES, PHARMACY_MESSAGES } from '@petverse/api/contract';
import { STORY_ROOM_ID, storyPrescription, storyRoom } from '@repo/story-fixtures';
import { ShopFrame } from '../../stories/ShopFrame';
import ConsultationPage from './ConsultationPage';

const ID = STORY_ROOM_ID;
const room = storyRoom();

const meta = {
  title: 'Pages/Consultation',
  component: ConsultationPage,
  parameters: { layout: 'padded', route: `/consult/${ID}` },
} satisfies Meta<typeof ConsultationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const page =
  (answer: unknown, prescription?: unknown, more: Record<string, unknown> = {}) =>
  () => (
    <ShopFrame
      path="/consult/:bookingId"
      routes={{
        [`GET /consultations/${ID}/room`]: answer,
        ...(prescription ? { [`GET /consultations/${ID}/prescription`]: { prescription } } : {}),
        ...more,
      }}
    >
      <ConsultationPage />
    </ShopFrame>
  );

/** Before its time: who with, when, and when the room opens; the camera is not asked for yet. */
export const BeforeItOpens: Story = {
  render: page(room),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Consultation with Happy Paws Clinic' }),
    ).toBeVisible();
    await expect(canvasElement).toHaveTextContent('Video consultation · 8 Dec 2026, 11:00 am');
    await expect(canvas.getByRole('status')).toHaveTextContent('The room opens at 10:50 am.');
    await expect(canvas.getByRole('link', { name: 'Back to your bookings' })).toHaveAttribute(
      'href',
      '/auth/profile/bookings',
    );
  },
};

/** After: the chat of the consultation to read, nothing more to send. */
export const Ended: Story = {
  render: page({
    ...room,
    state: 'ended',
    chat: [
      {
        id: 'm1',
        from: 'doctor',
        name: 'Dr. Asha Mehta',
        text: 'Rest him for a week; the prescription follows.',
        at: '2026-12-08T05:55:00.000Z',
      },
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('log')).toHaveTextContent('Rest him for a week');
    await expect(canvas.getByRole('status')).toHaveTextContent('This consultation has ended.');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** The clinic wrote its notes and prescription: the pet parent reads them under the chat. */
export const WithPrescription: Story = {
  render: page({ ...room, state: 'ended', chat: [] }, storyPrescription()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('region', { name: 'Prescription RX-3F6C9A10' });
    await expect(card).toHaveTextContent('Dr. Asha Mehta, BVSc & AH · Registration UPVC-1234');
    await expect(card).toHaveTextContent('Meloxicam oral suspension 1.5 mg/ml');
    await expect(
      within(card).getByRole('button', { name: 'Download the prescription (PDF)' }),
    ).toBeVisible();
  },
};

const cartLine = {
  _id: 'c1',
  quantity: 1,
  price: 199,
  prescriptionFile: `/api/consultations/${ID}/prescription.pdf`,
  itemType: 'pharmacy',
  bookingId: ID,
};
const orderedMedicines = fn(() => ({
  cart: cartLine,
  carts: [cartLine],
  message: PHARMACY_MESSAGES.added,
}));

/**
 * "Order these medicines" (issue 53 item 2): one tap puts the prescription into the cart, with no
 * upload; the page says so and offers the way to the cart.
 */
export const OrderTheMedicines: Story = {
  render: page({ ...room, state: 'ended', chat: [] }, storyPrescription(), {
    [`POST /consultations/${ID}/prescription/order`]: orderedMedicines,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('region', { name: 'Prescription RX-3F6C9A10' });
    await userEvent.click(within(card).getByRole('button', { name: 'Order these medicines' }));
    await waitFor(() => expect(orderedMedicines).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(canvasElement.ownerDocument.body).toHaveTextContent(PHARMACY_MESSAGES.added),
    );
    await expect(
      await within(card).findByRole('link', { name: 'Go to your cart' }),
    ).toHaveAttribute('href', '/auth/pet-cart');
  },
};

/** The cart could not take it (the server's refusal is said as it is): nothing else changes. */
export const OrderTheMedicinesRefused: Story = {
  render: page({ ...room, state: 'ended', chat: [] }, storyPrescription(), {
    [`POST /consultations/${ID}/prescription/order`]: {
      status: 409,
      body: {
        message: 'Your cart can hold at most 20 pharmacy orders. Remove one to add another.',
      },
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('region', { name: 'Prescription RX-3F6C9A10' });
    await userEvent.click(within(card).getByRole('button', { name: 'Order these medicines' }));
    await waitFor(() =>
      expect(canvasElement.ownerDocument.body).toHaveTextContent(
        'Your cart can hold at most 20 pharmacy orders.',
      ),
    );
    await expect(within(card).queryByRole('link', { name: 'Go to your cart' })).toBeNull();
  },
};

const refunded = fn(() => ({
  message: CONSULTATION_MESSAGES.absentRefunded,
  refund: { id: 'rfnd_1', amount: 500, status: 'processed' },
}));

/**
 * The doctor is 15 minutes late (issue 53 item 4): the pet parent may keep waiting or have the
 * payment back at once, after saying so in a dialog.
 */
export const DoctorLate: Story = {
  render: page({ ...room, state: 'ended', doctorAbsent: true }, undefined, {
    [`POST /consultations/${ID}/doctor-absent`]: refunded,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const late = await canvas.findByRole('region', { name: 'The doctor has not joined' });
    await expect(late).toHaveTextContent('It is 15 minutes past the start.');
    await userEvent.click(within(late).getByRole('button', { name: 'Get a full refund' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'The doctor did not join?',
    });
    await expect(dialog).toHaveAccessibleDescription(
      'The consultation ends, and your payment is refunded in full to how you paid. The clinic is told.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund me' }));
    await waitFor(() => expect(refunded).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(canvasElement.ownerDocument.body).toHaveTextContent(
        CONSULTATION_MESSAGES.absentRefunded,
      ),
    );
  },
};

/** Another's booking, or none: said, with a way to try again. */
export const NotFound: Story = {
  render: page({ status: 404, body: { message: 'Consultation not found' } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Consultation not found',
    );
  },
};

export const Loading: Story = {
  render: page('pending'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Loading the consultation...'),
    ).toBeVisible();
  },
};
