import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { object, string } from 'yup';
import { NETWORK_MESSAGES } from '@petverse/api/contract';
import { TextField } from '../controls/fields';
import { freshRulesOnDemand, rulesOnDemand, type OnDemandRules } from '../stories/rulesOnDemand';
import { AccountForm } from './AccountForm';
import { useAccountForm } from './useAccountForm';

const REQUIRED = 'This field is required';
const schema = object({ name: string().trim().required(REQUIRED) });

interface NameFormProps {
  rules: () => Promise<typeof schema>;
  onSubmit: (values: { name: string }) => unknown;
}

/** The frame every account form shares, run by useAccountForm with its rules on demand. */
function NameForm({ rules, onSubmit }: NameFormProps) {
  const { form, busy, frame } = useAccountForm<{ name: string }>({
    schema: rules,
    defaultValues: { name: '' },
    onSubmit,
  });
  return (
    <AccountForm ui="NameForm" label="Your name" submitLabel="Save" {...frame}>
      <TextField form={form} idPrefix="name-form" disabled={busy} name="name" label="Name" />
    </AccountForm>
  );
}

const meta = {
  title: 'Forms/Accounts/AccountForm',
  component: NameForm,
  args: { onSubmit: fn(), rules: rulesOnDemand(schema).load },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
  tags: ['autodocs'],
} satisfies Meta<typeof NameForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Rules = OnDemandRules<typeof schema>;

/** Each run of a story with its own rules on demand (stories/rulesOnDemand.ts). */
const freshRules = (offline: boolean) => ({
  loaders: freshRulesOnDemand(schema, offline),
  render: (args: NameFormProps, { loaded }: { loaded: Record<string, unknown> }) => (
    <NameForm {...args} rules={(loaded.rules as Rules).load} />
  ),
});

/** The rules load as the user starts on the form; sending at once waits for them. */
export const RulesOnDemand: Story = {
  ...freshRules(false),
  play: async ({ args, canvasElement, loaded }) => {
    const { state } = loaded.rules as Rules;
    const canvas = within(canvasElement);
    await expect(state.asked).toBe(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription(REQUIRED),
    );
    await userEvent.type(canvas.getByLabelText('Name'), 'Asha');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Asha' }));
    await expect(state.asked).toBe(1);
  },
};

/**
 * The rules could not be loaded: the form says the connection failed, sends nothing, keeps the
 * answer, and tries again on the next send.
 */
export const RulesFailToLoad: Story = {
  ...freshRules(true),
  play: async ({ args, canvasElement, loaded }) => {
    const { state } = loaded.rules as Rules;
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Name'), 'Asha');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(NETWORK_MESSAGES.network),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Name')).toHaveValue('Asha');
    state.offline = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Asha' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
