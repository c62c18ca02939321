import {
  careServices,
  lifestyleServices,
  mainServices,
  type ServiceLink,
} from '../../content/services';
import { usePageTitle } from '../../lib/usePageTitle';
import { ServiceGrid } from './ServiceGrid';
import { Lead, PageTitle, Section } from './marketing.styles';
import { useT } from '@petverse/ui';

export type ServicesVariant = 'our-services' | 'pet-services' | 'care' | 'lifestyle';

interface Variant {
  title: string;
  lead: string;
  description: string;
  sections: { title: string; items: ServiceLink[] }[];
}

const variants: Record<ServicesVariant, Variant> = {
  'our-services': {
    title: 'Our Services',
    lead: 'Care, lifestyle and shopping for dogs and cats, with partners we have checked ourselves.',
    description:
      'Every Petverse service in one place: pet care, pet lifestyle, the pet store and the Zib Store.',
    sections: [
      { title: 'Where to start', items: mainServices },
      { title: 'Pet Care', items: careServices },
      { title: 'Pet Lifestyle', items: lifestyleServices },
    ],
  },
  'pet-services': {
    title: 'Pet Services',
    lead: 'Book the people your pet needs: vets, groomers, trainers, breeders and travel partners.',
    description:
      'Vets, pharmacy, insurance, grooming, training, mating, breeding and pet transport in India.',
    sections: [
      { title: 'Pet Care', items: careServices },
      { title: 'Pet Lifestyle', items: lifestyleServices },
    ],
  },
  care: {
    title: 'Pet Care',
    lead: 'Health first: consult a vet, order medicines with a prescription, or insure your pet.',
    description:
      'Vet consultations, a pet pharmacy and pet insurance for dogs and cats across India.',
    sections: [{ title: 'Care services', items: careServices }],
  },
  lifestyle: {
    title: 'Pet Lifestyle',
    lead: 'The good life for your pet: grooming, training, travel, and finding the right match.',
    description:
      'Mating, breeding, grooming, training and pet-safe transportation with trusted partners.',
    sections: [{ title: 'Lifestyle services', items: lifestyleServices }],
  },
};

/** /our-services, /pet-services, /pet-dog-care and /pet-dog-lifestyle: service cards by group. */
export default function ServicesPage({ variant }: { variant: ServicesVariant }) {
  const t = useT();
  const page = variants[variant];
  usePageTitle(page.title, page.description);
  return (
    <>
      <PageTitle>{t(page.title)}</PageTitle>
      <Lead>{t(page.lead)}</Lead>
      {page.sections.map((section, i) => (
        <Section key={section.title} aria-labelledby={`services-${i}`}>
          <h2 id={`services-${i}`}>{t(section.title)}</h2>
          <ServiceGrid items={section.items} label={t(section.title)} priority={i === 0} />
        </Section>
      ))}
    </>
  );
}
