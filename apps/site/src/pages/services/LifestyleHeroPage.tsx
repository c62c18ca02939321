import { Link } from 'react-router-dom';
import { trainingSlides, transportationSlides } from '../../content/servicePages';
import { usePageTitle } from '../../lib/usePageTitle';
import { ProvidersSection } from './ProvidersSection';
import { ServiceHero } from './ServiceHero';
import { Actions, ActionLink, Page, Section, SecondaryLink } from './services.styles';
import { useT } from '@petverse/ui';

const variants = {
  training: {
    title: 'Pet Training',
    slides: trainingSlides,
    text: 'Trainers and institutes, and pet parents looking for training, register here.',
    kind: 'trainer',
    listTitle: 'Trainers you can book',
    listIntro: 'Sessions at your home or their centre: choose a free time and pay online.',
    links: [
      { to: '/TrainerInstituteRegistrationForm', label: 'Register as a Trainer or Institute' },
      { to: '/TrainerPetOwnerRegistrationForm', label: 'Find a Trainer for Your Pet' },
    ],
  },
  transportation: {
    title: 'Pet Transportation',
    slides: transportationSlides,
    text: 'Transport providers and pet parents planning a trip, register here.',
    kind: 'transport',
    listTitle: 'Pet transport you can book',
    listIntro: 'Rides to the vet, the groomer or a new home: choose a free time and pay online.',
    links: [
      { to: '/TransportProviderRegistrationForm', label: 'Register as a Transport Provider' },
      { to: '/TransportPetParentRegistrationForm', label: 'Plan Your Pet’s Travel' },
    ],
  },
} as const;

/** /training and /transportation: one hero slide and the registration forms (services §2.11). */
export default function LifestyleHeroPage({ variant }: { variant: keyof typeof variants }) {
  const t = useT();
  const v = variants[variant];
  usePageTitle(v.title);
  return (
    <Page>
      <ServiceHero label={t('{service} highlights', { service: t(v.title) })} slides={v.slides} />
      <Section aria-labelledby="register-heading">
        <h2 id="register-heading">{t('Get Started')}</h2>
        <p>{t(v.text)}</p>
        <Actions>
          <ActionLink as={Link} to={v.links[0].to}>
            {t(v.links[0].label)}
          </ActionLink>
          <SecondaryLink as={Link} to={v.links[1].to}>
            {t(v.links[1].label)}
          </SecondaryLink>
        </Actions>
      </Section>
      <ProvidersSection kind={v.kind} title={v.listTitle} intro={v.listIntro} />
    </Page>
  );
}
