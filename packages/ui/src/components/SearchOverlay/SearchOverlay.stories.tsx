import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SearchOverlay } from './SearchOverlay';

const terms = ['grooming', 'training', 'transportation', 'toys', 'food', 'vet', 'pharmacy', 'care'];

const meta = {
  title: 'UI/SearchOverlay',
  component: SearchOverlay,
  args: {
    open: true,
    onClose: fn(),
    onSubmit: fn(),
    terms,
    history: ['puppy food', 'grooming'],
    onClearHistory: fn(),
  },
  tags: ['autodocs'],
} satisfies Meta<typeof SearchOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, step }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    const input = within(dialog).getByRole('combobox', { name: 'Search Petverse' });
    await step('the input has focus and page scroll is locked', async () => {
      await expect(input).toHaveFocus();
      await expect(document.body.style.overflow).toBe('hidden');
    });
    await step('at most five suggestions, matched ignoring case', async () => {
      const suggestions = within(dialog).getByRole('listbox', { name: 'Suggestions' });
      await expect(within(suggestions).getAllByRole('option')).toHaveLength(5);
      await userEvent.type(input, 'TR');
      await expect(
        within(suggestions)
          .getAllByRole('option')
          .map((b) => b.textContent),
      ).toEqual(['training', 'transportation']);
    });
    await step('empty input is ignored; Enter submits the trimmed query', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '   {Enter}');
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await userEvent.type(input, '  Dog Beds  {Enter}');
      await expect(args.onSubmit).toHaveBeenCalledWith('Dog Beds');
    });
    await step('a recent search submits in one click', async () => {
      const recent = within(dialog).getByRole('region', { name: 'Recent searches' });
      await userEvent.click(within(recent).getByRole('button', { name: 'puppy food' }));
      await expect(args.onSubmit).toHaveBeenLastCalledWith('puppy food');
    });
    await step('Escape closes', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(args.onClose).toHaveBeenCalled();
    });
  },
};

/**
 * The input is a combobox of its suggestions (WAI-ARIA APG): the arrows move through them with
 * the focus kept in the input, Enter searches for the one shown, Escape leaves the list first
 * (issue 36: 'gro' + ArrowDown + Enter searched for 'gro').
 */
export const SuggestionsByKeyboard: Story = {
  play: async ({ args, step }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    const input = within(dialog).getByRole('combobox', { name: 'Search Petverse' });
    await step('ArrowDown reaches the first suggestion; Enter searches for it', async () => {
      await userEvent.type(input, 'gro');
      await expect(input).toHaveAttribute('aria-expanded', 'true');
      await userEvent.keyboard('{ArrowDown}');
      const option = within(dialog).getByRole('option', { name: 'grooming' });
      await expect(option).toHaveAttribute('aria-selected', 'true');
      await expect(input).toHaveAttribute('aria-activedescendant', option.id);
      await expect(input).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onSubmit).toHaveBeenLastCalledWith('grooming');
    });
    await step(
      'ArrowUp goes round from the last; Escape leaves the list, then closes',
      async () => {
        await userEvent.type(input, 't');
        await userEvent.keyboard('{ArrowUp}');
        await expect(within(dialog).getByRole('option', { name: 'vet' })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        await userEvent.keyboard('{ArrowDown}');
        await expect(within(dialog).getByRole('option', { name: 'training' })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        await userEvent.keyboard('{Escape}');
        await expect(input).not.toHaveAttribute('aria-activedescendant');
        await expect(args.onClose).not.toHaveBeenCalled();
        await userEvent.keyboard('{Escape}');
        await expect(args.onClose).toHaveBeenCalled();
      },
    );
  },
};

export const NoHistory: Story = {
  args: { history: [] },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    await expect(within(dialog).queryByRole('region', { name: 'Recent searches' })).toBeNull();
  },
};

/** Opened from a button: closing gives focus back to it. */
export const FromButton: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open search
        </button>
        <SearchOverlay {...args} open={open} onClose={() => setOpen(false)} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Open search' });
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Search' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
    await expect(document.body.style.overflow).not.toBe('hidden');
  },
};

export const Mobile: Story = {
  ...NoHistory,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
