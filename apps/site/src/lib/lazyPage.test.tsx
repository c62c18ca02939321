import { Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazyPage';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

const inSuspense = (element: ReactNode) =>
  renderToString(<Suspense fallback={<p>Loading...</p>}>{element}</Suspense>);

describe('lazyPage', () => {
  it('suspends like React.lazy until its module is loaded', () => {
    const Page = lazyPage(async () => ({ default: Greeting }));
    expect(inSuspense(<Page name="Asha" />)).toContain('Loading...');
  });

  it('renders at once, with its props, once preloaded: no fallback, nothing left to hydrate later', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const Page = lazyPage(load);
    await Page.preload();
    const html = inSuspense(<Page name="Asha" />);
    expect(html).toContain('Hello, <!-- -->Asha');
    expect(html).not.toContain('Loading...');
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads its module once, whether asked by preload or by a render', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const Page = lazyPage(load);
    inSuspense(<Page name="Asha" />);
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(inSuspense(<Page name="Ravi" />)).toContain('Ravi');
  });

  it('may be asked again after its chunk failed to load (the network)', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: Greeting });
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('Failed to fetch');
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(inSuspense(<Page name="Asha" />)).toContain('Asha');
  });
});
