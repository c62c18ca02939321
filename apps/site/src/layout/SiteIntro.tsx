import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { VIDEO_PLAYED_KEY, shouldPlayIntro } from '../lib/shellRules';
import { useHydrated } from '@petverse/ui';

// Most visits never show it: its chunk (the overlay, its styles) is asked for when it plays.
const IntroPlayer = lazy(() => import('./IntroPlayer'));

/** The path the browser loaded: the intro is for a fresh load (or reload) of / only. */
const initialPathname = typeof window === 'undefined' ? '' : window.location.pathname;

const session = () => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

/** The home page's intro, once per session; the flag is set when it ends or is skipped. */
export function SiteIntro() {
  const { pathname } = useLocation();
  const [playing, setPlaying] = useState(() =>
    shouldPlayIntro(initialPathname, pathname, session()),
  );
  // The prerendered home page has no intro (the server knows no session): it opens once the
  // page has hydrated and its chunk has come, unless the visitor is using the page by then
  // (IntroPlayer).
  const hydrated = useHydrated();
  if (!playing || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <IntroPlayer
        onDone={() => {
          try {
            session()?.setItem(VIDEO_PLAYED_KEY, 'true');
          } catch {
            // Without storage the intro simply may show again next time.
          }
          setPlaying(false);
        }}
      />
    </Suspense>
  );
}
