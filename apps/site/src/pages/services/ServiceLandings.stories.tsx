import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Route, Routes } from 'react-router-dom';
import GroomingPage from './GroomingPage';
import InsurancePage from './InsurancePage';
import LifestyleHeroPage from './LifestyleHeroPage';
import VetClinicPage from './VetClinicPage';
import type { ProviderListing } from '@petverse/api/contract';
import type { FixtureRequest } from '@repo/story-fixtures';
import { ShopFrame } from '../../stories/ShopFrame';

const trainer: ProviderListing = {
  id: 'p-train',
  kind: 'trainer',
  name: 'Good Dog Academy',
  about: 'Puppy basics and leash manners.',
  city: 'Pune',
  address: '',
  languages: ['Hindi', 'English'],
  photos: [],
  rating: 4.7,
  ratingCount: 12,
  services: [{ name: 'Puppy basics, one session', price: 900, minutes: 60 }],
  pincodes: ['411001', '411014'],
  people: [],
};
const clinic: ProviderListing = {
  ...trainer,
  id: 'p-clinic',
  kind: 'vet',
  name: 'Petverse Partner Clinic, Pune',
  address: '21 Koregaon Park Road, Pune 411001',
  services: [{ name: 'Consultation', price: 600, minutes: 30 }],
  pincodes: [],
  people: [
    {
      name: 'Dr. Meera Iyer',
      qualification: 'BVSc & AH, Dermatology',
      registrationNumber: '',
      species: ['dog', 'cat'],
      experienceYears: 9,
    },
  ],
};

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

/** Training lists its bookable trainers; a pincode narrows them to those who come there. */
export const Training: Story = {
  render: () => (
    <ShopFrame
      path="*"
      routes={{
        'GET /providers': ({ url }: FixtureRequest) => ({
          providers: url.searchParams.get('pincode') === '560001' ? [] : [trainer],
        }),
      }}
    >
      <LifestyleHeroPage variant="training" />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Expert Pet Training for Every Need')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute(
      'href',
      '/training',
    );
    const list = await canvas.findByRole('list', { name: 'Trainers you can book' });
    await expect(within(list).getByRole('link', { name: 'Book Good Dog Academy' })).toHaveAttribute(
      'href',
      '/book/p-train',
    );
    await userEvent.type(canvas.getByLabelText(/Your pincode/), '560001');
    await expect(await canvas.findByText('Nobody comes to 560001 yet.')).toBeVisible();
  },
};

export const Transportation: Story = {
  render: () => (
    <ShopFrame path="*" routes={{ 'GET /providers': { providers: [] } }}>
      <LifestyleHeroPage variant="transportation" />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Safe & Reliable Pet Transportation')).toBeVisible();
    await expect(await canvas.findByText('Nobody is listed here yet.')).toBeVisible();
  },
};

/** The vet clinic page lists the seed's doctors and the clinics that can be booked, with theirs. */
export const VetClinics: Story = {
  render: () => (
    <ShopFrame path="*" routes={{ 'GET /doctors': [], 'GET /providers': { providers: [clinic] } }}>
      <VetClinicPage variant="clinic" />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Clinics you can book' });
    await expect(list).toHaveTextContent('Dr. Meera Iyer, BVSc & AH, Dermatology');
    await expect(canvas.queryByLabelText(/Your pincode/)).toBeNull();
  },
};

export const GroomingMobile: Story = {
  ...Grooming,
  play: undefined,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
