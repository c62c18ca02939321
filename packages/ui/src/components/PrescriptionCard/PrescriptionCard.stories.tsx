import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PrescriptionCard, type PrescriptionCardData } from './PrescriptionCard';

const prescription: PrescriptionCardData = {
  number: 'RX-3F6C9A10',
  pet: { name: 'Bruno', species: 'dog', breed: 'Beagle' },
  clinic: { name: 'Happy Paws Clinic', address: '4 Hazratganj', city: 'Lucknow' },
  doctor: { name: 'Dr. Asha Mehta', qualification: 'BVSc & AH', registrationNumber: 'UPVC-1234' },
  medicines: [
    {
      name: 'Meloxicam oral suspension',
      strength: '1.5 mg/ml',
      dose: '0.5 ml',
      frequency: 'once a day',
      days: 5,
      instructions: 'After food; stop if he vomits.',
    },
    {
      name: 'Chlorhexidine wipes',
      strength: '2%',
      dose: '1 wipe',
      frequency: 'twice a day',
      days: 1,
      instructions: '',
    },
  ],
  notes: {
    history: 'Limping on the left hind leg since yesterday.',
    findings: '',
    diagnosis: 'Soft-tissue sprain, left stifle.',
    advice: 'Rest; short leash walks for a week.',
  },
  writtenAt: '2026-12-08T05:50:00.000Z',
  followUpUntil: '2026-12-15T06:00:00.000Z',
};

const meta = {
  title: 'Components/PrescriptionCard',
  component: PrescriptionCard,
  args: { prescription, onDownload: fn() },
} satisfies Meta<typeof PrescriptionCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed, with notes and two medicines; its PDF one click away. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Prescription RX-3F6C9A10' })).toBeVisible();
    await expect(canvas.getByText(/Registration UPVC-1234/)).toBeVisible();
    await expect(canvas.getByText('Soft-tissue sprain, left stifle.')).toBeVisible();
    await expect(canvas.queryByText('Findings')).toBeNull();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('5 days');
    await expect(items[1]).toHaveTextContent('1 day');
    await userEvent.click(canvas.getByRole('button', { name: 'Download the prescription (PDF)' }));
    await expect(args.onDownload).toHaveBeenCalled();
  },
};

/** Notes only (no medicine needed), in Hindi: the doctor's words stay as written. */
export const NotesOnlyInHindi: Story = {
  parameters: { locale: 'hi' },
  args: { prescription: { ...prescription, medicines: [] }, onDownload: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('Soft-tissue sprain, left stifle.')).toHaveAttribute('lang', '');
  },
};

/**
 * "Order these medicines" (issue 53 item 2): one tap puts the prescription into the cart; once
 * ordered the page shows its link to the cart beside the buttons. On a phone they wrap.
 */
export const OrderTheMedicines: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: {
    onOrder: fn(),
    ordered: <a href="#cart">Go to your cart</a>,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const order = canvas.getByRole('button', { name: 'Order these medicines' });
    order.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOrder).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Go to your cart' })).toBeVisible();
  },
};

/** While it is being added, the button says so (aria-busy) and takes no second tap. */
export const Ordering: Story = {
  args: { onOrder: fn(), ordering: true },
  play: async ({ canvasElement, args }) => {
    const order = within(canvasElement).getByRole('button', { name: /Order these medicines/ });
    await expect(order).toHaveAttribute('aria-busy', 'true');
    await expect(order).toBeDisabled();
    await expect(args.onOrder).not.toHaveBeenCalled();
  },
};

/** Notes alone have nothing to order: no button, even where ordering is offered. */
export const NothingToOrder: Story = {
  args: { prescription: { ...prescription, medicines: [] }, onOrder: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Order these medicines' })).toBeNull();
    await expect(
      canvas.getByRole('button', { name: 'Download the prescription (PDF)' }),
    ).toBeVisible();
  },
};
