import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  PHARMACY_MESSAGES,
  type PetRecordChangeResponse,
  type PetRecordResponse,
} from '@petverse/api/contract';
import { ShopFrame } from '../../stories/ShopFrame';
import PetRecordPage from './PetRecordPage';
import SharedRecordPage from './SharedRecordPage';

const PET = '00000000-0000-4000-8000-0000000000a1';
const PATH = '/auth/profile/pets/:petId/record';
const ROUTE = `/auth/profile/pets/${PET}/record`;

const VET_VISIT = '7d4f3c52-0c1e-4a57-9d8e-2b1b3f6c9a10';
const medicinesLine = {
  _id: 'rx-line',
  quantity: 1,
  price: 199,
  prescriptionFile: `/api/consultations/${VET_VISIT}/prescription.pdf`,
  itemType: 'pharmacy',
  bookingId: VET_VISIT,
};

const empty: PetRecordResponse = {
  pet: { id: PET, name: 'Sheru', species: 'dog', breed: 'Indie', petDateOfBirth: '2022-06-01' },
  vaccinations: [],
  dewormings: [],
  weights: [],
  conditions: [],
  due: [],
  visits: [],
  share: null,
  documents: [],
};

const full: PetRecordResponse = {
  ...empty,
  vaccinations: [
    {
      id: 'v2',
      name: 'Anti-rabies',
      givenOn: '2025-04-02',
      nextDueOn: '2026-04-02',
      brand: 'Rabisin',
      batch: 'R-2291',
    },
    {
      id: 'v1',
      name: 'DHPPi+L',
      givenOn: '2025-03-01',
      nextDueOn: '2026-03-01',
      brand: null,
      batch: null,
    },
  ],
  dewormings: [{ id: 'd1', name: 'Fenbendazole', givenOn: '2026-01-10', nextDueOn: '2026-04-10' }],
  weights: [
    { id: 'w1', kg: 14.2, measuredOn: '2025-09-01' },
    { id: 'w2', kg: 16.8, measuredOn: '2025-12-01' },
    { id: 'w3', kg: 18.4, measuredOn: '2026-03-01' },
  ],
  conditions: [{ id: 'c1', kind: 'allergy', text: 'Chicken' }],
  visits: [
    {
      bookingId: '7d4f3c52-0c1e-4a57-9d8e-2b1b3f6c9a10',
      kind: 'vet',
      provider: 'Happy Paws Clinic',
      service: 'Video consultation',
      start: '2026-03-02T11:00:00+05:30',
      prescription: {
        number: 'RX-3F6C9A10',
        diagnosis: 'Soft-tissue sprain, left stifle.',
        medicines: ['Meloxicam oral suspension 1.5 mg/ml'],
      },
    },
    {
      bookingId: '9a1e3c52-0c1e-4a57-9d8e-2b1b3f6c9a11',
      kind: 'groomer',
      provider: 'GroomVan Pune',
      service: 'Full Grooming',
      start: '2026-02-10T10:00:00+05:30',
      prescription: null,
    },
  ],
  due: [
    { kind: 'vaccination', name: 'DHPPi+L', dueOn: '2026-03-01', id: 'v1', overdue: true },
    { kind: 'vaccination', name: 'Anti-rabies', dueOn: '2026-04-02', id: 'v2', overdue: false },
    { kind: 'deworming', name: 'Fenbendazole', dueOn: '2026-04-10', id: 'd1', overdue: false },
  ],
};

const changed = (record: PetRecordResponse, message: string): PetRecordChangeResponse => ({
  message,
  record,
});

