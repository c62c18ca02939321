import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProviderCard } from './ProviderCard';

const meta = {
  title: 'UI/ProviderCard',
  component: ProviderCard,
  args: {
    name: 'Pawfect Mobile Grooming',
    kindLabel: 'Groomer',
    place: 'Pune',
    rating: 4.8,
    ratingCount: 37,
    services: [
      { name: 'Full Grooming Package', price: 2499, minutes: 120 },
      { name: 'Bath & Blow Dry', price: 899, minutes: 60 },
    ],
    languages: ['Hindi', 'Marathi', 'English'],
    href: '/book/p-1',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  tags: ['autodocs'],
} satisfies Meta<typeof ProviderCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A groomer: rating, services with price and minutes, and the way to book. */
export const Groomer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: 'Book Pawfect Mobile Grooming' }),
    ).toHaveAttribute('href', '/book/p-1');
    const services = canvas.getByRole('list', { name: 'Services of Pawfect Mobile Grooming' });
    await expect(services).toHaveTextContent('Full Grooming Package₹2,499.00 · 120 min');
    await expect(canvas.getByText('(37 reviews)')).toBeVisible();
  },
};

/** A clinic lists its doctors with qualification, experience and the species they see. */
export const ClinicWithDoctors: Story = {
  args: {
    name: 'Petverse Partner Clinic, Pune',
    kindLabel: 'Vet clinic',
    place: 'Koregaon Park, Pune',
    rating: null,
    ratingCount: 0,
    services: [{ name: 'Consultation', price: 600, minutes: 30 }],
    people: [
      {
        name: 'Dr. Meera Iyer',
        qualification: 'BVSc & AH, Dermatology',
        experienceYears: 9,
        species: ['dog', 'cat'],
      },
    ],
    languages: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('New on Petverse: no reviews yet')).toBeVisible();
    await expect(
      canvas.getByRole('list', { name: 'People at Petverse Partner Clinic, Pune' }),
    ).toHaveTextContent(
      'Dr. Meera Iyer, BVSc & AH, Dermatology · 9 years of experience · Dogs, Cats',
    );
  },
};

/** In Hindi, the provider's own words stay as written. */
export const Hindi: Story = {
  parameters: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /बुक करें/ })).toBeVisible();
  },
};
