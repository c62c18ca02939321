import { Link } from 'react-router-dom';
import { CAROUSEL_TIMINGS, Carousel, breakpoints } from '@petverse/ui';
import { homeHeroSlides } from '../../content/home';
import { HeroSlide } from './home.styles';
import { useT } from '@petverse/ui';

/** The rotating hero: 3 slides, each with art for wide screens and for phones; 8 s, 300 ms fade. */
export function HomeHero() {
  const t = useT();
  return (
    <Carousel
      label={t('Highlights')}
      interval={CAROUSEL_TIMINGS.hero.interval}
      fade={CAROUSEL_TIMINGS.hero.fade}
    >
      {homeHeroSlides.map((slide, i) => (
        <HeroSlide key={slide.id}>
          <picture>
            <source media={`(max-width: ${breakpoints.mobile - 1}px)`} srcSet={slide.mobileImage} />
            <img
              src={slide.desktopImage}
              alt=""
              width={1200}
              height={480}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : undefined}
            />
          </picture>
          <div>
            <h2>{t(slide.headline)}</h2>
            <p>{t(slide.subheadline)}</p>
            <Link to={slide.cta.to}>{t(slide.cta.label)}</Link>
          </div>
        </HeroSlide>
      ))}
    </Carousel>
  );
}
