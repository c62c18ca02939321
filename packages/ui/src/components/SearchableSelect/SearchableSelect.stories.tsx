import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

/**
 * A click on the input opens the whole list on the chosen option (APG: the list opens on the
 * value); typing then filters it, and Enter chooses.
 */
export const ClickOpens: Story = {
  args: { value: 'Boxer' },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Breed' });
    await step('a text box showing the choice, its list closed', async () => {
      await expect(input).toHaveValue('Boxer');
      await expect(input).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryAllByRole('option')).toHaveLength(0);
    });
    await step('a click opens every option, the chosen one active', async () => {
      await userEvent.click(input);
      await expect(input).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getAllByRole('option')).toHaveLength(breeds.length);
      await expect(input).toHaveAttribute('aria-activedescendant', 'breed__option-1');
    });
    await step('typing filters, Enter chooses and closes', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, 'lab');
      await expect(canvas.getAllByRole('option')).toHaveLength(1);
      await userEvent.keyboard('{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith('Labrador Retriever');
      await expect(input).toHaveAttribute('aria-expanded', 'false');
      await expect(input).toHaveValue('Labrador Retriever');
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
