import { CAROUSEL_TIMINGS, Carousel, TestimonialCard } from '@petverse/ui';
import { quotes } from '../../content/home';

/** The quotes slider (about 20, the founder's story first): 10 s, 150 ms fade, wrapping arrows. */
export function QuotesCarousel() {
  return (
    <Carousel
      label="Pet parent quotes"
      interval={CAROUSEL_TIMINGS.testimonial.interval}
      fade={CAROUSEL_TIMINGS.testimonial.fade}
      showDots={false}
    >
      {quotes.map((quote) => (
        <TestimonialCard
          key={`${quote.name}-${quote.title}`}
          name={quote.name}
          title={quote.title}
          message={quote.message}
          image={quote.image}
        />
      ))}
    </Carousel>
  );
}
