import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AdminProvider, ProviderStatement } from '@petverse/api/contract';
import type { FixtureRequest } from '@repo/story-fixtures';
import { AdminFrame, toastSaying } from '../../stories/AdminFrame';
import { adminProviders, providerStatement } from '../../stories/fixtures';
import { ProviderPage } from './ProviderPage';
import { ProvidersPage } from './ProvidersPage';

const meta = {
  title: 'Admin/Pages/Providers',
  component: ProvidersPage,
  parameters: { layout: 'fullscreen', route: '/providers' },
} satisfies Meta<typeof ProvidersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 25 Nov 2026 in India: the provider page's statement opens on November. */
const NOW = new Date('2026-11-25T10:30:00.000Z');
const [groomer, clinic, trainer] = adminProviders as [AdminProvider, AdminProvider, AdminProvider];

const list = (routes: Record<string, unknown>) => (
  <AdminFrame path="/providers" area="registrations" staffRole="partnerships" routes={routes}>
    <ProvidersPage />
  </AdminFrame>
);

/** Every provider for the partnerships team, filtered by status, kind, owner and commission. */
export const Default: Story = {
  render: () => list({ 'GET /admin/providers': { providers: adminProviders } }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Providers, by name' });
    await step('the partnerships role has the page in its menu', async () => {
      const nav = canvas.getByRole('navigation', { name: 'Back office' });
      await expect(within(nav).getByRole('link', { name: 'Providers' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
    await step('each provider with its owner, commission and status', async () => {
      await expect(await within(table).findByRole('link', { name: groomer.name })).toBeVisible();
      await expect(within(table).getByRole('row', { name: /Sit Stay Academy/ })).toHaveTextContent(
        'No owner yet',
      );
      await expect(within(table).getByRole('row', { name: /Healing Paws/ })).toHaveTextContent(
        '10%',
      );
      await expect(canvas.getByText(/No money moves through Petverse yet/)).toBeVisible();
    });
    await step('by status', async () => {
      await userEvent.selectOptions(canvas.getByLabelText('Status'), 'suspended');
      await waitFor(() => expect(within(table).queryByText(groomer.name)).toBeNull());
      await expect(within(table).getByRole('link', { name: clinic.name })).toBeVisible();
      await expect(canvas.getByText('1 of 4 providers')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    });
    await step('by kind and commission', async () => {
      await userEvent.selectOptions(canvas.getByLabelText('Kind'), 'trainer');
      await waitFor(() => expect(canvas.getByText('1 of 4 providers')).toBeVisible());
      await expect(within(table).getByRole('link', { name: trainer.name })).toBeVisible();
      await userEvent.selectOptions(canvas.getByLabelText('Commission'), '10');
      await expect(await canvas.findByText('No providers match')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    });
    await step('by owner', async () => {
      await userEvent.type(canvas.getByLabelText('Owner’s email'), 'groomvan{Enter}');
      await waitFor(() => expect(canvas.getByText('1 of 4 providers')).toBeVisible());
      await expect(within(table).getByRole('link', { name: groomer.name })).toBeVisible();
    });
  },
};

/** Before any provider registration is approved. */
export const Empty: Story = {
  render: () => list({ 'GET /admin/providers': { providers: [] } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No providers yet')).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = {
  render: () => list({ 'GET /admin/providers': 'pending' }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Loading providers, by name...'),
    ).toBeVisible();
  },
};

/** The list could not be read: the server's message, and Retry reads it again. */
export const LoadFailed: Story = {
  render: () => {
    let calls = 0;
    return list({
      'GET /admin/providers': () =>
        ++calls === 1
          ? { status: 503, body: { message: 'The database is busy.' } }
          : { providers: adminProviders },
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The database is busy.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('link', { name: groomer.name })).toBeVisible();
  },
};

/** One provider's page, answered as the server does (changes show in the next read). */
const providerPage = (
  start: AdminProvider,
  statementOf: (month: string) => ProviderStatement | { status: number; body: unknown },
) => {
  let current = start;
  const payouts = new Map<string, ProviderStatement['payout']>();
  return (
    <AdminFrame
      path="/providers/:id"
      area="registrations"
      staffRole="partnerships"
      routes={{
        'GET /admin/providers': () => ({
          providers: adminProviders.map((p) => (p.id === current.id ? current : p)),
        }),
        [`PATCH /admin/providers/${start.id}`]: ({ body }: FixtureRequest) => {
          const change = body as Partial<AdminProvider>;
          if ((change.commissionPercent ?? 0) > 50)
            return {
              status: 400,
              body: { message: 'commissionPercent must be a percentage from 0 to 50.' },
            };
          current = { ...current, ...change };
          return { message: 'Saved.' };
        },
        [`GET /admin/providers/${start.id}/statement`]: ({ url }: FixtureRequest) => {
          const month = url.searchParams.get('month')!;
          const answer = statementOf(month);
          return 'status' in answer ? answer : { ...answer, payout: payouts.get(month) ?? null };
        },
        [`POST /admin/providers/${start.id}/owner-invitation`]: ({ body }: FixtureRequest) => {
          const { email } = body as { email: string };
          if (email.endsWith('@groomvan.in'))
            return {
              status: 409,
              body: { message: 'This email already has a provider account.' },
            };
          return { status: 201, body: { message: `${email} was invited to own ${current.name}.` } };
        },
        [`POST /admin/providers/${start.id}/payouts`]: ({ body }: FixtureRequest) => {
          const { month, bankReference } = body as { month: string; bankReference: string };
          payouts.set(month, { bankReference, paidAt: '2026-11-25T10:45:00.000Z', amount: 2962.8 });
          return { status: 201, body: { message: 'Payout recorded.' } };
        },
      }}
    >
      <ProviderPage now={NOW} />
    </AdminFrame>
  );
};

const emptyMonth = (month: string): ProviderStatement => ({
  ...providerStatement,
  month,
  bookings: [],
  gross: 0,
  commission: 0,
  gstOnCommission: 0,
  net: 0,
});

/** This month's statement, and recording its payout with the bank's reference. */
export const Statement: Story = {
  parameters: { route: `/providers/${groomer.id}` },
  render: () =>
    providerPage(groomer, (month) => (month === '2026-11' ? providerStatement : emptyMonth(month))),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await step('the month’s figures and its done bookings', async () => {
      await expect(await canvas.findByRole('heading', { name: /GroomVan Pune/ })).toBeVisible();
      await expect(await canvas.findByText('₹2,962.80')).toBeVisible();
      await expect(canvas.getByLabelText('Month')).toHaveValue('2026-11');
      const table = canvas.getByRole('table', { name: 'Done bookings in November 2026' });
      await expect(within(table).getAllByRole('row')).toHaveLength(3);
      await expect(within(table).getByRole('row', { name: /Spa Day/ })).toHaveTextContent(
        '17 Nov 2026, 2:00 pm',
      );
      await expect(canvas.getByText('₹97.20')).toBeVisible();
      await expect(canvas.getByText('Not recorded yet')).toBeVisible();
    });
    await step('a payout needs the bank’s reference, and is recorded once', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Record payout' }));
      const dialog = await page.findByRole('alertdialog', {
        name: 'Record November 2026 as paid',
      });
      await expect(dialog).toHaveTextContent('No money moves through Petverse');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Record as paid' }));
      await expect(within(dialog).getByText('Bank reference (UTR) is required.')).toBeVisible();
      await userEvent.type(within(dialog).getByLabelText(/Bank reference/), 'UTR/2026/0042');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Record as paid' }));
      await toastSaying(canvasElement, 'Payout recorded.');
      await expect(
        await canvas.findByText(/₹2,962.80 paid on .*, bank reference UTR\/2026\/0042/),
      ).toBeVisible();
      await expect(canvas.queryByRole('button', { name: 'Record payout' })).toBeNull();
    });
    await step('another month, with nothing done', async () => {
      await userEvent.selectOptions(canvas.getByLabelText('Month'), '2026-10');
      await expect(await canvas.findByText('No bookings done in October 2026')).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Record payout' })).toBeDisabled();
      await expect(canvas.getByText('Nothing is payable for October 2026.')).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    });
  },
};

/** Suspending is confirmed first; a suspended provider can be reinstated. */
export const SuspendAndReinstate: Story = {
  parameters: { route: `/providers/${groomer.id}` },
  render: () => providerPage(groomer, () => providerStatement),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Suspend' }));
    let dialog = await page.findByRole('alertdialog', { name: 'Suspend GroomVan Pune' });
    await expect(dialog).toHaveTextContent('disappears from every list and cannot be booked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('heading', { name: /GroomVan Pune/ })).toHaveTextContent(
      'active',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Suspend' }));
    dialog = await page.findByRole('alertdialog', { name: 'Suspend GroomVan Pune' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await toastSaying(canvasElement, 'Saved.');
    await expect(await canvas.findByRole('button', { name: 'Reinstate' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: /GroomVan Pune/ })).toHaveTextContent(
      'suspended',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reinstate' }));
    dialog = await page.findByRole('alertdialog', { name: 'Reinstate GroomVan Pune' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reinstate' }));
    await expect(await canvas.findByRole('button', { name: 'Suspend' })).toBeVisible();
  },
};

/** The commission is a percentage from 0 to 50; a bad one is refused before it is sent. */
export const Commission: Story = {
  parameters: { route: `/providers/${groomer.id}` },
  render: () => providerPage(groomer, () => providerStatement),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText('Commission (%)');
    await expect(input).toHaveValue(15);
    await userEvent.clear(input);
    await userEvent.type(input, '60');
    await userEvent.click(canvas.getByRole('button', { name: 'Save commission' }));
    await expect(await canvas.findByText('Give a percentage from 0 to 50.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input);
    await userEvent.type(input, '12.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save commission' }));
    await toastSaying(canvasElement, 'Saved.');
    await waitFor(() =>
      expect(canvas.getByRole('table', { name: 'Done bookings in November 2026' })).toBeVisible(),
    );
    await expect(canvas.getByLabelText('Commission (%)')).toHaveValue(12.5);
  },
};

/** An invited provider has no owner yet: it can be neither suspended nor reinstated. */
export const Invited: Story = {
  parameters: { route: `/providers/${trainer.id}` },
  render: () => providerPage(trainer, emptyMonth),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Listed once its owner accepts the invitation.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Suspend' })).toBeNull();
    await expect(canvas.getByText(/No owner yet/)).toBeVisible();
  },
};

const demo = adminProviders.find((p) => p.demo)!;

/** A demo provider of the seed has no owner: the operator invites one by mail. */
export const DemoGetsAnOwner: Story = {
  parameters: { route: `/providers/${demo.id}` },
  render: () => providerPage(demo, emptyMonth),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/a demo provider of the seed/)).toBeVisible();
    const email = canvas.getByLabelText('Owner’s email');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(email).toHaveAccessibleDescription(/Give the email address/);
    await userEvent.type(email, 'ravi@groomvan.in');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(email).toHaveAccessibleDescription(/This email already has a provider account\./);
    await userEvent.clear(email);
    await userEvent.type(email, 'owner@pawfect.in');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(canvasElement.ownerDocument.body).toHaveTextContent(
        'owner@pawfect.in was invited to own Pawfect Mobile Grooming.',
      ),
    );
  },
};

/** The statement could not be read: its message and Retry, the rest of the page still there. */
export const StatementFailed: Story = {
  parameters: { route: `/providers/${groomer.id}` },
  render: () => {
    let calls = 0;
    return providerPage(groomer, () =>
      ++calls === 1
        ? { status: 503, body: { message: 'The database is busy.' } }
        : providerStatement,
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The database is busy.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Suspend' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByText('₹2,962.80')).toBeVisible();
  },
};

/** An address with no provider behind it. */
export const NotFound: Story = {
  parameters: { route: '/providers/00000000-0000-4000-8000-0000000000ff' },
  render: () => providerPage(groomer, () => providerStatement),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('There is no such provider')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See every provider' })).toBeVisible();
  },
};

/** While the provider's page loads. */
export const ProviderLoading: Story = {
  parameters: { route: `/providers/${groomer.id}` },
  render: () => (
    <AdminFrame
      path="/providers/:id"
      area="registrations"
      routes={{ 'GET /admin/providers': 'pending' }}
    >
      <ProviderPage now={NOW} />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the provider...')).toBeVisible();
  },
};
