import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FixtureRequest } from '@repo/story-fixtures';
import { PHARMACY_MESSAGES, type PharmacyCheck } from '@petverse/api/contract';
import { AdminFrame, toastSaying } from '../../stories/AdminFrame';
import { PharmacyPage } from './PharmacyPage';

const fromDoctor: PharmacyCheck = {
  _id: '0b7c1e52-0c1e-4a57-9d8e-2b1b3f6c9a01',
  orderId: '5e2d7c41-9b0a-4f3e-8d21-7c6b5a4f3e21',
  orderNumber: '#5a4f3e21',
  createdAt: '2026-12-08T06:10:00.000Z',
  buyer: { name: 'Priya Sharma', email: 'priya@example.com' },
  line: { name: 'Pharmacy Order', quantity: 1, price: 199 },
  status: 'pending',
  reason: null,
  decidedAt: null,
  decidedBy: null,
  prescription: {
    bookingId: '7d4f3c52-0c1e-4a57-9d8e-2b1b3f6c9a10',
    number: 'RX-3F6C9A10',
    writtenAt: '2026-12-08T05:50:00.000Z',
    doctor: { name: 'Dr. Asha Mehta', qualification: 'BVSc & AH', registrationNumber: 'UPVC-1234' },
    clinic: 'Happy Paws Clinic',
    pet: { name: 'Bruno', species: 'dog', breed: 'Beagle' },
    medicines: [
      {
        name: 'Meloxicam oral suspension',
        strength: '1.5 mg/ml',
        dose: '0.5 ml',
        frequency: 'once a day',
        days: 5,
        instructions: 'After food',
      },
    ],
  },
  file: null,
  refund: null,
};
const uploaded: PharmacyCheck = {
  ...fromDoctor,
  _id: '0b7c1e52-0c1e-4a57-9d8e-2b1b3f6c9a02',
  orderNumber: '#77aa11bb',
  buyer: { name: 'Rahul Verma', email: 'rahul@example.com' },
  line: { name: 'Pharmacy Order', quantity: 2, price: 199 },
  prescription: null,
  file: '/api/admin/pharmacy/0b7c1e52-0c1e-4a57-9d8e-2b1b3f6c9a02/prescription',
};
const refused: PharmacyCheck = {
  ...fromDoctor,
  status: 'refused',
  reason: 'The dose needs the dog’s weight on the prescription.',
  decidedAt: '2026-12-08T07:00:00.000Z',
  decidedBy: 'Ravi pharmacist',
  refund: { id: 'rfnd_test_0b7c1e52', status: 'processed', amount: 199 },
};

const meta = {
  title: 'Admin/Pages/Pharmacy',
  component: PharmacyPage,
  parameters: { layout: 'fullscreen', route: '/pharmacy' },
} satisfies Meta<typeof PharmacyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const decisions: unknown[] = [];
const decide = ({ body }: FixtureRequest) => {
  decisions.push(body);
  const refusing = (body as { decision: string }).decision === 'refuse';
  return {
    check: refusing ? refused : { ...fromDoctor, status: 'approved' },
    message: refusing ? PHARMACY_MESSAGES.refused : PHARMACY_MESSAGES.approved,
  };
};

/**
 * A pharmacist's desk: the lines to check, each with its prescription (our doctor's, or an
 * upload to download); approve one, refuse another with a reason the pet parent reads.
 */
export const ToCheck: Story = {
  render: () => (
    <AdminFrame
      path="/pharmacy"
      area="pharmacy"
      staffRole="pharmacist"
      routes={{
        'GET /admin/pharmacy': { checks: [fromDoctor, uploaded] },
        [`POST /admin/pharmacy/${fromDoctor._id}/decision`]: decide,
        [`POST /admin/pharmacy/${uploaded._id}/decision`]: decide,
      }}
    >
      <PharmacyPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const doctors = await canvas.findByRole('row', { name: /Priya Sharma/ });
    // The pharmacist's menu: the dashboard and the pharmacy, no orders.
    await expect(canvas.getByRole('link', { name: 'Pharmacy' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Orders' })).toBeNull();
    await expect(doctors).toHaveTextContent('RX-3F6C9A10');
    await expect(doctors).toHaveTextContent('Reg. UPVC-1234');
    await expect(
      within(doctors).getByRole('list', { name: 'Medicines of RX-3F6C9A10' }),
    ).toHaveTextContent('Meloxicam oral suspension 1.5 mg/ml: 0.5 ml, once a day, 5 days');
    const upload = canvas.getByRole('row', { name: /Rahul Verma/ });
    await expect(upload).toHaveTextContent('Uploaded by the pet parent');
    await expect(
      within(upload).getByRole('button', { name: 'Download the prescription of order #77aa11bb' }),
    ).toBeVisible();
    await step('approve by keyboard', async () => {
      within(doctors).getByRole('button', { name: 'Approve' }).focus();
      await userEvent.keyboard('{Enter}');
      await toastSaying(canvasElement, PHARMACY_MESSAGES.approved);
      await expect(decisions.at(-1)).toEqual({ decision: 'approve' });
    });
    await step('refuse: a reason is asked for, then sent', async () => {
      await userEvent.click(within(upload).getByRole('button', { name: 'Refuse' }));
      const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
        name: 'Refuse the pharmacy line of order #77aa11bb',
      });
      await expect(dialog).toHaveTextContent('Rahul Verma is mailed your reason');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Refuse and refund' }));
      await expect(await within(dialog).findByText(/is required/)).toBeVisible();
      await userEvent.type(
        within(dialog).getByLabelText(/Reason for the pet parent/),
        'The prescription is for another pet.',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Refuse and refund' }));
      await toastSaying(canvasElement, PHARMACY_MESSAGES.refused);
      await waitFor(() =>
        expect(decisions.at(-1)).toEqual({
          decision: 'refuse',
          reason: 'The prescription is for another pet.',
        }),
      );
    });
  },
};

/** Refused lines: why, who, when, and the money given back; nothing left to decide. */
export const Refused: Story = {
  parameters: { route: '/pharmacy?status=refused' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: () => (
    <AdminFrame
      path="/pharmacy"
      area="pharmacy"
      staffRole="pharmacist"
      routes={{
        'GET /admin/pharmacy': ({ url }: FixtureRequest) =>
          url.searchParams.get('status') === 'refused' ? { checks: [refused] } : { checks: [] },
      }}
    >
      <PharmacyPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Refused' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const row = await canvas.findByRole('row', { name: /Priya Sharma/ });
    await expect(row).toHaveTextContent('Reason: The dose needs the dog’s weight');
    await expect(row).toHaveTextContent('Refunded ₹199');
    await expect(row).toHaveTextContent('Ravi pharmacist');
    await expect(within(row).queryByRole('button', { name: 'Approve' })).toBeNull();
  },
};

/** Nothing waits: said so. */
export const NothingToCheck: Story = {
  render: () => (
    <AdminFrame
      path="/pharmacy"
      area="pharmacy"
      staffRole="pharmacist"
      routes={{ 'GET /admin/pharmacy': { checks: [] } }}
    >
      <PharmacyPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing to check')).toBeVisible();
  },
};

/** The list could not be read: said, with Retry. */
export const LoadFailed: Story = {
  render: () => (
    <AdminFrame
      path="/pharmacy"
      area="pharmacy"
      routes={{ 'GET /admin/pharmacy': { status: 500, body: { message: 'Server error' } } }}
    >
      <PharmacyPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Retry/ })).toBeVisible();
  },
};
