import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeliveryEstimate, type DeliveryEstimateState } from './DeliveryEstimate';

const found: DeliveryEstimateState = {
  status: 'found',
  place: 'Pune, Maharashtra',
  options: [
    { label: 'Economy', arrives: 'Delivered by Sat, 28 Nov' },
    { label: 'Express', arrives: 'Delivered by Wed, 25 Nov' },
  ],
};

/** Typing works; the state is the story's. */
function Typed(props: {
  state: DeliveryEstimateState;
  pincode?: string;
  error?: string;
  onCheck: (p: string) => void;
}) {
  const [pincode, setPincode] = useState(props.pincode ?? '');
  return (
    <DeliveryEstimate
      pincode={pincode}
      onPincodeChange={setPincode}
      onCheck={props.onCheck}
      state={props.state}
      error={props.error}
    />
  );
}

const meta = {
  title: 'UI/DeliveryEstimate',
  component: DeliveryEstimate,
  args: { pincode: '', onPincodeChange: fn(), onCheck: fn(), state: { status: 'idle' } },
  render: (args) => (
    <Typed state={args.state} pincode={args.pincode} error={args.error} onCheck={args.onCheck} />
  ),
  tags: ['autodocs'],
} satisfies Meta<typeof DeliveryEstimate>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Pincode' });
    // Only digits, at most six.
    await userEvent.type(field, '41a1004999');
    await expect(field).toHaveValue('411004');
    await userEvent.keyboard('{Enter}');
    await expect(args.onCheck).toHaveBeenCalledWith('411004');
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await expect(args.onCheck).toHaveBeenCalledTimes(2);
  },
};

export const Checking: Story = {
  args: { pincode: '411004', state: { status: 'checking' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking delivery to 411004');
    await expect(canvas.getByRole('button', { name: 'Check' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Found: Story = {
  args: { pincode: '411004', state: found },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Delivering to Pune, Maharashtra');
    await expect(status).toHaveTextContent('Economy: Delivered by Sat, 28 Nov');
    await expect(status).toHaveTextContent('Express: Delivered by Wed, 25 Nov');
  },
};

/** Where cash on delivery is offered, and up to what total. */
export const FoundWithCashOnDelivery: Story = {
  args: {
    pincode: '110001',
    state: {
      ...found,
      place: 'New Delhi, Delhi',
      note: 'Cash on delivery available up to ₹10,000.00',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Cash on delivery available up to ₹10,000.00',
    );
  },
};

/** A real pincode no courier serves (Lakshadweep): said plainly, no dates promised. */
export const NotServiceable: Story = {
  args: {
    pincode: '682555',
    state: {
      status: 'unserviceable',
      place: 'Kavaratti, Lakshadweep',
      message: 'Sorry, we do not deliver to 682555 yet. Please choose another address.',
    },
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Sorry, we do not deliver to 682555 yet.');
    await expect(status).not.toHaveTextContent('Delivered by');
  },
};

export const UnknownPincode: Story = {
  args: { pincode: '999999', state: { status: 'unknown' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'We could not find pincode 999999. Please check it.',
    );
  },
};

export const NotSixDigits: Story = {
  args: { pincode: '4110', error: 'Enter a 6-digit pincode.' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Pincode' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Enter a 6-digit pincode.');
  },
};

export const CheckFailed: Story = {
  args: {
    pincode: '411004',
    state: { status: 'error', message: 'Could not check delivery. Please try again.' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Could not check delivery. Please try again.',
    );
  },
};

export const Mobile: Story = {
  args: { pincode: '411004', state: found },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
