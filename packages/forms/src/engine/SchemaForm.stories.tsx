import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { object, string, array, mixed } from 'yup';
import { SchemaForm } from './SchemaForm';
import type { FormDefinition, LazyFormDefinition } from './types';
import { freshRulesOnDemand, type OnDemandRules } from '../stories/rulesOnDemand';

const required = 'This field is required';

/** One field of every type the engine knows, to review the widgets together. */
const everyWidget: FormDefinition = {
  key: 'everyWidget',
  title: 'Every widget',
  submitLabel: 'Send',
  sections: [
    {
      title: 'Text',
      fields: [
        { name: 'name', type: 'text', label: 'Name', placeholder: 'Your name' },
        { name: 'email', type: 'email', label: 'Email' },
        { name: 'phone', type: 'tel', label: 'Phone' },
        { name: 'years', type: 'digits', label: 'Years' },
        { name: 'pincode', type: 'pincode', label: 'Pincode' },
        { name: 'notes', type: 'textarea', label: 'Notes', required: false },
      ],
    },
    {
      title: 'Choices',
      fields: [
        {
          name: 'city',
          type: 'select',
          label: 'City',
          options: [{ value: 'Pune' }, { value: 'Mumbai' }],
        },
        {
          name: 'services',
          type: 'multiselect',
          label: 'Services',
          options: [{ value: 'Bathing' }, { value: 'Haircut' }],
        },
        {
          name: 'size',
          type: 'radio',
          label: 'Size',
          options: [{ value: 'Small' }, { value: 'Large' }],
        },
        { name: 'day', type: 'date', label: 'Day' },
        { name: 'time', type: 'time', label: 'Time' },
        { name: 'visit', type: 'datetime', label: 'Visit', required: false },
        { name: 'file', type: 'file', label: 'Document', accept: ['.pdf'], required: false },
        { name: 'terms', type: 'checkbox', label: 'I accept the terms' },
      ],
    },
  ],
  schema: object({
    name: string().required(required),
    email: string().required(required).email('Invalid email format'),
    phone: string().required(required),
    years: string().required(required),
    pincode: string().required(required),
    notes: string(),
    city: string().required(required),
    services: array().of(string()).min(1, 'At least one service must be selected'),
    size: string().required(required),
    day: string().required(required),
    time: string().required(required),
    visit: string(),
    file: mixed().nullable(),
    terms: string().required('Please accept the terms'),
  }),
  successMessage: 'Sent!',
  failureMessage: 'Submission failed. Please try again later.',
  redirectTo: null,
  redirectDelayMs: 0,
};

const meta = {
  title: 'Forms/Engine/SchemaForm',
  component: SchemaForm,
  args: {
    definition: everyWidget,
    adapter: fn(async (): Promise<unknown> => undefined),
    navigate: fn(),
  },
  tags: ['autodocs'],
} satisfies Meta<typeof SchemaForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryWidget: Story = {
  play: async ({ canvasElement, step, args }) => {
    const canvas = within(canvasElement);
    await step('submitting empty shows each message and focuses the first field', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(canvas.getByLabelText(/^Name/)).toHaveFocus());
      await expect(canvas.getByText('At least one service must be selected')).toBeVisible();
      await expect(canvas.getByLabelText('I accept the terms')).toHaveAccessibleDescription(
        'Please accept the terms',
      );
      await expect(canvas.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
      await expect(args.adapter).not.toHaveBeenCalled();
    });
    await step('editing a field clears only its message', async () => {
      await userEvent.type(canvas.getByLabelText(/^Name/), 'Biscuit');
      await expect(canvas.getByLabelText(/^Name/)).not.toHaveAttribute('aria-invalid', 'true');
      await expect(canvas.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    });
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

const contactOnly: FormDefinition = {
  key: 'contact',
  title: 'Contact',
  submitLabel: 'Send',
  sections: [{ fields: [{ name: 'name', type: 'text', label: 'Name' }] }],
  schema: object({ name: string().required(required) }),
  successMessage: 'Sent!',
  failureMessage: 'Submission failed. Please try again later.',
  redirectTo: null,
  redirectDelayMs: 0,
};

/** A partner host routes outcomes itself: it is told of the stored submission, and no toast shows. */
export const ReportsToTheHost: Story = {
  args: {
    definition: contactOnly,
    adapter: fn(async (): Promise<unknown> => ({ _id: 'submission-7' })),
    notifications: false,
    onSubmitted: fn(),
    onError: fn(),
    onFieldChange: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Name'), 'Asha');
    // Told the field's name as it changes, never the answer.
    await expect(args.onFieldChange).toHaveBeenCalledWith('name');
    await expect(args.onFieldChange).not.toHaveBeenCalledWith(expect.stringMatching(/Asha/));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(args.onSubmitted).toHaveBeenCalledWith({
        formKey: 'contact',
        values: { name: 'Asha' },
        result: { _id: 'submission-7' },
      }),
    );
    await expect(args.onError).not.toHaveBeenCalled();
    await expect(within(document.body).queryByText('Sent!')).toBeNull();
  },
};

/** A failed submission reaches the host's `onError` with the message the form shows. */
export const ReportsFailureToTheHost: Story = {
  args: {
    definition: contactOnly,
    adapter: fn(async (): Promise<unknown> => {
      throw new Error('offline');
    }),
    notifications: false,
    onSubmitted: fn(),
    onError: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Name'), 'Asha');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(args.onError).toHaveBeenCalledWith({
        formKey: 'contact',
        message: 'Submission failed. Please try again later.',
        status: undefined,
      }),
    );
    await expect(args.onSubmitted).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Name')).toHaveValue('Asha');
  },
};

