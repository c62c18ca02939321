import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FixtureRequest } from '@repo/story-fixtures';
import { APPOINTMENT_MESSAGES } from '@petverse/api/contract';
import { AdminFrame } from '../../stories/AdminFrame';
import { appointments } from '../../stories/fixtures';
import { AppointmentsPage } from './AppointmentsPage';

const meta = {
  title: 'Admin/Pages/Appointments',
  component: AppointmentsPage,
  parameters: { layout: 'fullscreen', route: '/appointments?from=2026-11-25' },
} satisfies Meta<typeof AppointmentsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const asked: string[] = [];

export const Day: Story = {
  render: () => (
    <AdminFrame
      path="/appointments"
      area="appointments"
      staffRole="operations"
      routes={{
        'GET /admin/appointments': ({ url }: FixtureRequest) => {
          asked.push(url.search);
          return appointments;
        },
      }}
    >
      <AppointmentsPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('row', { name: /Bruno/ });
    await expect(row).toHaveTextContent('10:30 am');
    await expect(within(row).getByRole('link', { name: '9123456780' })).toHaveAttribute(
      'href',
      'tel:9123456780',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Week' }));
    await waitFor(() => expect(asked.at(-1)).toContain('days=7'));
  },
};

export const Nobody: Story = {
  render: () => (
    <AdminFrame
      path="/appointments"
      area="appointments"
      routes={{ 'GET /admin/appointments': { appointments: [], providers: [] } }}
    >
      <AppointmentsPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No appointments')).toBeVisible();
  },
};

/** A move the rules refuse keeps the dialog open, and says why in it (issue 55 item 1). */
export const MoveRefused: Story = {
  render: () => (
    <AdminFrame
      path="/appointments"
      area="appointments"
      staffRole="operations"
      routes={{
        'GET /admin/appointments': {
          ...appointments,
          appointments: appointments.appointments.map((a) => ({ ...a, reschedulable: true })),
        },
        [`POST /admin/appointments/grooming/${appointments.appointments[0]!._id}/reschedule`]: {
          status: 409,
          body: { message: APPOINTMENT_MESSAGES.slotTaken },
        },
      }}
    >
      <AppointmentsPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('row', { name: /Bruno/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Move' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.type(within(dialog).getByLabelText(/New date/), '2026-11-28');
    await userEvent.type(within(dialog).getByLabelText(/New time/), '10:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      APPOINTMENT_MESSAGES.slotTaken,
    );
    await expect(dialog).toBeVisible();
  },
};
