import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormCard } from './FormCard';

const meta = {
  title: 'UI/FormCard',
  component: FormCard,
  args: {
    title: 'Register as a Transport Provider',
    onClose: fn(),
    children: (
      <form>
        <label htmlFor="company">Company Name</label> <input id="company" />
        <button type="submit">Register Transport Provider</button>
      </form>
    ),
  },
  parameters: { layout: 'fullscreen' },
  tags: ['autodocs'],
} satisfies Meta<typeof FormCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const dialog = canvas.getByRole('dialog', { name: 'Register as a Transport Provider' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await step('focus starts on the title', async () => {
      await expect(
        canvas.getByRole('heading', { name: 'Register as a Transport Provider' }),
      ).toHaveFocus();
    });
    await step('Tab stays inside the card', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
      await userEvent.tab();
      await userEvent.tab();
      await expect(
        canvas.getByRole('button', { name: 'Register Transport Provider' }),
      ).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
    });
    await step('the close button and Escape call onClose', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await userEvent.keyboard('{Escape}');
      await expect(args.onClose).toHaveBeenCalledTimes(2);
    });
    await step('Escape in a field being typed in keeps the form and its answers', async () => {
      const field = canvas.getByRole('textbox', { name: 'Company Name' });
      await userEvent.type(field, 'Pune Pet Movers');
      await userEvent.keyboard('{Escape}');
      await expect(args.onClose).toHaveBeenCalledTimes(2);
      await expect(field).toHaveValue('Pune Pet Movers');
    });
    await expect(document.body.style.overflow).toBe('hidden');
  },
};

/**
 * A field that already has the focus as the card opens keeps it: on a server-rendered form the
 * user may be typing before React takes the card over (here, a field that focuses itself).
 */
export const FocusAlreadyInside: Story = {
  args: {
    children: (
      <form>
        <label htmlFor="company">Company Name</label>{' '}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- what the story is about */}
        <input id="company" autoFocus />
      </form>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Company Name')).toHaveFocus();
    await userEvent.keyboard('Pune Pet Movers');
    await expect(canvas.getByLabelText('Company Name')).toHaveValue('Pune Pet Movers');
  },
};

export const CustomCloseLabel: Story = {
  args: { closeLabel: 'Close and go back' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Close and go back' }),
    ).toBeInTheDocument();
  },
};

export const Inline: Story = {
  args: { variant: 'inline' },
  parameters: { layout: 'padded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('region', { name: 'Register as a Transport Provider' }),
    ).toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/**
 * With `closeHref`, Close is a link there (what it does before the page's JavaScript has run);
 * with React running, a click calls `onClose` and the page stays.
 */
export const CloseLink: Story = {
  args: { closeHref: '/our-services' },
  play: async ({ canvasElement, args }) => {
    const close = within(canvasElement).getByRole('link', { name: 'Close' });
    await expect(close).toHaveAttribute('href', '/our-services');
    const before = window.location.href;
    await userEvent.click(close);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(window.location.href).toBe(before);
  },
};
