import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Accordion,
  Button,
  CAROUSEL_TIMINGS,
  Carousel,
  PriceTable,
  TestimonialCard,
} from '@petverse/ui';
import {
  groomingFaq,
  groomingOffers,
  groomingPrices,
  groomingTestimonials,
} from '../../content/servicePages';
import { usePageTitle } from '../../lib/usePageTitle';
import { CardGrid, InfoCard, Page, Section } from './services.styles';
import { Claims, GroomingHero } from './grooming.styles';
import { useT } from '@petverse/ui';

/** The grooming landing's 'Book Your Appointment' delay (services spec §2.9). */
export const BOOK_DELAY_MS = 500;

function BookButton() {
  const t = useT();
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (
    <Button
      onClick={() => {
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(
          () => void navigate('/grooming-registration'),
          BOOK_DELAY_MS,
        );
      }}
    >
      {t('Book Your Appointment')}
    </Button>
  );
}

/** /grooming: the mobile grooming partner's landing (services spec §2.9). */
export default function GroomingPage() {
  const t = useT();
  usePageTitle('Pet Grooming at Home');
  return (
    <Page>
      <GroomingHero>
        <div>
          <h1>{t('Pet Grooming at Your Doorstep')}</h1>
          <p>
            {t('Professional groomers come to your home with everything your dog or cat needs.')}
          </p>
          <BookButton />
        </div>
        <img src="/art/service-grooming.webp" alt="" width={320} height={320} />
      </GroomingHero>
      <Section aria-labelledby="about-heading">
        <h2 id="about-heading">{t('About Us')}</h2>
        <p>
          {t(
            'Our mobile grooming partner brings a fully equipped grooming setup to your door, so your pet stays relaxed in familiar surroundings.',
          )}
        </p>
        <Claims>
          <li>
            <strong>25+</strong> {t('services')}
          </li>
          <li>
            <strong>10+</strong> {t("years' experience")}
          </li>
        </Claims>
        <div>
          <BookButton />
        </div>
      </Section>
      <Section aria-labelledby="offer-heading">
        <h2 id="offer-heading">{t('What We Offer')}</h2>
        <CardGrid>
          {groomingOffers.map((o) => (
            <InfoCard key={o.title}>
              <h3>{t(o.title)}</h3>
              <p>{t(o.text)}</p>
            </InfoCard>
          ))}
        </CardGrid>
      </Section>
      <Section aria-labelledby="price-heading">
        <h2 id="price-heading">{t('Pricing')}</h2>
        <PriceTable
          caption={t('Full grooming package by city')}
          labelHeader={t('City')}
          rows={groomingPrices}
        />
        <div>
          <BookButton />
        </div>
      </Section>
      <Section aria-labelledby="faq-heading">
        <h2 id="faq-heading">{t('Frequently Asked Questions')}</h2>
        <Accordion items={groomingFaq} headingLevel={3} />
      </Section>
      <Section aria-labelledby="testimonials-heading">
        <h2 id="testimonials-heading">{t('What Pet Parents Say')}</h2>
        <Carousel
          label={t('Testimonials')}
          interval={CAROUSEL_TIMINGS.testimonial.interval}
          fade={CAROUSEL_TIMINGS.testimonial.fade}
        >
          {groomingTestimonials.map((t) => (
            <TestimonialCard key={t.name} {...t} />
          ))}
        </Carousel>
        <div>
          <BookButton />
        </div>
      </Section>
    </Page>
  );
}
