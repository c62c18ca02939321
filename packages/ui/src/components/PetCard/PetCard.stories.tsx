import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PetCard } from './PetCard';

const meta = {
  title: 'UI/PetCard',
  component: PetCard,
  args: {
    name: 'Bruno',
    species: 'dog',
    breed: 'Beagle',
    dateOfBirth: '2023-01-10',
    registeredAt: '2025-02-01T10:00:00.000Z',
    imageUrl: null,
    now: new Date(2025, 5, 15),
    onEdit: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  tags: ['autodocs'],
} satisfies Meta<typeof PetCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Bruno' });
    const inCard = within(card);
    await expect(inCard.getByRole('heading', { name: 'Bruno' })).toBeVisible();
    await expect(card).toHaveTextContent('Beagle');
    await expect(card).toHaveTextContent('10 Jan 2023 (2 years 5 months)');
    await expect(card).toHaveTextContent('Registered1 Feb 2025');
    await expect(inCard.getByRole('img', { name: 'Photo of Bruno' })).toHaveAttribute(
      'data-state',
      'fallback',
    );
    await userEvent.click(inCard.getByRole('button', { name: 'Edit Bruno' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
  },
};

/** With a delete button: the page asks for confirmation before anything is deleted. */
export const Deletable: Story = {
  args: { onDelete: fn() },
  play: async ({ canvasElement, args }) => {
    const card = within(within(canvasElement).getByRole('article', { name: 'Bruno' }));
    await userEvent.click(card.getByRole('button', { name: 'Delete Bruno' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(args.onEdit).not.toHaveBeenCalled();
  },
};

export const YoungCat: Story = {
  args: { name: 'Misty', species: 'cat', breed: 'Persian', dateOfBirth: '2025-03-01' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Misty' });
    await expect(card).toHaveTextContent('(3 months)');
    await expect(card).toHaveTextContent('Cat');
  },
};

export const OtherWithoutEdit: Story = {
  args: { name: 'Kiwi', species: 'other', breed: 'Unknown', onEdit: undefined },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Kiwi' });
    await expect(within(card).queryByRole('button')).toBeNull();
    await expect(card).toHaveTextContent('Unknown');
  },
};
