import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from '../FormField/FormField';
import { DormantBox } from './DormantBox';
import { SearchableSelectBox } from './liveCombobox';

const signals = {
  wake: fn(),
  typed: fn(),
  wantsList: fn(),
  input: fn(),
  arriving: () => false,
};

/**
 * The two halves of a combobox (MultiSelect and SearchableSelect are built from them): the box
 * before the behaviour arrives, and the live box on Downshift that takes over from it.
 */
const meta = {
  title: 'UI/Combobox parts',
  component: DormantBox,
  args: {
    id: 'breed',
    forwarded: null,
    shown: 'Boxer',
    placeholder: 'Type to search...',
    required: true,
    disabled: false,
    signals,
  },
  render: (args) => (
    <FormField id={args.id} label="Breed" required={args.required}>
      <DormantBox {...args} />
    </FormField>
  ),
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof DormantBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before the behaviour: a named combobox, list closed, that keeps typing and asks to wake. */
export const Dormant: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Breed' });
    await expect(input).toHaveValue('Boxer');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.clear(input);
    await userEvent.type(input, 'be{ArrowDown}');
    await expect(input).toHaveValue('be');
    await expect(args.signals.wake).toHaveBeenCalled();
    await expect(args.signals.typed).toHaveBeenLastCalledWith('be');
    await expect(args.signals.wantsList).toHaveBeenLastCalledWith(true);
  },
};

/** The live box, handed text and focus by the dormant one: it opens on the typed text. */
export const LiveTakingOver: Story = {
  render: (args) => (
    <FormField id={args.id} label="Breed" required>
      <SearchableSelectBox
        id={args.id}
        options={['Beagle', 'Boxer', 'Bulldog'].map((value) => ({ value }))}
        value=""
        onChange={fn()}
        match="prefix"
        placeholder={args.placeholder}
        required
        disabled={false}
        handoff={{ query: 'bu', wantsList: false, focused: true, selection: [2, 2] }}
      />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Breed' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('bu');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('option').map((o) => o.textContent)).toEqual(['Bulldog']);
  },
};
