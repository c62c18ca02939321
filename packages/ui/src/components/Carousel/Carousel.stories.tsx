import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Carousel } from './Carousel';

const slide = (title: string, tint: string) => (
  <div style={{ padding: 48, background: tint, minHeight: 160 }}>
    <h2 style={{ margin: 0 }}>{title}</h2>
    <p>Slide body for {title}.</p>
  </div>
);

const meta = {
  title: 'UI/Carousel',
  component: Carousel,
  args: {
    label: 'Highlights',
    interval: 8000,
    fade: 300,
    children: [
      slide('Everything your pet needs', '#fff1e6'),
      slide('A pet store that knows your pet', '#e8f3f1'),
      slide('Grooming without the stress', '#f1ecfd'),
    ],
  },
  tags: ['autodocs'],
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The heading of the slide that is showing. */
const visibleHeading = (root: HTMLElement): HTMLElement | null =>
  root.querySelector<HTMLElement>('[aria-roledescription="slide"][aria-hidden="false"] h2');

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the first slide shows, the others are hidden from assistive tech', async () => {
      await expect(visibleHeading(canvasElement)).toHaveTextContent('Everything your pet needs');
      await expect(canvas.getAllByRole('group', { hidden: true })).toHaveLength(3);
    });
    await step('Next and Previous wrap around', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
      await expect(visibleHeading(canvasElement)).toHaveTextContent('Grooming without the stress');
      await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
      await expect(visibleHeading(canvasElement)).toHaveTextContent('Everything your pet needs');
    });
    await step('a dot jumps to its slide', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Slide 2' }));
      await expect(canvas.getByRole('button', { name: 'Slide 2' })).toHaveAttribute(
        'aria-current',
        'true',
      );
    });
    await step('Pause stops rotation and announces slides politely', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Pause Highlights' }));
      await expect(canvas.getByRole('button', { name: 'Play Highlights' })).toBeVisible();
      await expect(canvasElement.querySelector('[data-ui="Carousel"]')).toHaveAttribute(
        'data-state',
        'paused',
      );
    });
  },
};

export const AutoAdvances: Story = {
  args: { interval: 400, fade: 100 },
  play: async ({ canvasElement }) => {
    // The pointer rests outside; rotation runs at this story's short interval.
    await userEvent.unhover(canvasElement);
    (document.activeElement as HTMLElement | null)?.blur();
    await waitFor(
      () =>
        expect(visibleHeading(canvasElement)).toHaveTextContent('A pet store that knows your pet'),
      { timeout: 2000 },
    );
  },
};

export const PausesOnHover: Story = {
  args: { interval: 300, fade: 50 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvasElement.querySelector('[data-ui="Carousel"]');
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.hover(canvas.getByRole('button', { name: 'Next slide' }));
    // Held while the pointer is on it: its timer is stopped (useCarousel runs none unless
    // 'playing'), and the slide stays.
    await expect(carousel).toHaveAttribute('data-state', 'held');
    await expect(visibleHeading(canvasElement)).toHaveTextContent('Everything your pet needs');
    // The pointer leaves: it turns again by itself.
    await userEvent.unhover(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(carousel).toHaveAttribute('data-state', 'playing');
    await waitFor(
      () =>
        expect(visibleHeading(canvasElement)).not.toHaveTextContent('Everything your pet needs'),
      { timeout: 2000 },
    );
  },
};

export const Testimonials: Story = {
  args: { label: 'What pet parents say', interval: 10000, fade: 150, showDots: false },
};

export const SingleSlide: Story = {
  args: { children: slide('Find Trusted Breeders for Your Pet', '#fff7e0') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('heading')).toHaveTextContent(
      'Find Trusted Breeders for Your Pet',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
