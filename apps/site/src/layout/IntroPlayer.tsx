import { useEffect, useState } from 'react';
import { IntroOverlay } from '@petverse/ui';
import { LOGO, introVideoSources } from '../content/shell';
import { visitorWasActive } from '../lib/visitorActive';

/**
 * The intro itself (SiteIntro decides when it plays): its own chunk, loaded only then. It comes
 * after the home page has hydrated, seconds after it was painted on a slow phone: a visitor who
 * has scrolled, tapped or typed by then is using the page, and the intro ends at once (skipped
 * for the session) rather than being thrown over it.
 */
export default function IntroPlayer({ onDone }: { onDone: () => void }) {
  const [skipped] = useState(visitorWasActive);
  useEffect(() => {
    if (skipped) onDone();
  }, [skipped, onDone]);
  if (skipped) return null;
  return (
    <IntroOverlay
      sources={introVideoSources}
      logoSrc={LOGO}
      tagline="Every pet, one universe"
      onDone={onDone}
    />
  );
}
