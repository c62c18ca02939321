import { IntroOverlay } from '@petverse/ui';
import { LOGO, introVideoSources } from '../content/shell';

/** The intro itself (SiteIntro decides when it plays): its own chunk, loaded only then. */
export default function IntroPlayer({ onDone }: { onDone: () => void }) {
  return (
    <IntroOverlay
      sources={introVideoSources}
      logoSrc={LOGO}
      tagline="Every pet, one universe"
      onDone={onDone}
    />
  );
}
