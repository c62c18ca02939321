import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CouponField } from './CouponField';

const meta = {
  title: 'UI/CouponField',
  component: CouponField,
  args: { onApply: fn(), onRemove: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  tags: ['autodocs'],
} satisfies Meta<typeof CouponField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Coupon code' });
    await step('Apply with nothing typed says so, and sends nothing', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
      await expect(args.onApply).not.toHaveBeenCalled();
      await expect(input).toHaveAccessibleDescription('Please enter a coupon code.');
      await expect(canvas.getByRole('status')).toHaveTextContent('Please enter a coupon code.');
    });
    await step('typing clears the message; Enter applies the trimmed code', async () => {
      await userEvent.type(input, '  welcome10 {Enter}');
      await expect(input).not.toHaveAttribute('aria-invalid');
      await expect(args.onApply).toHaveBeenCalledWith('welcome10');
    });
  },
};

export const Checking: Story = {
  args: { defaultCode: 'WELCOME10', checking: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Apply' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server's reason; the typed code stays, to be corrected. */
export const Refused: Story = {
  args: {
    defaultCode: 'BIGSAVE',
    error: 'BIGSAVE needs an order of at least ₹2,500. Add ₹501 more to use it.',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Coupon code' });
    await expect(input).toHaveValue('BIGSAVE');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'BIGSAVE needs an order of at least ₹2,500. Add ₹501 more to use it.',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(/Add ₹501 more/);
    await userEvent.clear(input);
    await userEvent.type(input, 'WELCOME10');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledWith('WELCOME10');
  },
};

export const Applied: Story = {
  args: { applied: { code: 'WELCOME10', saving: 199 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('WELCOME10 applied: you save ₹199.00.', { selector: 'p' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('WELCOME10 applied');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove coupon' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  args: { defaultCode: 'WELCOME10' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Coupon code' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeVisible();
  },
};
