import { useCallback, useEffect, useRef, useState } from 'react';
import { Animation, ErrorText, Overlay, SkipButton, Video } from './IntroOverlay.styles';
import { prefersReducedMotion } from '../../theme/motion';
import { useDialogBehaviour } from '../../utils/useDialogBehaviour';
import { useT } from '../../i18n/I18n';

/** Intro timings (spec §9): a 2-second animation, then the video at 2.5× speed. */
export const INTRO_TIMINGS = { animationMs: 2000, playbackRate: 2.5, errorMs: 4000 } as const;

/** The spec's text when the intro video cannot play. */
export const INTRO_VIDEO_ERROR = 'Failed to load video. Please try again later.';

export interface IntroOverlayProps {
  /** The video's sources, best first, e.g. WebM then MP4. */
  sources: readonly { src: string; type: string }[];
  /** Called once, when the video ends, is skipped or the overlay is dismissed. */
  onDone: () => void;
  /** The brand shown by the animation and naming the dialog. @default 'Petverse' */
  brand?: string;
  /** A line under the brand during the animation. */
  tagline?: string;
  /** Logo for the animation; decorative. */
  logoSrc?: string;
  /** Length of the animation before the video, in ms. @default 2000 */
  animationMs?: number;
  /** Video speed. @default 2.5 */
  playbackRate?: number;
  /** How long the video's error message stays before the intro ends by itself, in ms. @default 4000 */
  errorMs?: number;
}

/**
 * A full-screen intro: a short brand animation, then a muted video at 2.5× speed. Skip (or
 * Escape) ends it at any time. It is a modal dialog like Modal, Drawer and FormCard (the one
 * useDialogBehaviour): Skip has the focus, Tab stays on it, the page behind is inert and does not
 * scroll, and the focus goes back where it was when it ends. When the visitor prefers reduced
 * motion there is no intro at all: `onDone` is called at once.
 */
export function IntroOverlay({
  sources,
  onDone,
  brand = 'Petverse',
  tagline,
  logoSrc,
  animationMs = INTRO_TIMINGS.animationMs,
  playbackRate = INTRO_TIMINGS.playbackRate,
  errorMs = INTRO_TIMINGS.errorMs,
}: IntroOverlayProps) {
  const t = useT();
  const [reduced] = useState(prefersReducedMotion);
  const [phase, setPhase] = useState<'animation' | 'video'>('animation');
  const [failed, setFailed] = useState(false);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const skipRef = useRef<HTMLButtonElement | null>(null);
  const overlayRef = useRef<HTMLDivElement | null>(null);
  const doneRef = useRef(false);

  const finish = useCallback(() => {
    if (doneRef.current) return;
    doneRef.current = true;
    onDone();
  }, [onDone]);
  const onKeyDown = useDialogBehaviour(overlayRef, skipRef, !reduced, finish);

  useEffect(() => {
    if (reduced) {
      finish();
      return undefined;
    }
    const timer = window.setTimeout(() => setPhase('video'), animationMs);
    return () => window.clearTimeout(timer);
  }, [reduced, animationMs, finish]);

  useEffect(() => {
    const video = videoRef.current;
    if (phase !== 'video' || !video) return;
    video.defaultPlaybackRate = playbackRate;
    video.playbackRate = playbackRate;
  }, [phase, playbackRate]);

  // A video that cannot play says so, then gets out of the way without waiting for Skip.
  useEffect(() => {
    if (!failed) return undefined;
    const timer = window.setTimeout(finish, errorMs);
    return () => window.clearTimeout(timer);
  }, [failed, errorMs, finish]);

  if (reduced) return null;

  return (
    <Overlay
      ref={overlayRef}
      data-ui="IntroOverlay"
      data-state={failed ? 'error' : phase}
      role="dialog"
      aria-modal="true"
      aria-label={t('{brand} intro', { brand })}
      onKeyDown={onKeyDown}
    >
      {phase === 'animation' ? (
        <Animation $duration={animationMs}>
          {logoSrc ? <img src={logoSrc} alt="" width={96} height={96} /> : null}
          <p>{brand}</p>
          {tagline ? <span>{t(tagline)}</span> : null}
        </Animation>
      ) : failed ? (
        <ErrorText role="alert">{t(INTRO_VIDEO_ERROR)}</ErrorText>
      ) : (
        <Video
          ref={videoRef}
          autoPlay
          muted
          playsInline
          preload="auto"
          aria-label={t('{brand} intro video', { brand })}
          onLoadedMetadata={(event) => {
            event.currentTarget.playbackRate = playbackRate;
          }}
          onPlay={(event) => {
            event.currentTarget.playbackRate = playbackRate;
          }}
          onEnded={finish}
          onError={() => setFailed(true)}
        >
          {sources.map((source, i) => (
            <source
              key={source.src}
              src={source.src}
              type={source.type}
              // Source errors do not reach the video: the last one failing means none could play.
              onError={i === sources.length - 1 ? () => setFailed(true) : undefined}
            />
          ))}
        </Video>
      )}
      <SkipButton ref={skipRef} type="button" onClick={finish}>
        {t('Skip')}
      </SkipButton>
    </Overlay>
  );
}