const meta = {
  title: 'Pages/Account tabs/Pet health record',
  component: PetRecordPage,
  parameters: { layout: 'padded', route: ROUTE },
} satisfies Meta<typeof PetRecordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Everything recorded: what is due (one overdue), each list, the weight line with its words. */
export const Recorded: Story = {
  render: () => (
    <ShopFrame
      path={PATH}
      routes={{
        [`GET /pets/${PET}/record`]: full,
        [`DELETE /pets/${PET}/conditions/c1`]: changed(
          { ...full, conditions: [] },
          'Entry deleted.',
        ),
        [`POST /pets/${PET}/share`]: {
          url: 'https://petverse.in/pet-record/abc',
          expiresAt: '2026-04-09T06:30:00.000Z',
        },
        [`POST /consultations/${VET_VISIT}/prescription/order`]: {
          cart: medicinesLine,
          carts: [medicinesLine],
          message: PHARMACY_MESSAGES.added,
        },
      }}
    >
      <PetRecordPage />
    </ShopFrame>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const due = await canvas.findByRole('list', { name: 'What is due' });
    const [first] = within(due).getAllByRole('listitem');
    await expect(first).toHaveTextContent('DHPPi+L');
    await expect(first).toHaveTextContent('Overdue since');
    await expect(canvas.getByRole('img', { name: /Weight went from 14.2 kg/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download the record (PDF)' })).toBeEnabled();
    await step('visits, with the consultation’s prescription and the way to it', async () => {
      const [vet, groomer] = within(canvas.getByRole('list', { name: 'Visits' })).getAllByRole(
        'listitem',
      );
      await expect(vet).toHaveTextContent('Happy Paws Clinic · Video consultation');
      await expect(vet).toHaveTextContent('Prescription RX-3F6C9A10: Soft-tissue sprain');
      await expect(vet).toHaveTextContent('Meloxicam oral suspension 1.5 mg/ml');
      await expect(
        within(vet!).getByRole('link', { name: 'Prescription and chat' }),
      ).toHaveAttribute('href', '/consult/7d4f3c52-0c1e-4a57-9d8e-2b1b3f6c9a10');
      await expect(groomer).toHaveTextContent('GroomVan Pune · Full Grooming');
      await expect(within(groomer!).queryByRole('link')).toBeNull();
      await expect(within(groomer!).queryByRole('button')).toBeNull();
    });
    await step('order the prescription’s medicines from the record, by keyboard', async () => {
      const vet = within(canvas.getByRole('list', { name: 'Visits' })).getAllByRole('listitem')[0]!;
      within(vet)
        .getByRole('button', { name: 'Order these medicines: prescription RX-3F6C9A10' })
        .focus();
      await userEvent.keyboard('{Enter}');
      await expect(
        await within(vet).findByRole('link', { name: 'Go to your cart' }),
      ).toHaveAttribute('href', '/auth/pet-cart');
      await expect(within(vet).queryByRole('button')).toBeNull();
      await waitFor(() => expect(document.body).toHaveTextContent(PHARMACY_MESSAGES.added));
    });
    await step('delete a condition, confirmed', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Delete Chicken' }));
      const dialog = await within(document.body).findByRole('alertdialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() =>
        expect(canvas.getByText('No allergies or conditions recorded.')).toBeVisible(),
      );
    });
    await step('make a share link', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Make a share link' }));
      await expect(await canvas.findByTestId('share-url')).toHaveTextContent(
        'https://petverse.in/pet-record/abc',
      );
      await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible();
    });
  },
};

/** A new pet: every list says it is empty; adding a vaccination shows it and its due date. */
export const EmptyThenAdd: Story = {
  render: () => (
    <ShopFrame
      path={PATH}
      routes={{
        [`GET /pets/${PET}/record`]: empty,
        [`POST /pets/${PET}/vaccinations`]: changed(
          {
            ...empty,
            vaccinations: [full.vaccinations[0]!],
            due: [full.due[1]!],
          },
          'Vaccination added.',
        ),
      }}
    >
      <PetRecordPage />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No vaccinations recorded yet.')).toBeVisible();
    await expect(canvas.getByText('Nothing is due.')).toBeVisible();
    const form = canvas.getByRole('form', { name: 'Add a vaccination' });
    await userEvent.type(within(form).getByLabelText(/Vaccine/), 'Anti-rabies');
    await userEvent.type(within(form).getByLabelText(/Date given/), '2025-04-02');
    await userEvent.click(within(form).getByRole('button', { name: 'Add vaccination' }));
    const list = await canvas.findByRole('list', { name: 'Vaccinations' });
    await expect(list).toHaveTextContent('Anti-rabies');
  },
};

/** The server's 400 shows under the form it answers. */
export const ValidationMessage: Story = {
  render: () => (
    <ShopFrame
      path={PATH}
      routes={{
        [`GET /pets/${PET}/record`]: empty,
        [`POST /pets/${PET}/weights`]: {
          status: 400,
          body: { message: 'Weight must be a number of kg from 0.05 to 150.' },
        },
      }}
    >
      <PetRecordPage />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Add a weight' });
    await userEvent.type(within(form).getByLabelText(/Weight \(kg\)/), '900');
    await userEvent.type(within(form).getByLabelText(/Date weighed/), '2026-03-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Add weight' }));
    await expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Weight must be a number of kg from 0.05 to 150.',
    );
  },
};

export const Loading: Story = {
  render: () => (
    <ShopFrame path={PATH} routes={{ [`GET /pets/${PET}/record`]: 'pending' }}>
      <PetRecordPage />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Loading the health record...'),
    ).toBeInTheDocument();
  },
};

export const LoadFailure: Story = {
  render: () => (
    <ShopFrame
      path={PATH}
      routes={{ [`GET /pets/${PET}/record`]: { status: 500, body: { message: 'boom' } } }}
    >
      <PetRecordPage />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** On a phone (360 px) nothing scrolls sideways. */
export const Phone: Story = {
  ...Recorded,
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'What is due' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/** The record as a share link shows it: read-only, no delete buttons, no forms. */
export const Shared: Story = {
  parameters: { route: '/pet-record/abc' },
  render: () => (
    <ShopFrame
      path="/pet-record/:token"
      signedIn={false}
      routes={{ 'GET /pets/shared/abc': { ...full, expiresAt: '2026-04-09T06:30:00.000Z' } }}
    >
      <SharedRecordPage />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Sheru’s health record' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Delete/ })).toBeNull();
    await expect(canvas.queryByRole('form')).toBeNull();
    // The kennel can keep it as a PDF, without signing in.
    await expect(canvas.getByRole('link', { name: 'Download the record (PDF)' })).toHaveAttribute(
      'href',
      '/api/pets/shared/abc/record.pdf',
    );
  },
};

/** An ended or expired link says so. */
export const SharedEnded: Story = {
  parameters: { route: '/pet-record/abc' },
  render: () => (
    <ShopFrame
      path="/pet-record/:token"
      signedIn={false}
      routes={{
        'GET /pets/shared/abc': {
          status: 404,
          body: { message: 'This link has expired or was turned off.' },
        },
      }}
    >
      <SharedRecordPage />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'This link has expired or was turned off.',
    );
  },
};
