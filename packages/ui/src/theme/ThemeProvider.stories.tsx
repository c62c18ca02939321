import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../components/Button';
import { Modal } from '../components/Modal';
import { ThemeProvider } from './ThemeProvider';

const meta = {
  title: 'UI/Theme/ThemeProvider',
  component: ThemeProvider,
  tags: ['autodocs'],
} satisfies Meta<typeof ThemeProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A partner overrides the accent colour; components pick it up through custom properties. */
export const PartnerBrandColour: Story = {
  render: () => (
    <ThemeProvider overrides={{ colors: { accent: '#075e55' } }}>
      <Button>Add to Cart</Button>
    </ThemeProvider>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to Cart' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(7, 94, 85)');
  },
};

function ScopedDialogDemo() {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Modal open={open} onClose={() => setOpen(false)} title="Partner dialog">
        <p>Rendered inside the scoped root, not on the host page's body.</p>
      </Modal>
    </ThemeProvider>
  );
}

/**
 * A partner page (the default): the theme, its reset and its dialogs stay inside the scoped
 * root; nothing is added to the host's body.
 */
export const ScopedToPartnerSubtree: Story = {
  render: () => <ScopedDialogDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scope = canvasElement.querySelector('[data-petverse-scope]');
    await expect(scope).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Partner dialog' });
    await expect(scope).toContainElement(dialog);
    await expect(getComputedStyle(dialog).boxSizing).toBe('border-box');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/**
 * Our own site (`withGlobalStyle`): the reset and the custom properties sit on the page, in a
 * plain style element that comes with server-rendered HTML; a theme's overrides reach `:root`.
 */
export const PageWideWithOverrides: Story = {
  render: () => (
    <ThemeProvider withGlobalStyle overrides={{ colors: { accent: '#075e55' } }}>
      <Button>Book a visit</Button>
    </ThemeProvider>
  ),
  play: async ({ canvasElement }) => {
    // Storybook's own page-wide style (the default theme) comes first; this story's wins.
    const styles = [...canvasElement.querySelectorAll('style[data-petverse-global]')];
    await expect(styles.at(-1)?.textContent).toContain('--pv-color-accent:#075e55;');
    const root = getComputedStyle(document.documentElement);
    await expect(root.getPropertyValue('--pv-color-accent').trim()).toBe('#075e55');
    await expect(getComputedStyle(document.body).margin).toBe('0px');
    const button = within(canvasElement).getByRole('button', { name: 'Book a visit' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(7, 94, 85)');
  },
};

/**
 * A link no component styles (a page's 'Back to All Doctors', a name in a listing) takes the
 * theme's link style, never the browser's blue or purple (issue 36); a partner's accent reaches it.
 */
export const PlainLinksTakeTheThemeLinkStyle: Story = {
  render: () => (
    <>
      <p>
        <a href="#doctors">Back to All Doctors</a>
      </p>
      <ThemeProvider overrides={{ colors: { accent: '#075e55' } }}>
        <p>
          <a href="#listing">View listing of Bruno</a>
        </p>
      </ThemeProvider>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = canvas.getByRole('link', { name: 'Back to All Doctors' });
    await expect(getComputedStyle(page).color).toBe('rgb(163, 61, 6)');
    await expect(getComputedStyle(page).fontWeight).toBe('600');
    await expect(getComputedStyle(page).textDecorationLine).toBe('underline');
    const partner = canvas.getByRole('link', { name: 'View listing of Bruno' });
    await expect(getComputedStyle(partner).color).toBe('rgb(7, 94, 85)');
  },
};
