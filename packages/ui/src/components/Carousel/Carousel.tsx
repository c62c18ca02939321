import { Children, useId, type ReactNode } from 'react';
import { ControlButton, Controls, Dot, Dots, Root, Slide, Viewport } from './Carousel.styles';
import { useCarousel } from './useCarousel';
import { useT } from '../../i18n/I18n';

/** Timings the product uses: hero banners and testimonial/quote sliders. */
export const CAROUSEL_TIMINGS = {
  hero: { interval: 8000, fade: 300 },
  testimonial: { interval: 10000, fade: 150 },
} as const;

export interface CarouselProps {
  /** The slides, one child each. */
  children: ReactNode;
  /** Accessible name, e.g. 'Highlights' or 'What pet parents say'. */
  label: string;
  /** How long a slide stays, in ms. @default 8000 */
  interval?: number;
  /** Fade between slides, in ms. @default 300 */
  fade?: number;
  /** Show Previous/Next (they wrap around). @default true */
  showArrows?: boolean;
  /** Show a dot per slide to jump to it. @default true */
  showDots?: boolean;
}

/**
 * An auto-rotating carousel per the WAI-ARIA pattern: a rotation control comes first, rotation
 * stops while the pointer or focus is inside and when reduced motion is preferred, and the live
 * region announces slides only while rotation is off.
 */
export function Carousel({
  children,
  label,
  interval = 8000,
  fade = 300,
  showArrows = true,
  showDots = true,
}: CarouselProps) {
  const t = useT();
  const slides = Children.toArray(children);
  const c = useCarousel(slides.length, { interval });
  const id = useId();
  const multiple = slides.length > 1;
  return (
    <Root
      data-ui="Carousel"
      // paused: by the user (or reduced motion); held: for a moment, by hover or focus.
      data-state={c.paused ? 'paused' : c.running ? 'playing' : 'held'}
      aria-roledescription="carousel"
      aria-label={t(label)}
      {...c.hoverProps}
      {...c.focusProps}
    >
      {multiple && !c.reducedMotion ? (
        <Controls>
          <ControlButton
            type="button"
            onClick={c.togglePaused}
            aria-label={t(c.paused ? 'Play {label}' : 'Pause {label}', { label: t(label) })}
          >
            {t(c.paused ? '▶ Play' : '❚❚ Pause')}
          </ControlButton>
        </Controls>
      ) : null}
      <Viewport id={`${id}-slides`} aria-live={c.rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <Slide
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={t('{n} of {count}', { n: i + 1, count: slides.length })}
            aria-hidden={i !== c.index}
            inert={i !== c.index}
            $active={i === c.index}
            $fade={fade}
          >
            {slide}
          </Slide>
        ))}
      </Viewport>
      {multiple && (showArrows || showDots) ? (
        <Controls>
          {showArrows ? (
            <ControlButton
              type="button"
              aria-controls={`${id}-slides`}
              aria-label={t('Previous slide')}
              onClick={c.previous}
            >
              ‹
            </ControlButton>
          ) : null}
          {showDots ? (
            <Dots>
              {slides.map((_, i) => (
                <Dot
                  key={i}
                  type="button"
                  aria-label={t('Slide {n}', { n: i + 1 })}
                  aria-current={i === c.index}
                  aria-controls={`${id}-slides`}
                  onClick={() => c.go(i)}
                />
              ))}
            </Dots>
          ) : null}
          {showArrows ? (
            <ControlButton
              type="button"
              aria-controls={`${id}-slides`}
              aria-label={t('Next slide')}
              onClick={c.next}
            >
              ›
            </ControlButton>
          ) : null}
        </Controls>
      ) : null}
    </Root>
  );
}
