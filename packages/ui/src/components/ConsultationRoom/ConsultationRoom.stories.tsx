import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConsultationRoom, type RoomChatMessage } from './ConsultationRoom';

/** A moving picture as a camera would give it: a canvas drawn in a colour, as a stream. */
function fakeCamera(colour: string): MediaStream {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 240;
  const context = canvas.getContext('2d')!;
  let frame = 0;
  const draw = () => {
    context.fillStyle = colour;
    context.fillRect(0, 0, 320, 240);
    context.fillStyle = '#fff';
    context.fillRect((frame += 4) % 320, 100, 40, 40);
  };
  draw();
  setInterval(draw, 100);
  return canvas.captureStream(10);
}

const chat: RoomChatMessage[] = [
  {
    id: 'm1',
    from: 'parent',
    name: 'Priya Sharma',
    text: 'Bruno has been limping on his left hind leg since yesterday.',
    at: '2026-12-08T05:21:00.000Z',
  },
  {
    id: 'm2',
    from: 'doctor',
    name: 'Dr. Asha Mehta',
    text: 'Please hold the camera close to the paw.',
    at: '2026-12-08T05:22:00.000Z',
  },
];

const meta = {
  title: 'UI/ConsultationRoom',
  component: ConsultationRoom,
  args: {
    withName: 'Happy Paws Clinic',
    you: 'parent',
    phase: 'waiting',
    chat,
    onSend: fn(async () => {}),
    onRetry: fn(),
    onLeave: fn(),
    onToggle: fn(),
  },
  parameters: { layout: 'padded' },
  tags: ['autodocs'],
} satisfies Meta<typeof ConsultationRoom>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before the room opens: when it does, and that it opens by itself. */
export const Early: Story = {
  args: { phase: 'early', opensAt: '2026-12-08T05:20:00.000Z', chat: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'The room opens at 10:50 am. You can wait here: it opens by itself.',
    );
    // Nothing to send before it opens.
    await expect(canvas.queryByRole('textbox', { name: 'Message' })).toBeNull();
    await expect(canvas.getByRole('log')).toHaveTextContent('No messages yet.');
  },
};

/** In the room with the camera on, the other side not there yet. */
export const Waiting: Story = {
  render: (args) => <ConsultationRoom {...args} localStream={fakeCamera('#375')} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Waiting for Happy Paws Clinic to join...',
    );
    await expect(canvasElement.querySelector('video[data-part="self"]')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Mute' }));
    await expect(args.onToggle).toHaveBeenCalledWith('audio', false);
    await expect(canvas.getByRole('button', { name: 'Mute' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Leave the call' }));
    await expect(args.onLeave).toHaveBeenCalled();
  },
};

export const Connecting: Story = {
  args: { phase: 'connecting' },
  render: (args) => <ConsultationRoom {...args} localStream={fakeCamera('#375')} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Connecting the call...',
    );
  },
};

/** Connected: the other side's video fills the screen, this side's in a corner; chat beside. */
export const Connected: Story = {
  args: { phase: 'connected' },
  render: (args) => (
    <ConsultationRoom
      {...args}
      localStream={fakeCamera('#375')}
      remoteStream={fakeCamera('#735')}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const remote = canvas.getByLabelText<HTMLVideoElement>('Happy Paws Clinic’s video');
    await waitFor(() => expect(remote.srcObject).not.toBeNull());
    await expect(canvas.getByLabelText('Your video')).toHaveProperty('muted', true);
    // Enter sends; the box empties once sent.
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Here is the paw.{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Here is the paw.');
    await waitFor(() => expect(box).toHaveValue(''));
    // Shift+Enter is a new line, not a send.
    await userEvent.type(box, 'line one{Shift>}{Enter}{/Shift}line two');
    await expect(box).toHaveValue('line one\nline two');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

/** The other side's messages on the left, this side's on the right, each with who and when. */
export const ChatOnly: Story = {
  args: { phase: 'chat-only' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'The video could not connect on this network.',
    );
    const log = canvas.getByRole('log', { name: 'Chat with Happy Paws Clinic' });
    await expect(log).toHaveTextContent('Dr. Asha Mehta · 10:52 am');
    await userEvent.click(canvas.getByRole('button', { name: 'Try the video again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A message that could not be sent stays in the box, and says so. */
export const SendFailed: Story = {
  args: {
    phase: 'reconnecting',
    onSend: fn(async () => {
      throw new Error('offline');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'The connection dropped. Reconnecting...',
    );
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Are you still there?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The message was not sent. Please send it again.',
    );
    await expect(box).toHaveValue('Are you still there?');
  },
};

/** No camera allowed: said plainly; the chat and the other side's video still work. */
export const CameraBlocked: Story = {
  args: { phase: 'waiting', mediaProblem: 'denied' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent(
      'Camera and microphone are blocked for this site.',
    );
  },
};

/** Ended: the chat stays to read; nothing more to send. */
export const Ended: Story = {
  args: { phase: 'ended' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('This consultation has ended.');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('log')).toHaveTextContent('Please hold the camera close');
  },
};

/**
 * After a consultation that took place: the call is over, and the chat takes questions, free,
 * until its follow-up days end (issue 53 item 2).
 */
export const FollowUp: Story = {
  args: { phase: 'ended', followUpUntil: '2026-12-15T11:30:00+05:30' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'The call has ended. Questions about it are free in the chat until 15 Dec 2026.',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Can he walk today?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(args.onSend).toHaveBeenCalledWith('Can he walk today?'));
    await expect(canvas.queryByRole('button', { name: /video/i })).toBeNull();
  },
};

/** The clinic's side, on a phone: its own actions beside the call's; nothing runs off screen. */
export const ClinicOnPhone: Story = {
  args: {
    you: 'doctor',
    withName: 'Priya Sharma',
    phase: 'connected',
    actions: <button type="button">End consultation</button>,
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: (args) => (
    <ConsultationRoom
      {...args}
      localStream={fakeCamera('#375')}
      remoteStream={fakeCamera('#735')}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'End consultation' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

const PHOTO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="#c96"/></svg>',
  );

/**
 * When the video stalls, a photo: chosen from the phone's camera or gallery, sent over HTTP and
 * shown in the chat (the page fetches each with its session).
 */
export const Photos: Story = {
  args: {
    phase: 'chat-only',
    chat: [
      ...chat,
      {
        id: 'm3',
        from: 'parent',
        name: 'Priya Sharma',
        text: '',
        photo: 'a.png',
        at: '2026-12-08T05:23:00.000Z',
      },
    ],
    onSendPhoto: fn(async () => {}),
    renderPhoto: (m) => <img src={PHOTO} alt={`Sent by ${m.name}`} width={160} height={120} />,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Sent by Priya Sharma' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Photo' })).toBeEnabled();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const paw = new File([new Uint8Array([137, 80, 78, 71])], 'paw.png', { type: 'image/png' });
    await userEvent.upload(input, paw);
    await expect(args.onSendPhoto).toHaveBeenCalledWith(paw);
  },
};

/** A photo the server refused (not a picture, too big): said, and nothing else is lost. */
export const PhotoRefused: Story = {
  args: {
    phase: 'connected',
    onSendPhoto: fn(async () => {
      throw new Error('400');
    }),
    renderPhoto: () => null,
  },
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['x'], 'big.png', { type: 'image/png' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The photo was not sent.',
    );
  },
};
