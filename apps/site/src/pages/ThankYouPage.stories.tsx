import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import ThankYouPage from './ThankYouPage';

const meta = {
  title: 'Pages/Thank You',
  component: ThankYouPage,
  parameters: { route: '/thankyou', layout: 'fullscreen' },
  render: () => (
    <Routes>
      <Route path="/thankyou" element={<ThankYouPage />} />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>
  ),
} satisfies Meta<typeof ThankYouPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('thanks the visitor', async () => {
      await expect(
        canvas.getByRole('heading', {
          name: 'Thank you for registering! Our team will get back to you shortly.',
        }),
      ).toBeVisible();
    });
    await step('Our Services goes to the home page', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Our Services' }));
      await expect(await canvas.findByText('Home page')).toBeVisible();
    });
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Our Services' })).toBeVisible();
  },
};