const { schema: contactSchema, ...contactView } = contactOnly;
type OnDemand = OnDemandRules<typeof contactSchema>;

/** The one lazy definition of each run's rules, the same on every render of it. */
const lazyDefinitions = new WeakMap<OnDemand, LazyFormDefinition>();
const lazyContact = (rules: OnDemand) => {
  let definition = lazyDefinitions.get(rules);
  if (!definition) {
    definition = { ...contactView, loadSchema: rules.load };
    lazyDefinitions.set(rules, definition);
  }
  return definition;
};

/**
 * `contactOnly` with its rules on demand, fresh for each run of a story
 * (stories/rulesOnDemand.ts): the schema comes 200 ms after it is asked for, or the load fails
 * while `offline` is set.
 */
const freshRules = (offline: boolean) => ({
  loaders: freshRulesOnDemand(contactSchema, offline),
  render: (
    args: Parameters<typeof SchemaForm>[0],
    { loaded }: { loaded: Record<string, unknown> },
  ) => <SchemaForm {...args} definition={lazyContact(loaded.rules as OnDemand)} />,
});

/**
 * A form whose rules (yup) load as the user starts on it: nothing is asked for until then, and
 * sending waits for them, so an empty form still gets its messages.
 */
export const RulesOnDemand: Story = {
  ...freshRules(false),
  args: { onSubmitted: fn(), notifications: false },
  play: async ({ args, canvasElement, step, loaded }) => {
    const { state } = loaded.rules as OnDemand;
    const canvas = within(canvasElement);
    await expect(state.asked).toBe(0);
    await step('sending at once waits for the rules, then shows the message', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(canvas.getByText(required)).toBeVisible());
      await expect(canvas.getByLabelText('Name')).toHaveFocus();
      await expect(state.asked).toBe(1);
    });
    await step('sends once filled in, asking for the rules no more', async () => {
      await userEvent.type(canvas.getByLabelText('Name'), 'Asha');
      await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(args.onSubmitted).toHaveBeenCalled());
      await expect(state.asked).toBe(1);
    });
  },
};

/**
 * The rules could not be loaded (the connection dropped): the form says so as a failed
 * submission does, sends nothing, keeps the answers, and loads them again on the next try.
 */
export const RulesFailToLoad: Story = {
  ...freshRules(true),
  args: {
    notifications: false,
    onSubmitted: fn(),
    onError: fn(),
  },
  play: async ({ args, canvasElement, loaded }) => {
    const { state } = loaded.rules as OnDemand;
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Name'), 'Asha');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(args.onError).toHaveBeenCalledWith({
        formKey: 'contact',
        message: 'Submission failed. Please try again later.',
      }),
    );
    await expect(args.adapter).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Name')).toHaveValue('Asha');
    state.offline = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(args.onSubmitted).toHaveBeenCalled());
  },
};

