import type { Meta, StoryObj } from '@storybook/react-vite';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { earlyTaps } from './earlyClicks';
import { TapsSeen } from './TapsSeen';

/**
 * The page's early-tap script (lib/earlyClicks.ts) on server HTML: the taps made before React
 * took a button over are done once it has, exactly once; what React handles itself is never done
 * twice. Each story renders a page's `#root` by hand, runs the script on the document, taps, and
 * then hydrates.
 */
const meta = {
  title: 'Site/Early taps',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <p>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        {name}
      </button>{' '}
      <output aria-label={`${name} taps`}>{count}</output>
    </p>
  );
}

function Page({ Late }: { Late?: ComponentType }) {
  return (
    <TapsSeen>
      <Counter name="Add to Cart" />
      <button type="button" disabled>
        Sold out
      </button>
      {Late ? (
        <Suspense fallback={<p>Loading...</p>}>
          <Late />
        </Suspense>
      ) : null}
    </TapsSeen>
  );
}

/** Renders `#root` with the page's server HTML, and the script on the document. */
function serverPage(canvasElement: HTMLElement, html: string) {
  const host = within(canvasElement).getByTestId('host');
  host.id = 'root';
  host.innerHTML = html;
  return { host, page: within(host), taps: earlyTaps(document) };
}

const LateCounter = () => <Counter name="Heart" />;

/** The bar shown while a tap is held, if it is there. */
const waitingBar = () => document.querySelector<HTMLElement>('body > [data-early-taps]');

export const TappedBeforeReact: Story = {
  render: () => <div data-testid="host" />,
  play: async ({ canvasElement, step }) => {
    const { host, page, taps } = serverPage(canvasElement, renderToString(<Page />));
    let root: Root | undefined;
    try {
      await step('taps before React: held, their default action cancelled', async () => {
        await userEvent.click(page.getByRole('button', { name: 'Add to Cart' }));
        // A disabled button gets no click from the browser: nothing to hold.
        await userEvent.click(page.getByRole('button', { name: 'Sold out' }));
        await expect(taps.held()).toBe(1);
        await expect(page.getByLabelText('Add to Cart taps')).toHaveTextContent('0');
        // Not silent: the bar says the page is on its way, to eyes only.
        await expect(waitingBar()).toBeVisible();
        await expect(waitingBar()).toHaveAttribute('aria-hidden', 'true');
      });
      await step('React hydrates: each held tap is done, once', async () => {
        root = hydrateRoot(host, <Page />);
        await waitFor(() => expect(taps.held()).toBe(0));
        await expect(page.getByLabelText('Add to Cart taps')).toHaveTextContent('1');
        await expect(waitingBar()).toBeNull();
      });
      await step('after hydration a tap is React’s alone: done once, never held', async () => {
        await userEvent.click(page.getByRole('button', { name: 'Add to Cart' }));
        await expect(page.getByLabelText('Add to Cart taps')).toHaveTextContent('2');
        await waitFor(() => expect(taps.held()).toBe(0));
        await expect(page.getByLabelText('Add to Cart taps')).toHaveTextContent('2');
      });
    } finally {
      root?.unmount();
      taps.stop();
    }
  },
};

/**
 * A part whose code comes later than React (a lazy chunk): React stops a tap on it, and the
 * script clicks it again once the part has hydrated.
 */
export const TappedOnALatePart: Story = {
  render: () => <div data-testid="host" />,
  play: async ({ canvasElement }) => {
    const html = renderToString(<Page Late={LateCounter} />);
    const { host, page, taps } = serverPage(canvasElement, html);
    let arrive!: () => void;
    const code = new Promise<{ default: ComponentType }>(
      (resolve) => (arrive = () => resolve({ default: LateCounter })),
    );
    const Late = lazy(() => code);
    const root = hydrateRoot(host, <Page Late={Late} />);
    try {
      // The page around it is React's: done at once.
      await userEvent.click(page.getByRole('button', { name: 'Add to Cart' }));
      await expect(page.getByLabelText('Add to Cart taps')).toHaveTextContent('1');
      // The part is not React's yet: held.
      await userEvent.click(page.getByRole('button', { name: 'Heart' }));
      await waitFor(() => expect(taps.held()).toBe(1));
      await expect(page.getByLabelText('Heart taps')).toHaveTextContent('0');
      arrive();
      await waitFor(() => expect(taps.held()).toBe(0));
      await expect(page.getByLabelText('Heart taps')).toHaveTextContent('1');
    } finally {
      root.unmount();
      taps.stop();
    }
  },
};

/** A tap on a button that is gone before React comes is dropped, never done. */
export const DroppedWhenGone: Story = {
  render: () => <div data-testid="host" />,
  play: async ({ canvasElement }) => {
    const { host, page, taps } = serverPage(canvasElement, renderToString(<Page />));
    let root: Root | undefined;
    try {
      await userEvent.click(page.getByRole('button', { name: 'Add to Cart' }));
      await expect(taps.held()).toBe(1);
      await expect(waitingBar()).toBeVisible();
      host.innerHTML = renderToString(<Page />);
      await waitFor(() => expect(taps.held()).toBe(0));
      await expect(waitingBar()).toBeNull();
      root = hydrateRoot(host, <Page />);
      await userEvent.click(page.getByRole('button', { name: 'Add to Cart' }));
      await expect(page.getByLabelText('Add to Cart taps')).toHaveTextContent('1');
    } finally {
      root?.unmount();
      taps.stop();
    }
  },
};
