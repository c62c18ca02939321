import {
  careServices,
  lifestyleServices,
  mainServices,
  storeStrip,
  universes,
} from '../../content/services';
import { whoWeAreStories } from '../../content/home';
import { useHashScroll } from '../../lib/useHashScroll';
import { usePageTitle } from '../../lib/usePageTitle';
import { ServiceGrid } from '../marketing/ServiceGrid';
import { Lead, Section, StoryGrid } from '../marketing/marketing.styles';
import { HomeHero } from './HomeHero';
import { Intro } from './home.styles';
import { QuotesCarousel } from './QuotesCarousel';
import { useT } from '@petverse/ui';

/** `/`: hero, universes, services, lifestyle and care, the store strip, who we are and quotes. */
export default function HomePage() {
  const t = useT();
  usePageTitle(
    'Pet care, lifestyle and store for dogs and cats',
    'Petverse brings vets, grooming, training, pet-safe travel and a pet store together for dog and cat parents across India.',
  );
  useHashScroll();
  return (
    <>
      <Section id="HeroSection" aria-labelledby="home-title" style={{ marginTop: -8 }}>
        <Intro>
          <h1 id="home-title">{t('Petverse: everything for your dog or cat')}</h1>
        </Intro>
        <HomeHero />
      </Section>
      <Section aria-labelledby="universes-title">
        <h2 id="universes-title">{t('Choose your universe')}</h2>
        <ServiceGrid items={[universes.cat, universes.dog]} label={t('Universes')} priority />
      </Section>
      <Section aria-labelledby="services-title">
        <h2 id="services-title">{t('Our Services')}</h2>
        <ServiceGrid items={mainServices} label={t('Our Services')} />
      </Section>
      <Section aria-labelledby="lifestyle-title">
        <h2 id="lifestyle-title">{t('Pet Lifestyle')}</h2>
        <ServiceGrid items={lifestyleServices} label={t('Pet Lifestyle services')} />
      </Section>
      <Section aria-labelledby="care-title">
        <h2 id="care-title">{t('Pet Care')}</h2>
        <ServiceGrid items={careServices} label={t('Pet Care services')} />
      </Section>
      <Section aria-labelledby="strip-title">
        <h2 id="strip-title">{t('Shop smarter for your pet')}</h2>
        <Lead>{t('Tell us about your pet once and the store shows what suits it.')}</Lead>
        <ServiceGrid items={storeStrip} label={t('Store picks')} />
      </Section>
      <Section id="who-we-are" aria-labelledby="who-title">
        <h2 id="who-title">{t('Who We Are')}</h2>
        <StoryGrid>
          {whoWeAreStories.map((story) => (
            <article key={story.id}>
              <h3>{t(story.title)}</h3>
              <p>{t(story.body)}</p>
            </article>
          ))}
        </StoryGrid>
      </Section>
      <Section aria-labelledby="quotes-title">
        <h2 id="quotes-title">{t('What pet parents say')}</h2>
        <QuotesCarousel />
      </Section>
    </>
  );
}
