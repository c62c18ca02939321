import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DoctorCard } from './DoctorCard';

const portrait =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 88 88"><circle cx="44" cy="44" r="44" fill="#c6dafc"/></svg>',
  );

const meta = {
  title: 'UI/DoctorCard',
  component: DoctorCard,
  args: {
    name: 'Dr. Sana Kapoor',
    specialty: 'Small animal medicine',
    location: 'Pune',
    experience: 12,
    rating: 4.8,
    reviews: 214,
    image: portrait,
    species: ['dog', 'cat'],
    href: '/vet-clinic/doctor/1',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  tags: ['autodocs'],
} satisfies Meta<typeof DoctorCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Dr. Sana Kapoor' })).toHaveAttribute(
      'href',
      '/vet-clinic/doctor/1',
    );
    // The place is the doctor's own words (lang=""), inside the line.
    await expect(
      canvas.getByText(
        (_, element) =>
          element?.tagName === 'P' && element.textContent === 'Pune · 12 years of experience',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('(214 reviews)')).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: 'Treats' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  },
};

export const NewDoctorUnrated: Story = {
  args: { rating: null, reviews: 0, experience: 1, species: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('N/A')).toBeVisible();
    // The place is the doctor's own words (lang=""), inside the line.
    await expect(
      canvas.getByText(
        (_, element) =>
          element?.tagName === 'P' && element.textContent === 'Pune · 1 year of experience',
      ),
    ).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
