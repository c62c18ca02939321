import { Link } from 'react-router-dom';
import { CAROUSEL_TIMINGS, Carousel, breakpoints } from '@petverse/ui';
import { ServiceSlide } from './services.styles';
import { useT } from '@petverse/ui';

export interface HeroSlideContent {
  headline: string;
  subheadline: string;
  cta: { label: string; to: string };
  /** Wide art and tall (phone) art under /art. */
  wide: string;
  tall: string;
}

/** A service page's hero banner: slides that advance every 8 s with a 300 ms fade. */
export function ServiceHero({
  label,
  slides,
}: {
  label: string;
  slides: readonly HeroSlideContent[];
}) {
  const t = useT();
  return (
    <Carousel
      label={t(label)}
      interval={CAROUSEL_TIMINGS.hero.interval}
      fade={CAROUSEL_TIMINGS.hero.fade}
    >
      {slides.map((slide, i) => (
        <ServiceSlide key={slide.headline}>
          <picture>
            <source media={`(max-width: ${breakpoints.mobile - 1}px)`} srcSet={slide.tall} />
            <img
              src={slide.wide}
              alt=""
              width={1200}
              height={480}
              loading={i === 0 ? 'eager' : 'lazy'}
            />
          </picture>
          <div>
            {i === 0 ? <h1>{t(slide.headline)}</h1> : <h2>{t(slide.headline)}</h2>}
            <p>{t(slide.subheadline)}</p>
            {/* A part of this page (`#…`) is a plain link: the browser scrolls to it. */}
            {slide.cta.to.startsWith('#') ? (
              <a href={slide.cta.to}>{t(slide.cta.label)}</a>
            ) : (
              <Link to={slide.cta.to}>{t(slide.cta.label)}</Link>
            )}
          </div>
        </ServiceSlide>
      ))}
    </Carousel>
  );
}
