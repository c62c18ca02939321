import { useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { VIDEO_PLAYED_KEY, shouldPlayIntro } from '../lib/shellRules';
import { useHydrated } from '../lib/useHydrated';
import { onVisitorActive, visitorWasActive } from '../lib/visitorActive';

/** The path the browser loaded: the intro is for a fresh load (or reload) of / only. */
const initialPathname = typeof window === 'undefined' ? '' : window.location.pathname;

const session = () => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

type Player = ComponentType<{ onDone: () => void }>;

/**
 * The home page's intro, once per session; the flag is set when it ends or is skipped. The
 * prerendered home page has no intro (the server knows no session), so it can only open once
 * the page has hydrated and its chunk has come, seconds after the page was painted on a slow
 * phone: a visitor who has already scrolled, tapped or typed by then is using the page, and the
 * intro is skipped for the session rather than thrown over it.
 */
export function SiteIntro() {
  const { pathname } = useLocation();
  const [playing, setPlaying] = useState(() =>
    shouldPlayIntro(initialPathname, pathname, session()),
  );
  const [Player, setPlayer] = useState<Player | null>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    if (!playing || !hydrated || Player) return undefined;
    if (visitorWasActive()) {
      finish();
      return undefined;
    }
    let live = true;
    // Most visits never show it: its chunk (the overlay, its styles) is asked for now.
    const stop = onVisitorActive(() => {
      live = false;
      finish();
    });
    void import('./IntroPlayer').then(
      (module) => {
        if (!live) return;
        stop();
        setPlayer(() => module.default);
      },
      () => undefined,
    );
    return () => {
      live = false;
      stop();
    };
  }, [playing, hydrated, Player]);

  function finish() {
    try {
      session()?.setItem(VIDEO_PLAYED_KEY, 'true');
    } catch {
      // Without storage the intro simply may show again next time.
    }
    setPlaying(false);
  }

  if (!playing || !Player) return null;
  return <Player onDone={finish} />;
}
