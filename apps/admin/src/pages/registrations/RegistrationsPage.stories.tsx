import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { RegistrationResponse } from '@petverse/api/contract';
import type { FixtureRequest } from '@repo/story-fixtures';
import { AdminFrame } from '../../stories/AdminFrame';
import { registration, registrations } from '../../stories/fixtures';
import { RegistrationPage } from './RegistrationPage';
import { RegistrationsPage } from './RegistrationsPage';

const meta = {
  title: 'Admin/Pages/Registrations',
  component: RegistrationsPage,
  parameters: { layout: 'fullscreen', route: '/registrations' },
} satisfies Meta<typeof RegistrationsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const asked: string[] = [];

export const Queue: Story = {
  render: () => (
    <AdminFrame
      path="/registrations"
      area="registrations"
      staffRole="partnerships"
      routes={{
        'GET /admin/registrations': ({ url }: FixtureRequest) => {
          asked.push(url.search);
          return registrations;
        },
      }}
    >
      <RegistrationsPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Happy Tails Grooming' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Happy Tails/ })).toHaveTextContent(
      'https://clinic.example',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Grooming Center Registration/ }));
    await waitFor(() => expect(asked.at(-1)).toContain('form=groomingCenter'));
    await expect(canvas.getByRole('button', { name: 'Export as CSV' })).toBeVisible();
  },
};

/** Declining needs a note, which the applicant is sent. */
export const Decide: Story = {
  parameters: { route: `/registrations/${registration._id}` },
  render: () => {
    let current: RegistrationResponse = { registration };
    return (
      <AdminFrame
        path="/registrations/:id"
        area="registrations"
        routes={{
          [`GET /admin/registrations/${registration._id}`]: () => current,
          [`POST /admin/registrations/${registration._id}/status`]: ({ body }: FixtureRequest) => {
            const { status, note } = body as { status: 'declined'; note: string };
            current = {
              registration: {
                ...registration,
                status,
                note,
                decidedBy: 'Arjun Mehta',
                decidedAt: '2026-11-25T10:00:00.000Z',
              },
              message: `Registration is now ${status}. ${registration.email} was told by mail.`,
            };
            return current;
          },
        }}
      >
        <RegistrationPage />
      </AdminFrame>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByText('Farah Khan')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /portfolio\.pdf/ })).toBeVisible();
    // What the partner's page sent with it (hidden fields, UTM), apart from the answers.
    const sent = canvas.getByRole('region', { name: 'Sent by the partner’s page' });
    await expect(within(sent).getByText('PN-02')).toBeVisible();
    await expect(within(sent).getByText('utm_source')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    const dialog = await page.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await expect(within(dialog).getByText(/is required/)).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(/Why/), 'We do not serve Leh yet.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await expect(await canvas.findByText(/Declined by Arjun Mehta/)).toBeVisible();
  },
};
