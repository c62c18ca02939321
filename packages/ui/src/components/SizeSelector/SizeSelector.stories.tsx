import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SizeSelector, type SizeOption, type SizeSelectorProps } from './SizeSelector';

const sizes: SizeOption[] = [
  { id: 'a', label: '1.2 kg', price: 429, href: '#/pet-product-page/a' },
  { id: 'b', label: '3 kg', price: 899, href: '#/pet-product-page/b' },
  { id: 'c', label: '10 kg', price: 2699, href: '#/pet-product-page/c' },
];

/** The selector as a page holds it: the chosen size is state. */
function Chosen(props: SizeSelectorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SizeSelector
      {...props}
      value={value}
      onChange={(id) => {
        props.onChange(id);
        setValue(id);
      }}
    />
  );
}

const meta = {
  title: 'UI/SizeSelector',
  component: SizeSelector,
  args: { options: sizes, value: 'b', onChange: fn() },
  render: (args) => <Chosen {...args} />,
  tags: ['autodocs'],
} satisfies Meta<typeof SizeSelector>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Size: 3 kg' });
    await expect(group).toBeVisible();
    await step('each size is a link to its page, with its price', async () => {
      const radios = canvas.getAllByRole('radio');
      await expect(radios).toHaveLength(3);
      await expect(radios[0]).toHaveAttribute('href', '#/pet-product-page/a');
      await expect(radios[0]).toHaveTextContent('1.2 kg₹429.00');
      await expect(canvas.getByRole('radio', { name: /3 kg/ })).toHaveAttribute(
        'aria-checked',
        'true',
      );
    });
    await step('a click chooses a size without following the link', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: /10 kg/ }));
      await expect(args.onChange).toHaveBeenLastCalledWith('c');
      await expect(canvas.getByRole('radio', { name: /10 kg/ })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      await expect(canvas.getByRole('radiogroup', { name: 'Size: 10 kg' })).toBeVisible();
    });
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('one tab stop: the chosen size', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('radio', { name: /3 kg/ })).toHaveFocus();
    });
    await step('arrow keys choose the next and previous sizes, round the group', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(args.onChange).toHaveBeenLastCalledWith('c');
      await expect(canvas.getByRole('radio', { name: /10 kg/ })).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(args.onChange).toHaveBeenLastCalledWith('a');
      await expect(canvas.getByRole('radio', { name: /1.2 kg/ })).toHaveFocus();
      await userEvent.keyboard('{ArrowLeft}');
      await expect(args.onChange).toHaveBeenLastCalledWith('c');
      await userEvent.keyboard('{Home}');
      await expect(args.onChange).toHaveBeenLastCalledWith('a');
      await expect(canvas.getByRole('radio', { name: /1.2 kg/ })).toHaveAttribute(
        'aria-checked',
        'true',
      );
    });
  },
};

/** A size out of stock: shown with 'Out of stock', not chosen by a click or the arrow keys. */
export const OutOfStockSize: Story = {
  args: {
    value: 'a',
    options: [sizes[0]!, { ...sizes[1]!, soldOut: true }, sizes[2]!],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const sold = canvas.getByRole('radio', { name: /3 kg/ });
    await expect(sold).toHaveAttribute('aria-disabled', 'true');
    await expect(sold).toHaveTextContent('Out of stock');
    await expect(sold).not.toHaveAttribute('href');
    await userEvent.click(sold);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('c');
  },
};

/** An old link to a size now sold out: it stays chosen (and says so); the others can be chosen. */
export const ChosenSizeOutOfStock: Story = {
  args: {
    value: 'b',
    options: [sizes[0]!, { ...sizes[1]!, soldOut: true }, sizes[2]!],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sold = canvas.getByRole('radio', { name: /3 kg/ });
    await expect(sold).toHaveAttribute('aria-checked', 'true');
    await expect(sold).toHaveTextContent('Out of stock');
    await expect(canvas.getByRole('radio', { name: /10 kg/ })).toHaveAttribute(
      'href',
      '#/pet-product-page/c',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
  },
};
