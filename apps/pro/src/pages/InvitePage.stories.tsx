import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ProFrame } from '../stories/ProFrame';
import { InvitePage } from './InvitePage';

const TOKEN = 'a-long-invitation-token-0123456789';
const meta = {
  title: 'Pro/Pages/Invitation',
  component: InvitePage,
  parameters: { layout: 'fullscreen', route: `/invite?token=${TOKEN}` },
} satisfies Meta<typeof InvitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (routes: Record<string, unknown>) => (
  <ProFrame path="/invite" signedIn={false} framed={false} routes={routes}>
    <InvitePage />
  </ProFrame>
);

/** The owner names themselves and chooses a password; the portal opens on their hours. */
export const Joins: Story = {
  render: () =>
    page({
      'GET /pro/invite': { usable: true, providerName: 'GroomVan Pune', email: 'ravi@groomvan.in' },
      'POST /pro/invite': {
        token: 'pvp_new',
        provider: { id: 'p-1', kind: 'groomer', name: 'GroomVan Pune' },
        member: { name: 'Ravi', email: 'ravi@groomvan.in', role: 'owner' },
      },
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/You are invited to run/)).toHaveTextContent(
      'You are invited to run GroomVan Pune on Petverse with ravi@groomvan.in.',
    );
    await userEvent.type(canvas.getByLabelText('Your name'), 'Ravi Kulkarni');
    await userEvent.type(canvas.getByLabelText('Choose a password'), 'grooming van on wheels 9');
    await userEvent.click(canvas.getByRole('button', { name: 'Create your account' }));
    await expect(await canvas.findByText('The hours page')).toBeVisible();
  },
};

/** A used, withdrawn or expired link says so and asks for a new one. */
export const NoLongerWorks: Story = {
  render: () => page({ 'GET /pro/invite': { usable: false } }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: 'This invitation no longer works',
      }),
    ).toBeVisible();
  },
};

/** The invitation could not be read: a message and Retry. */
export const ReadFailed: Story = {
  render: () => page({ 'GET /pro/invite': { status: 503, body: { message: 'Busy.' } } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** In Hindi. */
export const Hindi: Story = {
  parameters: { locale: 'hi' },
  render: () =>
    page({
      'GET /pro/invite': { usable: true, providerName: 'GroomVan Pune', email: 'ravi@groomvan.in' },
    }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'प्रदाताओं के लिए Petverse से जुड़ें' }),
    ).toBeVisible();
  },
};
