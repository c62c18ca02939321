import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdminFrame } from '../../stories/AdminFrame';
import { audit } from '../../stories/fixtures';
import { AuditPage } from './AuditPage';

const meta = {
  title: 'Admin/Pages/Audit log',
  component: AuditPage,
  parameters: { layout: 'fullscreen', route: '/audit' },
} satisfies Meta<typeof AuditPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <AdminFrame path="/audit" area="audit" routes={{ 'GET /admin/audit': audit }}>
      <AuditPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('row', { name: /order\.status/ });
    await expect(row).toHaveTextContent('Ravi Kumar');
    await expect(row).toHaveTextContent('status: packed');
    await expect(row).toHaveTextContent('courier: Delhivery');
    await expect(canvas.queryByRole('button', { name: /delete|edit/i })).toBeNull();
  },
};
