import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { IntroOverlay, INTRO_VIDEO_ERROR } from './IntroOverlay';

const meta = {
  title: 'UI/IntroOverlay',
  component: IntroOverlay,
  args: {
    sources: [
      { src: '/media/intro.webm', type: 'video/webm' },
      { src: '/media/intro.mp4', type: 'video/mp4' },
    ],
    onDone: fn(),
    tagline: 'Every pet, one universe',
  },
  parameters: { layout: 'fullscreen' },
  tags: ['autodocs'],
} satisfies Meta<typeof IntroOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, step }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Petverse intro' });
    await step('the 2-second animation comes first; Skip has focus; scroll is locked', async () => {
      await expect(dialog).toHaveAttribute('data-state', 'animation');
      await expect(screen.getByRole('button', { name: 'Skip' })).toHaveFocus();
      await expect(document.body.style.overflow).toBe('hidden');
    });
    await step(
      'then the video plays at 2.5x, in a box that does not move as it loads',
      async () => {
        await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'video'), {
          timeout: 3000,
        });
        const video = dialog.querySelector('video')!;
        const first = video.getBoundingClientRect();
        await expect(first.width / first.height).toBeCloseTo(16 / 9, 2);
        await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(1));
        const loaded = video.getBoundingClientRect();
        await expect([loaded.x, loaded.y, loaded.width, loaded.height]).toEqual([
          first.x,
          first.y,
          first.width,
          first.height,
        ]);
        await waitFor(() => expect(video.playbackRate).toBe(2.5));
      },
    );
    await step('Skip ends it', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
      await expect(args.onDone).toHaveBeenCalledTimes(1);
    });
  },
};

export const EscapeSkips: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Petverse intro' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};

/** The page behind is out of reach while it plays: no tap, Tab or screen reader gets there. */
export const PageBehindInert: Story = {
  render: (args) => (
    <>
      <button type="button">Page behind</button>
      <IntroOverlay {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await screen.findByRole('dialog', { name: 'Petverse intro' });
    const behind = canvasElement.querySelector('button')!;
    await expect(behind).toHaveTextContent('Page behind');
    // `inert`: the browser gives it no click, no focus and no place in the accessibility tree.
    await expect(behind.closest('[inert]')).not.toBeNull();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Skip' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(screen.getByRole('button', { name: 'Skip' })).toHaveFocus();
  },
};

export const VideoError: Story = {
  args: { sources: [{ src: '/media/missing.webm', type: 'video/webm' }], animationMs: 200 },
  play: async ({ args }) => {
    await expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      INTRO_VIDEO_ERROR,
    );
    await expect(args.onDone).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};

/** Nobody has to press Skip: the error message closes the intro by itself after a few seconds. */
export const VideoErrorClosesItself: Story = {
  args: {
    sources: [{ src: '/media/missing.webm', type: 'video/webm' }],
    animationMs: 200,
    errorMs: 600,
  },
  play: async ({ args }) => {
    await screen.findByRole('alert', {}, { timeout: 4000 });
    await expect(args.onDone).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1), { timeout: 3000 });
  },
};

export const Mobile: Story = {
  ...EscapeSkips,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
