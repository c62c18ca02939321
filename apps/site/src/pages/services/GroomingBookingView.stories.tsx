import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Address, GroomingPartner } from '@petverse/api/contract';
import type { AddressFormValues } from '@petverse/forms/accounts';
import { GroomingBookingView } from './GroomingBookingView';

const home: Address = {
  _id: 'a1',
  type: 'Home',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  street: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
  country: 'India',
  isDefault: true,
};
const work: Address = { ...home, _id: 'a2', type: 'Work', street: '5 Tech Park', isDefault: false };
const partner: GroomingPartner = {
  _id: 'g1',
  name: 'Pawfect Mobile Grooming',
  phone: '9876500011',
  email: 'pune@pawfect.example',
  rating: 4.8,
  address: {
    street: '21 Koregaon Park Road',
    city: 'Pune',
    state: 'Maharashtra',
    pinCode: '411001',
  },
  services: [
    { serviceName: 'Full Grooming Package', price: 2499 },
    { serviceName: 'Nail Trimming', price: 299 },
  ],
};

const meta = {
  title: 'Pages/GroomingBooking',
  component: GroomingBookingView,
  parameters: { layout: 'padded', route: '/grooming-registration' },
  args: {
    addresses: [home, work],
    selected: home,
    onSelect: fn(),
    pets: [{ _id: 'p1', name: 'Bruno' }],
    partner,
    onBook: fn(async () => undefined),
    addAddress: fn(async (values: AddressFormValues): Promise<Address> => ({
      ...home,
      ...values,
      _id: 'address-new',
      isDefault: false,
    })),
  },
} satisfies Meta<typeof GroomingBookingView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Book Grooming Appointment' })).toBeVisible();
    await expect(canvas.getByText('12 MG Road')).toBeVisible();
    await expect(canvas.getByText('Default')).toBeVisible();
    // The form loads on demand (its own chunk): a cold start of the story server can take seconds.
    await canvas.findByRole('combobox', { name: /^Pet/ }, { timeout: 5000 });
    await step('choose pet and service: the button shows the total', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: /^Pet/ }));
      await userEvent.click(await canvas.findByRole('option', { name: 'Bruno' }));
      await userEvent.click(canvas.getByRole('combobox', { name: /^Service/ }));
      await userEvent.click(
        await canvas.findByRole('option', { name: 'Full Grooming Package - ₹2499' }),
      );
      await expect(
        canvas.getByRole('button', { name: 'Book Appointment (₹2499)' }),
      ).toBeInTheDocument();
    });
    await step('date and time, then book', async () => {
      // Tomorrow in India: a time today may already have gone by when the story runs.
      const tomorrow = new Date(Date.now() + 330 * 60_000 + 86_400_000).toISOString().slice(0, 10);
      await userEvent.type(canvas.getByLabelText(/^Appointment Date/), tomorrow);
      await userEvent.type(canvas.getByLabelText(/^Appointment Time/), '11:00');
      await userEvent.click(canvas.getByRole('button', { name: 'Book Appointment (₹2499)' }));
      await waitFor(() =>
        expect(args.onBook).toHaveBeenCalledWith(
          expect.objectContaining({
            petId: 'p1',
            services: ['Full Grooming Package'],
            total: 2499,
          }),
        ),
      );
    });
  },
};

export const ChangeAddress: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'CHANGE' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Select Address' });
    await userEvent.click(within(dialog).getByRole('button', { name: /5 Tech Park/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(work);
    await expect(
      await within(document.body).findByText('Address selected successfully'),
    ).toBeInTheDocument();
  },
};

export const NoAddresses: Story = {
  args: { addresses: [], selected: null, partner: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Book Appointment' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'CHANGE' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Select Address' });
    await expect(within(dialog).getByText('No addresses found')).toBeVisible();
    // The address is added right here, and chosen: the booking is not left behind.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Address' }));
    await userEvent.type(await within(dialog).findByLabelText('Street'), '12 FC Road');
    await userEvent.type(within(dialog).getByLabelText('City'), 'Pune');
    await userEvent.type(within(dialog).getByLabelText('State'), 'Maharashtra');
    await userEvent.type(within(dialog).getByLabelText('Pincode'), '411004');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Address' }));
    await waitFor(() =>
      expect(args.onSelect).toHaveBeenCalledWith(
        expect.objectContaining({ _id: 'address-new', street: '12 FC Road' }),
      ),
    );
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const NoPartnerInCity: Story = {
  args: { partner: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/No grooming partner serves Pune yet/)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Book Appointment' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'CHANGE' })).toBeVisible();
  },
};
