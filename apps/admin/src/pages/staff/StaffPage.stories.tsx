import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FixtureRequest } from '@repo/story-fixtures';
import { AdminFrame, toastSaying } from '../../stories/AdminFrame';
import { staffList } from '../../stories/fixtures';
import { StaffPage } from './StaffPage';

const meta = {
  title: 'Admin/Pages/Staff',
  component: StaffPage,
  parameters: { layout: 'fullscreen', route: '/staff' },
} satisfies Meta<typeof StaffPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const invited: unknown[] = [];

export const Default: Story = {
  render: () => (
    <AdminFrame
      path="/staff"
      area="staff"
      routes={{
        'GET /admin/staff': staffList,
        'POST /admin/staff/invitations': ({ body }: FixtureRequest) => {
          invited.push(body);
          return { status: 201, body: { message: 'Invitation sent to arjun.m@petverse.in.' } };
        },
      }}
    >
      <StaffPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'The team' })).toBeVisible();
    await expect(await canvas.findByRole('combobox', { name: 'Role of Ravi Kumar' })).toHaveValue(
      'operations',
    );
    await expect(canvas.getByRole('row', { name: /Farah Khan/ })).toHaveTextContent(/disabled/i);
    await userEvent.type(canvas.getByLabelText(/^Email/), 'arjun.m@petverse.in');
    await userEvent.selectOptions(canvas.getByLabelText(/^Role$/), 'partnerships');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(
      await toastSaying(canvasElement, 'Invitation sent to arjun.m@petverse.in.'),
    ).toHaveTextContent('Invitation sent to arjun.m@petverse.in.');
    await expect(invited.at(-1)).toEqual({ email: 'arjun.m@petverse.in', role: 'partnerships' });
  },
};
