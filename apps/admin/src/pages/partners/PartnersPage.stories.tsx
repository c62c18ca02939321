import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type {
  PartnerDeliveriesResponse,
  PartnerDelivery,
  PartnersResponse,
} from '@petverse/api/contract';
import type { FixtureRequest, FixtureRoutes } from '@repo/story-fixtures';
import { AdminFrame, toastSaying } from '../../stories/AdminFrame';
import { PartnersPage } from './PartnersPage';

const meta = {
  title: 'Admin/Pages/Partner sites',
  component: PartnersPage,
  parameters: { layout: 'fullscreen', route: '/partners' },
} satisfies Meta<typeof PartnersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const PAWS = 'https://www.happypaws.in';
const CLINICS = 'https://clinics.example.org';
const partners: PartnersResponse = {
  partners: [
    { origin: PAWS, webhookUrl: 'https://www.happypaws.in/hooks/petverse' },
    { origin: CLINICS, webhookUrl: null },
  ],
};
const delivery = (fields: Partial<PartnerDelivery>): PartnerDelivery => ({
  _id: '5b1c0d2e-8f3a-4c6b-9d7e-0a1b2c3d4e5f',
  event: 'registration.submitted',
  submissionId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  status: 'delivered',
  attempts: 1,
  lastStatusCode: 204,
  lastError: null,
  lastAttemptAt: '2026-11-26T10:02:12.000Z',
  deliveredAt: '2026-11-26T10:02:12.000Z',
  nextAttemptAt: null,
  createdAt: '2026-11-26T10:02:11.000Z',
  ...fields,
});
const FAILING = '7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918';
const deliveries = [
  delivery({
    _id: FAILING,
    status: 'pending',
    attempts: 3,
    lastStatusCode: 503,
    lastError: 'answered 503',
    deliveredAt: null,
    nextAttemptAt: '2026-11-26T10:10:00.000Z',
    createdAt: '2026-11-26T10:05:00.000Z',
  }),
  delivery({}),
];
const logOf = (origin: string, list: PartnerDelivery[]): PartnerDeliveriesResponse => ({
  origin,
  webhookUrl: partners.partners.find((p) => p.origin === origin)?.webhookUrl ?? null,
  deliveries: list,
});

const page = (routes: FixtureRoutes) => (
  <AdminFrame path="/partners" area="registrations" staffRole="partnerships" routes={routes}>
    <PartnersPage />
  </AdminFrame>
);

/** A partner's deliveries: delivered, and one its server refused, waiting for its next retry. */
export const Default: Story = {
  render: () => {
    let list = deliveries;
    return page({
      'GET /admin/partners': partners,
      'GET /admin/partners/deliveries': ({ url }: FixtureRequest) =>
        logOf(
          url.searchParams.get('origin') ?? '',
          url.searchParams.get('origin') === PAWS ? list : [],
        ),
      [`POST /admin/partners/deliveries/${FAILING}/resend`]: () => {
        list = list.map((d) => (d._id === FAILING ? { ...d, nextAttemptAt: null } : d));
        return {
          status: 202,
          body: { delivery: list[0], message: `Sending it again to ${PAWS}, with the same id.` },
        };
      },
      'POST /admin/partners/test': ({ body }: FixtureRequest) => {
        const made = delivery({
          _id: '1f2e3d4c-5b6a-4789-8a9b-0c1d2e3f4a5b',
          event: 'webhook.test',
          submissionId: null,
          status: 'pending',
          attempts: 0,
          lastStatusCode: null,
          deliveredAt: null,
          lastAttemptAt: null,
        });
        list = [made, ...list];
        const { origin } = body as { origin: string };
        return {
          status: 202,
          body: { delivery: made, message: `A test event is on its way to ${origin}.` },
        };
      },
    });
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: `Deliveries to ${PAWS}, newest first` });
    await step('each delivery says its event, id, answer, attempts and next retry', async () => {
      const failing = await within(table).findByRole('row', { name: new RegExp(FAILING) });
      await expect(failing).toHaveTextContent('Registration');
      await expect(failing).toHaveTextContent('HTTP 503');
      await expect(failing).toHaveTextContent('pending');
      await expect(failing).toHaveTextContent('3');
      await expect(failing).toHaveTextContent('26 Nov 2026');
      await expect(canvas.getByText('https://www.happypaws.in/hooks/petverse')).toBeVisible();
    });
    await step('resending one says it goes with the same id', async () => {
      await userEvent.click(within(table).getByRole('button', { name: `Resend ${FAILING}` }));
      await expect(await toastSaying(canvasElement, 'with the same id')).toHaveTextContent(
        `Sending it again to ${PAWS}, with the same id.`,
      );
    });
    await step('a test event is sent and shows in the log', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Send a test event' }));
      await expect(await toastSaying(canvasElement, 'A test event')).toHaveTextContent(
        `A test event is on its way to ${PAWS}.`,
      );
      await expect(await within(table).findByRole('row', { name: /Test event/ })).toHaveTextContent(
        'Not tried yet',
      );
    });
    await step('a partner without a webhook cannot be sent anything', async () => {
      await userEvent.selectOptions(canvas.getByLabelText('Partner site'), CLINICS);
      await expect(
        await canvas.findByText(
          'This partner has no webhook: the operator sets one in PARTNER_WEBHOOKS.',
        ),
      ).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Send a test event' })).toBeDisabled();
      await expect(await canvas.findByText('No deliveries yet')).toBeVisible();
    });
  },
};

/** While the partner sites load. */
export const Loading: Story = {
  render: () => page({ 'GET /admin/partners': 'pending' }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Loading the partner sites...'),
    ).toBeVisible();
  },
};

/** A partner whose pages have sent nothing yet. */
export const Empty: Story = {
  render: () =>
    page({
      'GET /admin/partners': partners,
      'GET /admin/partners/deliveries': logOf(PAWS, []),
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No deliveries yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send a test event' })).toBeEnabled();
  },
};

/** No partner sites at all: says where the operator lists them. */
export const NoPartners: Story = {
  render: () => page({ 'GET /admin/partners': { partners: [] } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No partner sites yet')).toBeVisible();
  },
};

/** The log could not load: the server's message, and Retry loads it again. */
export const LoadError: Story = {
  render: () => {
    let calls = 0;
    return page({
      'GET /admin/partners': partners,
      'GET /admin/partners/deliveries': () =>
        ++calls === 1
          ? { status: 503, body: { message: 'The database is not answering. Try again shortly.' } }
          : logOf(PAWS, deliveries),
    });
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('says why', async () => {
      await expect(
        await canvas.findByText('The database is not answering. Try again shortly.'),
      ).toBeVisible();
    });
    await step('Retry loads the log', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
      await waitFor(() =>
        expect(canvas.getByRole('row', { name: new RegExp(FAILING) })).toBeVisible(),
      );
    });
  },
};
