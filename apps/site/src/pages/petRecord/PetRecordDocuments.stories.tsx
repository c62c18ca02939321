import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FixtureRequest } from '@repo/story-fixtures';
import {
  PET_DOCUMENT_MESSAGES,
  type PetDocument,
  type PetRecordResponse,
} from '@petverse/api/contract';
import { ShopFrame } from '../../stories/ShopFrame';
import PetRecordPage from './PetRecordPage';

const PET = '00000000-0000-4000-8000-0000000000a2';
const PATH = '/auth/profile/pets/:petId/record';

const report: PetDocument = {
  id: 'doc-1',
  kind: 'lab-report',
  title: 'Blood test, March',
  type: 'pdf',
  size: 860_000,
  uploadedAt: '2026-03-04T06:30:00.000Z',
  file: `/api/pets/${PET}/documents/doc-1/file`,
};
const record: PetRecordResponse = {
  pet: { id: PET, name: 'Sheru', species: 'dog', breed: 'Indie', petDateOfBirth: '2022-06-01' },
  vaccinations: [],
  dewormings: [],
  weights: [],
  conditions: [],
  due: [],
  visits: [],
  share: null,
  documents: [report],
};
const certificate: PetDocument = {
  ...report,
  id: 'doc-2',
  kind: 'certificate',
  title: 'Rabies certificate',
  type: 'png',
  size: 2_400_000,
  file: `/api/pets/${PET}/documents/doc-2/file`,
};

const meta = {
  title: 'Pages/Account tabs/Pet health record/Documents',
  component: PetRecordPage,
  parameters: { layout: 'padded', route: `/auth/profile/pets/${PET}/record` },
} satisfies Meta<typeof PetRecordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const sent: unknown[] = [];

/**
 * Lab reports and certificates kept in the record (issue 53 item 3): listed with kind, date and
 * size; a new one added (title, kind, file); one deleted after saying so. On a phone.
 */
export const AddAndDelete: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: () => (
    <ShopFrame
      path={PATH}
      routes={{
        [`GET /pets/${PET}/record`]: record,
        [`POST /pets/${PET}/documents`]: ({ body }: FixtureRequest) => {
          const form = body as FormData;
          sent.push([form.get('title'), form.get('kind'), (form.get('file') as File).name]);
          return {
            message: PET_DOCUMENT_MESSAGES.added,
            record: { ...record, documents: [certificate, report] },
          };
        },
        [`DELETE /pets/${PET}/documents/doc-1`]: {
          message: PET_DOCUMENT_MESSAGES.deleted,
          record: { ...record, documents: [certificate] },
        },
      }}
    >
      <PetRecordPage />
    </ShopFrame>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Documents' });
    await expect(list).toHaveTextContent(
      'Blood test, March · Lab report · 4 Mar 2026 · PDF, 840 KB',
    );
    const form = canvas.getByRole('form', { name: 'Add a document' });
    await step('a file is asked for before anything is sent', async () => {
      await userEvent.type(within(form).getByLabelText(/^Title/), 'Rabies certificate');
      await userEvent.click(within(form).getByRole('button', { name: 'Add document' }));
      await expect(within(form).getByRole('alert')).toHaveTextContent(PET_DOCUMENT_MESSAGES.noFile);
      await expect(sent).toEqual([]);
    });
    await step('added: title, kind and file', async () => {
      await userEvent.selectOptions(within(form).getByLabelText(/^Kind/), 'certificate');
      await userEvent.upload(
        within(form).getByLabelText(/^File/),
        new File(['png'], 'rabies.png', { type: 'image/png' }),
      );
      await userEvent.click(within(form).getByRole('button', { name: 'Add document' }));
      await waitFor(() =>
        expect(sent).toEqual([['Rabies certificate', 'certificate', 'rabies.png']]),
      );
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
      await expect(within(form).getByLabelText(/^Title/)).toHaveValue('');
    });
    await step('deleted, once confirmed', async () => {
      await userEvent.click(within(list).getByRole('button', { name: 'Delete Blood test, March' }));
      const dialog = await within(document.body).findByRole('alertdialog');
      await expect(dialog).toHaveTextContent('Blood test, March will be removed from the record.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
      await expect(list).toHaveTextContent('Rabies certificate · Certificate');
    });
  },
};

/** None yet: said, with the form to add one. */
export const NoDocuments: Story = {
  render: () => (
    <ShopFrame path={PATH} routes={{ [`GET /pets/${PET}/record`]: { ...record, documents: [] } }}>
      <PetRecordPage />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No documents yet: keep lab reports and certificates here.'),
    ).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Add a document' })).toBeVisible();
  },
};
