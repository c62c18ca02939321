import { lazy, useState, type ComponentType, type FunctionComponent } from 'react';

/** A page loaded in a chunk of its own that can be asked for before React renders it. */
export type LazyPage<P extends object> = FunctionComponent<P> & {
  /** Loads the page's module (once); resolves when the page can render without suspending. */
  preload: () => Promise<void>;
};

/**
 * `React.lazy` for a route's page, with `preload`: main.tsx loads the pages of the address
 * being opened (routes.tsx's `preloadPagesOf`) before React hydrates the server's HTML.
 *
 * Why: a `React.lazy` page suspends on its first render however early its chunk arrived (its
 * `import()` resolves a task later), so hydration left the page's Suspense boundary as server
 * HTML and came back for it. A tap in that gap made React hydrate it at once, synchronously;
 * the page could not render yet, and when anything above it had re-rendered meanwhile
 * (`AfterHydration` as the page hydrates), React gave up on the server's HTML and rendered the
 * boundary afresh: the page went to its loading state and back, losing what the tap did (a pet
 * parent's orders page, its 'View details', e2e/tests/firstpaint.e2e.ts). A page loaded before
 * hydration renders at once, in the same pass as the rest of the page.
 *
 * A mounted page keeps the component it started with (the loaded one, or React's lazy one while
 * it was loading): switching would be another component type, and React would mount it anew.
 */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: FunctionComponent<P> }>,
): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        // A chunk that failed to load (the network) may be asked for again.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  function Page(props: P) {
    const [Shown] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Shown {...props} />;
  }
  return Object.assign(Page, { preload });
}