const DRAFT_KEY = 'petverse:story:contact-draft';

/** Unsent answers kept for the session come back when the form opens again; Start over clears them. */
export const RestoresAKeptDraft: Story = {
  args: { definition: contactOnly, draftKey: DRAFT_KEY },
  beforeEach: () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ name: 'Meera' }));
    return () => sessionStorage.removeItem(DRAFT_KEY);
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the kept answer is back, and the form says so', async () => {
      await expect(canvas.getByLabelText('Name')).toHaveValue('Meera');
      await expect(canvas.getByRole('status')).toHaveTextContent('We kept what you typed earlier.');
    });
    await step('typing keeps the draft up to date', async () => {
      await userEvent.type(canvas.getByLabelText('Name'), ' Rao');
      await waitFor(() =>
        expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}')).toEqual({
          name: 'Meera Rao',
        }),
      );
    });
    await step('Start over empties the form and forgets the draft', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Start over' }));
      await expect(canvas.getByLabelText('Name')).toHaveValue('');
      await expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    });
  },
};

const withChoiceHints: FormDefinition = {
  key: 'plan',
  title: 'Plan',
  submitLabel: 'Choose',
  sections: [
    {
      fields: [
        {
          name: 'plan',
          type: 'select',
          label: 'Plan',
          hint: 'Choose how often we deliver.',
          options: [
            { value: 'monthly', label: 'Monthly', hint: 'A parcel on the 1st of each month.' },
            { value: 'weekly', label: 'Weekly', hint: 'A parcel every Monday.' },
          ],
        },
      ],
    },
  ],
  schema: object({ plan: string().required(required) }),
  successMessage: 'Chosen!',
  failureMessage: 'Submission failed. Please try again later.',
  redirectTo: null,
  redirectDelayMs: 0,
};

/** A select says what the chosen option means under it, and the field's own hint before a choice. */
export const ChoiceHints: Story = {
  args: { definition: withChoiceHints },
  play: async ({ canvasElement }) => {
    const plan = within(canvasElement).getByLabelText(/^Plan/);
    await expect(plan).toHaveAccessibleDescription('Choose how often we deliver.');
    await userEvent.selectOptions(plan, 'weekly');
    await expect(plan).toHaveAccessibleDescription('A parcel every Monday.');
  },
};

const delivery: FormDefinition = {
  key: 'delivery',
  title: 'Delivery',
  submitLabel: 'Send',
  sections: [
    {
      fields: [
        {
          name: 'how',
          type: 'select',
          label: 'How',
          options: [{ value: 'courier' }, { value: 'pickup' }],
        },
        {
          name: 'pincode',
          type: 'pincode',
          label: 'Pincode',
          shownWhen: { field: 'how', is: ['courier'] },
        },
        { name: 'gift', type: 'checkbox', label: 'Wrap it as a gift', required: false },
      ],
    },
  ],
  schema: object({
    how: string().required(required),
    pincode: string().when('how', { is: 'courier', then: (s) => s.required(required) }),
    gift: string(),
  }),
  successMessage: 'Sent!',
  failureMessage: 'Submission failed. Please try again later.',
  redirectTo: null,
  redirectDelayMs: 0,
};

/**
 * A field shown only while another has a value (`shownWhen`): hidden, it is sent empty. A
 * checkbox sends CHECKED ('on') when ticked.
 */
export const ShownWhenAndCheckbox: Story = {
  args: {
    definition: delivery,
    initialValues: { how: 'courier' },
    adapter: fn(async (): Promise<unknown> => undefined),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Pincode/), '411001');
    await userEvent.selectOptions(canvas.getByLabelText(/^How/), 'pickup');
    await expect(canvas.queryByLabelText(/^Pincode/)).toBeNull();
    await userEvent.click(canvas.getByLabelText('Wrap it as a gift'));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(args.adapter).toHaveBeenCalledWith(
        expect.objectContaining({ values: { how: 'pickup', pincode: '', gift: 'on' } }),
      ),
    );
  },
};
