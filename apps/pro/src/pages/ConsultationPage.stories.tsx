import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { PrescriptionPayload } from '@petverse/api/contract';
import {
  STORY_ROOM_ID,
  storyPrescription,
  storyRoom,
  type FixtureRequest,
} from '@repo/story-fixtures';
import { ProFrame } from '../stories/ProFrame';
import { ConsultationPage } from './ConsultationPage';

const ID = STORY_ROOM_ID;
const room = storyRoom({ you: 'doctor', with: 'Priya Sharma' });

const meta = {
  title: 'Pro/Pages/Consultation',
  component: ConsultationPage,
  parameters: { layout: 'fullscreen', route: `/consult/${ID}` },
} satisfies Meta<typeof ConsultationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (answer: unknown) => () => (
  <ProFrame path="/consult/:bookingId" routes={{ [`GET /pro/consultations/${ID}/room`]: answer }}>
    <ConsultationPage />
  </ProFrame>
);

const written: PrescriptionPayload[] = [];

/**
 * After the call, the doctor writes the notes and prescription: an unfinished medicine is said
 * and nothing is sent; signed, it shows as the pet parent reads it (issue 53 item 2).
 */
export const WritesThePrescription: Story = {
  render: () => (
    <ProFrame
      path="/consult/:bookingId"
      routes={{
        [`GET /pro/consultations/${ID}/room`]: { ...room, state: 'ended', chat: [] },
        [`POST /pro/consultations/${ID}/prescription`]: ({ body }: FixtureRequest) => {
          const payload = body as PrescriptionPayload;
          written.push(payload);
          return {
            status: 201,
            body: {
              message: 'Prescription signed and sent to the pet parent.',
              prescription: storyPrescription({
                medicines: payload.medicines,
                notes: { history: '', findings: '', diagnosis: '', advice: '', ...payload.notes },
              }),
            },
          };
        },
      }}
    >
      <ConsultationPage />
    </ProFrame>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Write notes and prescription' }),
    );
    const form = within(canvas.getByRole('form', { name: 'Notes and prescription' }));
    await userEvent.type(form.getByLabelText('Diagnosis'), 'Soft-tissue sprain, left stifle.');
    await userEvent.type(form.getByLabelText('Medicine'), 'Meloxicam oral suspension');
    await step('an unfinished medicine is said, and nothing is sent', async () => {
      await userEvent.click(form.getByRole('button', { name: 'Sign and send to the pet parent' }));
      await expect(await form.findByRole('alert')).toHaveTextContent(/Each medicine needs/);
      await expect(written).toHaveLength(0);
    });
    await step('finished, it is signed and shows as the pet parent reads it', async () => {
      await userEvent.type(form.getByLabelText('Strength'), '1.5 mg/ml');
      await userEvent.type(form.getByLabelText('Dose'), '0.5 ml');
      await userEvent.type(form.getByLabelText('How often'), 'once a day');
      await userEvent.type(form.getByLabelText('Days'), '5');
      await userEvent.click(form.getByRole('button', { name: 'Sign and send to the pet parent' }));
      await waitFor(() => expect(written).toHaveLength(1));
      await expect(written[0]).toMatchObject({
        medicines: [{ name: 'Meloxicam oral suspension', days: 5 }],
        notes: { diagnosis: 'Soft-tissue sprain, left stifle.' },
      });
      const card = await canvas.findByRole('region', { name: 'Prescription RX-3F6C9A10' });
      await expect(card).toHaveTextContent('Soft-tissue sprain, left stifle.');
      await expect(canvas.getByRole('button', { name: 'Write it again' })).toBeVisible();
    });
  },
};

/** Before its time: the pet parent, the pet, and when the room opens; no End yet. */
export const BeforeItOpens: Story = {
  render: page(room),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Consultation with Priya Sharma' }),
    ).toBeVisible();
    await expect(canvasElement).toHaveTextContent('Bruno (dog, Beagle)');
    await expect(canvas.getByText(/The room opens at 10:50 am/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'End consultation' })).toBeNull();
  },
};

/** Bruno's record beside the room: an allergy first, what is overdue, doses given, his weight. */
export const WithTheRecord: Story = {
  render: () => (
    <ProFrame
      path="/consult/:bookingId"
      routes={{
        [`GET /pro/consultations/${ID}/room`]: room,
        [`GET /pro/consultations/${ID}/record`]: {
          record: {
            pet: {
              id: 'pet-1',
              name: 'Bruno',
              species: 'dog',
              breed: 'Beagle',
              petDateOfBirth: '2021-04-01',
            },
            vaccinations: [
              {
                id: 'v1',
                name: 'Anti-rabies',
                givenOn: '2025-11-01',
                nextDueOn: '2026-11-01',
                brand: null,
                batch: null,
              },
            ],
            dewormings: [],
            weights: [{ id: 'w1', kg: 12.4, measuredOn: '2026-11-20' }],
            conditions: [{ id: 'c1', kind: 'allergy', text: 'Chicken' }],
            due: [
              {
                kind: 'vaccination',
                name: 'Anti-rabies',
                dueOn: '2026-11-01',
                id: 'v1',
                overdue: true,
              },
            ],
          },
        },
      }}
    >
      <ConsultationPage />
    </ProFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const record = await canvas.findByRole('region', { name: 'Bruno’s health record' });
    await expect(record).toHaveTextContent('Allergy: Chicken');
    await expect(record).toHaveTextContent('Anti-rabies · Overdue since 1 Nov 2026');
    await expect(record).toHaveTextContent('Latest weight: 12.4 kg on 20 Nov 2026');
  },
};

/** Ended: the chat stays on the record. */
export const Ended: Story = {
  render: page({
    ...room,
    state: 'ended',
    chat: [
      {
        id: 'm1',
        from: 'parent',
        name: 'Priya Sharma',
        text: 'Thank you, doctor.',
        at: '2026-12-08T05:58:00.000Z',
      },
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('log')).toHaveTextContent('Thank you, doctor.');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** Another clinic's booking: not found. */
export const NotFound: Story = {
  render: page({ status: 404, body: { message: 'Consultation not found' } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Consultation not found',
    );
  },
};
