import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PageFrame } from '../../stories/PageFrame';
import SubscribeChoice, { type PurchasePlan } from './SubscribeChoice';

const PRODUCT = '00000000-0000-4000-8000-0000000000c1';
const offer = { subscribable: true, discountPercent: 5, intervals: [2, 4, 6, 8], price: 1186 };

/** The choice with its own state, as the product page holds it. */
function Choice({ disabled = false, answer = offer }: { disabled?: boolean; answer?: unknown }) {
  const [plan, setPlan] = useState<PurchasePlan | null>(null);
  return (
    <PageFrame path="/" routes={{ [`GET /product/${PRODUCT}/subscription`]: answer }}>
      <SubscribeChoice
        productId={PRODUCT}
        price={1249}
        value={plan}
        onChange={setPlan}
        disabled={disabled}
      />
      <output data-testid="plan">{plan ? `${plan.weeks}:${plan.price}` : 'none'}</output>
    </PageFrame>
  );
}

const meta = {
  title: 'Pages/Product subscribe choice',
  component: SubscribeChoice,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SubscribeChoice>;
export default meta;
type Story = StoryObj<typeof meta>;

const args = { productId: PRODUCT, price: 1249, value: null, onChange: () => {} };

/** One-time purchase first; subscribing shows the interval (4 weeks) and how it is paid. */
export const Default: Story = {
  args,
  render: () => <Choice />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const once = await canvas.findByRole('radio', { name: 'One-time purchase · ₹1,249.00' });
    await expect(once).toBeChecked();
    await expect(canvas.queryByRole('combobox', { name: 'Deliver' })).toBeNull();
    await step('subscribe, then every 6 weeks, by keyboard', async () => {
      await userEvent.click(
        canvas.getByRole('radio', { name: 'Subscribe & save 5 % · ₹1,186.00' }),
      );
      await expect(canvas.getByTestId('plan')).toHaveTextContent('4:1186');
      const every = canvas.getByRole('combobox', { name: 'Deliver' });
      await userEvent.selectOptions(every, '6');
      await expect(canvas.getByTestId('plan')).toHaveTextContent('6:1186');
    });
    await step('back to one-time', async () => {
      await userEvent.click(once);
      await expect(canvas.getByTestId('plan')).toHaveTextContent('0:1249');
      await expect(canvas.queryByRole('combobox', { name: 'Deliver' })).toBeNull();
    });
  },
};

/** While the product page still hydrates the choice is shown but takes no taps. */
export const WhileThePageHydrates: Story = {
  args,
  render: () => <Choice disabled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const subscribe = await canvas.findByRole('radio', { name: /Subscribe & save/ });
    await expect(subscribe).toBeDisabled();
    await userEvent.click(subscribe, { pointerEventsCheck: 0 });
    await expect(canvas.getByTestId('plan')).toHaveTextContent('none');
  },
};

/** A product that may not be subscribed to: nothing is shown. */
export const NotSubscribable: Story = {
  args,
  render: () => <Choice answer={{ ...offer, subscribable: false, price: null }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('plan')).toHaveTextContent('none');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};
