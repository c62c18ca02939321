import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { holdComboboxBehaviour } from '../Combobox/behaviour';
import { SearchableSelect, type SearchableSelectProps } from './SearchableSelect';

const breeds = [
  'Beagle',
  'Boxer',
  'Bulldog',
  'Golden Retriever',
  'Labrador Retriever',
  'Other',
].map((value) => ({ value }));

function Controlled(props: Partial<SearchableSelectProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <SearchableSelect
      id="breed"
      label="Breed"
      options={breeds}
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange?.(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/SearchableSelect',
  component: Controlled,
  args: { onChange: fn(), required: true },
  decorators: [(Story) => <div style={{ maxWidth: 360, minHeight: 300 }}>{Story()}</div>],
  tags: ['autodocs'],
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Breed' });
    await step('typing filters by prefix', async () => {
      await userEvent.type(input, 'b');
      const options = canvas.getAllByRole('option').map((o) => o.textContent);
      await expect(options).toEqual(['Beagle', 'Boxer', 'Bulldog']);
      await userEvent.clear(input);
      await userEvent.type(input, 'retr');
      await expect(canvas.getByRole('status')).toHaveTextContent('No matches');
    });
    await step('arrows and Enter choose an option', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, 'bo{ArrowDown}{ArrowUp}{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith('Boxer');
      await expect(input).toHaveValue('Boxer');
      await expect(input).toHaveAttribute('aria-expanded', 'false');
    });
    await step('a click chooses too', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, 'lab');
      await userEvent.click(canvas.getByRole('option', { name: 'Labrador Retriever' }));
      await expect(input).toHaveValue('Labrador Retriever');
    });
  },
};

/** The APG combobox keys, with the list open: arrows, Home/End, Enter, Escape, type-ahead. */
export const Keyboard: Story = {
  args: { value: 'Boxer' },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Breed' });
    const active = () =>
      canvasElement.querySelector(
        `#${CSS.escape(input.getAttribute('aria-activedescendant') ?? '')}`,
      )?.textContent;
    await step(
      'ArrowDown opens the list on the chosen option; focus stays in the input',
      async () => {
        input.focus();
        await userEvent.keyboard('{ArrowDown}');
        await expect(input).toHaveAttribute('aria-expanded', 'true');
        await expect(canvas.getAllByRole('option')).toHaveLength(6);
        await expect(active()).toBe('Boxer');
        await expect(input).toHaveFocus();
      },
    );
    await step('arrows move one, End and Home go to the last and first', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(active()).toBe('Bulldog');
      await userEvent.keyboard('{End}');
      await expect(active()).toBe('Other');
      await userEvent.keyboard('{Home}');
      await expect(active()).toBe('Beagle');
      await userEvent.keyboard('{ArrowUp}');
      await expect(active()).toBe('Other');
    });
    await step('Escape closes only the list and keeps the choice', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(input).toHaveAttribute('aria-expanded', 'false');
      await expect(input).toHaveValue('Boxer');
      await userEvent.keyboard('{Escape}');
      await expect(input).toHaveValue('Boxer');
      await expect(args.onChange).not.toHaveBeenCalled();
    });
    await step('typing narrows and highlights the first match; Enter chooses it', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, 'g');
      await expect(active()).toBe('Golden Retriever');
      await userEvent.keyboard('{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith('Golden Retriever');
      await expect(input).toHaveValue('Golden Retriever');
    });
    await step('Escape after typing puts the chosen label back', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, 'be');
      await userEvent.keyboard('{Escape}{Escape}');
      await expect(input).toHaveValue('Golden Retriever');
      await expect(args.onChange).toHaveBeenCalledTimes(1);
    });
    await step('leaving the field chooses nothing', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, 'lab');
      await userEvent.tab();
      await expect(input).toHaveValue('Golden Retriever');
      await expect(args.onChange).toHaveBeenCalledTimes(1);
    });
  },
};

let release = () => {};

/**
 * Before its behaviour arrives (on the site it is loaded on the first sign the field is wanted):
 * the same named combobox, its list closed; what is typed is kept, and the live field takes over
 * with the text, the focus and the list.
 */
export const BeforeItsBehaviourArrives: Story = {
  args: { value: 'Boxer' },
  beforeEach: () => {
    release = holdComboboxBehaviour();
    return () => release();
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Breed' });
    await step('a text box showing the choice, its list closed', async () => {
      await expect(input).toHaveValue('Boxer');
      await expect(input).toHaveAttribute('aria-expanded', 'false');
      await expect(input).toHaveAccessibleName('Breed');
      await expect(canvas.getByRole('listbox', { hidden: true })).not.toBeVisible();
    });
    await step('typing is kept while the behaviour is on its way', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, 'la');
      await expect(input).toHaveValue('la');
      await expect(canvas.queryAllByRole('option')).toHaveLength(0);
    });
    await step('the live field takes over with the text, the focus and the list', async () => {
      release();
      const option = await canvas.findByRole('option', { name: 'Labrador Retriever' });
      const live = canvas.getByRole('combobox', { name: 'Breed' });
      await expect(live).toHaveFocus();
      await expect(live).toHaveValue('la');
      await expect(live).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getAllByRole('option')).toHaveLength(1);
      await userEvent.keyboard('b{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith('Labrador Retriever');
      await expect(live).toHaveAttribute('aria-expanded', 'false');
      await expect(option).not.toBeVisible();
      await expect(live).toHaveValue('Labrador Retriever');
    });
  },
};

export const WithError: Story = {
  args: { error: 'Breed is required' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Breed' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Breed is required');
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: 'Beagle' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Breed' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('Beagle');
  },
};
