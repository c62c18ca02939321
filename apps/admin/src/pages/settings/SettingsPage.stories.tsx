import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FixtureRequest } from '@repo/story-fixtures';
import { AdminFrame, toastSaying } from '../../stories/AdminFrame';
import { SettingsPage } from './SettingsPage';

const meta = {
  title: 'Admin/Pages/Settings',
  component: SettingsPage,
  parameters: { layout: 'fullscreen', route: '/settings' },
} satisfies Meta<typeof SettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const saved: unknown[] = [];

/** The owner sets the free-delivery threshold, and clears it again. */
export const Default: Story = {
  render: () => {
    let freeDeliveryFrom: number | null = null;
    return (
      <AdminFrame
        path="/settings"
        area="settings"
        routes={{
          'GET /admin/settings/delivery': () => ({ freeDeliveryFrom }),
          'PUT /admin/settings/delivery': ({ body }: FixtureRequest) => {
            saved.push(body);
            freeDeliveryFrom = (body as { freeDeliveryFrom: number | null }).freeDeliveryFrom;
            return {
              freeDeliveryFrom,
              message:
                freeDeliveryFrom === null
                  ? 'Delivery is charged on every order (Economy ₹50, Express ₹100).'
                  : `Economy delivery is free on orders from ₹${freeDeliveryFrom}.`,
            };
          },
        }}
      >
        <SettingsPage />
      </AdminFrame>
    );
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByLabelText(/^Free Economy delivery from/);
    await step('without a threshold every order pays for delivery', async () => {
      await expect(field).toHaveValue(null);
      await expect(canvas.getByText(/Every order pays for delivery/)).toBeVisible();
    });
    await step('the owner sets ₹999', async () => {
      await userEvent.type(field, '999');
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await expect(
        await toastSaying(canvasElement, 'Economy delivery is free on orders from ₹999.'),
      ).toHaveTextContent('Economy delivery is free on orders from ₹999.');
      await expect(saved.at(-1)).toEqual({ freeDeliveryFrom: 999 });
      await waitFor(() =>
        expect(canvas.getByText(/Economy delivery is free on orders from ₹999.00/)).toBeVisible(),
      );
    });
    await step('an empty field clears it', async () => {
      await userEvent.clear(field);
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(saved.at(-1)).toEqual({ freeDeliveryFrom: null }));
    });
  },
};

/** A refusal from the server shows under the form. */
export const Refused: Story = {
  render: () => (
    <AdminFrame
      path="/settings"
      area="settings"
      routes={{
        'GET /admin/settings/delivery': { freeDeliveryFrom: 999 },
        'PUT /admin/settings/delivery': {
          status: 400,
          body: {
            message:
              'The free-delivery threshold must be a whole number of rupees from 1 to 100000, or empty for none.',
          },
        },
      }}
    >
      <SettingsPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByLabelText(/^Free Economy delivery from/);
    await waitFor(() => expect(field).toHaveValue(999));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The free-delivery threshold must be a whole number of rupees from 1 to 100000, or empty for none.',
    );
  },
};
