import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ShopFrame } from '../../stories/ShopFrame';
import { PharmacyOrder, PHARMACY_TEXTS } from './PharmacyOrder';

const meta = {
  title: 'Pages/Pharmacy order',
  component: PharmacyOrder,
  parameters: { layout: 'padded', route: '/pet-pharmacy' },
} satisfies Meta<typeof PharmacyOrder>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  render: () => (
    <ShopFrame path="/pet-pharmacy" routes={{}}>
      <PharmacyOrder />
    </ShopFrame>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the per-pack price is shown before anything is added', async () => {
      await expect(canvas.getAllByText('₹199.00').length).toBeGreaterThan(0);
    });
    await step('two packs: the total follows', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Increase packs' }));
      await expect(canvas.getByText('₹398.00')).toBeVisible();
    });
    await step('no prescription chosen: it says what is needed', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
      await expect(canvas.getByText(PHARMACY_TEXTS.noFile)).toBeVisible();
    });
    await step('a file of another kind is refused before sending', async () => {
      await userEvent.upload(
        canvas.getByLabelText(/^Prescription/),
        new File(['hello'], 'notes.txt', { type: 'text/plain' }),
        { applyAccept: false },
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
      await expect(canvas.getByText(PHARMACY_TEXTS.wrongType)).toBeVisible();
    });
  },
};

export const Visitor: Story = {
  render: () => (
    <ShopFrame path="/pet-pharmacy" routes={{}} signedIn={false}>
      <PharmacyOrder />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Log in to order' })).toBeEnabled();
    await expect(canvas.queryByLabelText(/^Prescription/)).toBeNull();
  },
};
