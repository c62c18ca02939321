import { useCallback, useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '../../utils/reducedMotion';

export interface CarouselTiming {
  /** Time each slide stays, in ms (hero 8000, testimonials 10000). */
  interval: number;
}

/**
 * Slide index with wrapping previous/next and auto-advance that stops while the user hovers or
 * focuses the carousel, after they press Pause, and when they prefer reduced motion.
 */
export function useCarousel(count: number, { interval }: CarouselTiming) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotating = count > 1 && !paused && !reducedMotion;
  const running = rotating && !hovered && !focused;

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);
  const next = useCallback(() => setIndex((i) => (i + 1) % count), [count]);
  const previous = useCallback(() => setIndex((i) => (i - 1 + count) % count), [count]);

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(next, interval);
    return () => window.clearInterval(timer);
  }, [running, interval, next, index]);

  return {
    index: count ? Math.min(index, count - 1) : 0,
    go,
    next,
    previous,
    /** True when the user has not paused rotation (hover and focus pause it only for a moment). */
    rotating,
    /** True while the slides turn by themselves (rotating, and not held by hover or focus). */
    running,
    reducedMotion,
    togglePaused: () => setPaused((p) => !p),
    paused: paused || reducedMotion,
    hoverProps: { onMouseEnter: () => setHovered(true), onMouseLeave: () => setHovered(false) },
    focusProps: {
      onFocus: () => setFocused(true),
      onBlur: (event: React.FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
}
