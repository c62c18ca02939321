import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Route, Routes } from 'react-router-dom';
import GroomingPage from './GroomingPage';
import InsurancePage from './InsurancePage';
import LifestyleHeroPage from './LifestyleHeroPage';

/** The static service landings: grooming, insurance, training and transportation. */
const meta = {
  title: 'Pages/Service landings',
  component: GroomingPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof GroomingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Grooming: Story = {
  render: () => (
    <Routes>
      <Route path="/" element={<GroomingPage />} />
      <Route path="/grooming-registration" element={<p>Booking screen</p>} />
    </Routes>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the FAQ opens one answer at a time', async () => {
      const faq = canvas.getByRole('heading', {
        name: 'Frequently Asked Questions',
      }).parentElement!;
      const [first, second] = within(faq).getAllByRole('button');
      await userEvent.click(first!);
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(second!);
      await expect(first).toHaveAttribute('aria-expanded', 'false');
    });
    await step('the price table has Pune 2499 and Mumbai 3000', async () => {
      await expect(canvas.getByText('₹2,499.00')).toBeVisible();
      await expect(canvas.getByText('₹3,000.00')).toBeVisible();
    });
    await step('Book Your Appointment goes to the booking screen after a short delay', async () => {
      await userEvent.click(canvas.getAllByRole('button', { name: 'Book Your Appointment' })[0]!);
      await waitFor(() => expect(canvas.getByText('Booking screen')).toBeVisible(), {
        timeout: 2000,
      });
    });
  },
};

export const Insurance: Story = {
  render: () => <InsurancePage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Still Doubtful?' })).toBeVisible();
    // No partner address in this build: both actions lead to our own insurance form, never to a
    // placeholder (issue 36).
    for (const name of ['Get a Quote', 'Talk to Our Partner'])
      await expect(canvas.getByRole('link', { name })).toHaveAttribute(
        'href',
        '/PetParentRegistrationForm',
      );
    for (const link of canvas
      .getAllByRole('link')
      .filter((a) => a.getAttribute('target') === '_blank')) {
      await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  },
};

export const Training: Story = {
  render: () => <LifestyleHeroPage variant="training" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Expert Pet Training for Every Need')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute(
      'href',
      '/training',
    );
  },
};

export const Transportation: Story = {
  render: () => <LifestyleHeroPage variant="transportation" />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Safe & Reliable Pet Transportation'),
    ).toBeVisible();
  },
};

export const GroomingMobile: Story = {
  ...Grooming,
  play: undefined,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
