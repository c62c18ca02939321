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
