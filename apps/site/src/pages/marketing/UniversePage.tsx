import { mainServices, universes } from '../../content/services';
import { usePageTitle } from '../../lib/usePageTitle';
import { ServiceGrid } from './ServiceGrid';
import { Lead, PageTitle, Section } from './marketing.styles';
import { useT } from '@petverse/ui';

const copy = {
  cat: {
    lead: 'Scratchers and salmon, calm vets and careful groomers: the cat side of Petverse.',
    description:
      'The Petverse cat universe: care, lifestyle services and a store for cats and kittens.',
  },
  dog: {
    lead: 'Long walks, good food, patient trainers: the dog side of Petverse.',
    description:
      'The Petverse dog universe: care, lifestyle services and a store for dogs and puppies.',
  },
};

/** /cat-universe and /dog-universe: the four service cards for that kind of pet. */
export default function UniversePage({ species }: { species: 'cat' | 'dog' }) {
  const t = useT();
  const universe = universes[species];
  usePageTitle(universe.title, copy[species].description);
  return (
    <>
      <PageTitle>{t(universe.title)}</PageTitle>
      <Lead>{t(copy[species].lead)}</Lead>
      <Section aria-labelledby="universe-services">
        <h2 id="universe-services">{t('Our Services')}</h2>
        <ServiceGrid items={mainServices} label={t('Our Services')} priority />
      </Section>
    </>
  );
}
