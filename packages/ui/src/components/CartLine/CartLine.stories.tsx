import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CartLine } from './CartLine';

const art =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#ffd8b8"/></svg>',
  );

const meta = {
  title: 'UI/CartLine',
  component: CartLine,
  tags: ['autodocs'],
} satisfies Meta<typeof CartLine>;
export default meta;
type Story = StoryObj<typeof meta>;

const product = {
  kind: 'product' as const,
  name: 'Chicken Jerky Strips, 200 g',
  description: 'Slow-dried chicken breast strips.',
  imageUrl: art,
  price: 349,
  quantity: 2,
  onQuantityChange: fn(),
  onRemove: fn(),
};

function ControlledProduct({
  onQuantityChange,
  onRemove,
}: {
  onQuantityChange: (q: number) => void;
  onRemove: () => void;
}) {
  const [quantity, setQuantity] = useState(2);
  return (
    <CartLine
      {...product}
      quantity={quantity}
      onRemove={onRemove}
      onQuantityChange={(q) => {
        setQuantity(q);
        onQuantityChange(q);
      }}
    />
  );
}

export const Product: Story = {
  args: product,
  render: () => (
    <ControlledProduct onQuantityChange={product.onQuantityChange} onRemove={product.onRemove} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Chicken Jerky Strips, 200 g' }),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Increase quantity of Chicken Jerky Strips, 200 g' }),
    );
    await expect(product.onQuantityChange).toHaveBeenCalledWith(3);
    // The line shows its total for the quantity, and the unit price it is made of.
    await expect(canvas.getByText('₹1,047.00')).toBeVisible();
    await expect(canvas.getByText('3 × ₹349.00')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove Chicken Jerky Strips, 200 g' }),
    );
    await expect(product.onRemove).toHaveBeenCalledOnce();
  },
};

/** 3 × ₹299.99 is ₹899.97, counted in whole paise. */
export const LineTotal: Story = {
  args: { ...product, price: 299.99, quantity: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('₹899.97')).toBeVisible();
    await expect(canvas.getByText('3 × ₹299.99')).toBeVisible();
  },
};

export const Pharmacy: Story = {
  args: {
    kind: 'pharmacy',
    prescriptionFile: '/api/uploads/prescription.pdf',
    price: 150,
    quantity: 1,
    onQuantityChange: fn(),
    onRemove: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Pharmacy Order' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Prescription' })).toHaveAttribute(
      'href',
      '/api/uploads/prescription.pdf',
    );
  },
};

/** The prescription is still being fetched (it is served only with the session's token). */
export const PharmacyFileLoading: Story = {
  args: {
    kind: 'pharmacy',
    prescriptionFile: null,
    price: 150,
    quantity: 1,
    onQuantityChange: fn(),
    onRemove: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Prescription' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Prescription' })).toBeNull();
  },
};

/** A fetched file has an object URL without a name: the line is told it is a document. */
export const PharmacyFetchedDocument: Story = {
  args: {
    kind: 'pharmacy',
    onQuantityChange: fn(),
    onRemove: fn(),
    prescriptionFile: 'blob:http://localhost/0b1f',
    prescriptionKind: 'document',
    price: 150,
    quantity: 1,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Prescription' })).toHaveAttribute(
      'href',
      'blob:http://localhost/0b1f',
    );
  },
};

export const Consultation: Story = {
  args: {
    kind: 'consultation',
    doctorName: 'Sana Kapoor',
    date: '2026-12-01',
    time: '11:00 AM',
    mode: 'Online',
    petName: 'Biscuit',
    petType: 'Dog',
    price: 500,
    onRemove: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Consultation with Dr. Sana Kapoor' }),
    ).toBeVisible();
    await expect(canvas.getByText('Biscuit (Dog)')).toBeVisible();
    // The day and the slot as a person reads them, not the booking's values.
    await expect(canvas.getByText('1 Dec 2026')).toBeVisible();
    await expect(canvas.getByText('11:00 am')).toBeVisible();
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
  },
};

export const Pending: Story = {
  args: { ...product, pending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^Remove/ })).toBeDisabled();
    await expect(canvas.getByRole('spinbutton')).toBeDisabled();
  },
};

export const Mobile: Story = {
  args: product,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** A line that ran short since it was added: said on the line, in words. */
export const RanShort: Story = {
  args: {
    ...product,
    quantity: 3,
    problem: 'Only 1 of Chicken Jerky Strips, 200 g left. Please lower the quantity to continue.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Only 1 of Chicken Jerky Strips, 200 g left. Please lower the quantity to continue.',
      ),
    ).toBeVisible();
    await expect(canvasElement.querySelector('[data-ui="CartLine"]')).toHaveAttribute(
      'data-state',
      'problem',
    );
  },
};
