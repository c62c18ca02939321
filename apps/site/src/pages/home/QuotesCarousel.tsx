import { CAROUSEL_TIMINGS, Carousel, TestimonialCard } from '@petverse/ui';
import { quotes } from '../../content/home';
import { useT } from '@petverse/ui';

/** The quotes slider (about 20, the founder's story first): 10 s, 150 ms fade, wrapping arrows. */
export function QuotesCarousel() {
  const t = useT();
  return (
    <Carousel
      label={t('Pet parent quotes')}
      interval={CAROUSEL_TIMINGS.testimonial.interval}
      fade={CAROUSEL_TIMINGS.testimonial.fade}
      showDots={false}
    >
      {quotes.map((quote) => (
        <TestimonialCard
          key={`${quote.name}-${quote.title}`}
          name={quote.name}
          title={t(quote.title)}
          message={t(quote.message)}
          image={quote.image}
        />
      ))}
    </Carousel>
  );
}
