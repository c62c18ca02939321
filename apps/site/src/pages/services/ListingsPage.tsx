import { Link } from 'react-router-dom';
import { useMatingProfiles } from '@petverse/api';
import { EmptyState, ErrorState, LoadingState } from '@petverse/ui';
import {
  breedingSlides,
  matingSlides,
  sampleListing,
  samplePets,
} from '../../content/servicePages';
import { usePageTitle } from '../../lib/usePageTitle';
import { CreateMatingProfile } from './CreateMatingProfile';
import { ServiceHero } from './ServiceHero';
import { CardGrid, InfoCard, Page, Section } from './services.styles';

function MatingProfiles() {
  const { data, error, isLoading, mutate } = useMatingProfiles();
  if (isLoading) return <LoadingState label="Loading profiles..." />;
  if (error)
    return (
      <ErrorState
        message={error.messageOr('Failed to get mating Profile')}
        onRetry={() => void mutate()}
      />
    );
  if (!data?.length) return <EmptyState title="No mating profiles yet" />;
  return (
    <CardGrid aria-label="Mating profiles">
      {data.map((p) => (
        <InfoCard key={p._id}>
          <h3>
            <Link to={`/mating-profile/${encodeURIComponent(p.profileId)}`}>{p.petName}</Link>
          </h3>
          <p>
            {p.category} · {p.breed}
          </p>
          <p>{p.location}</p>
        </InfoCard>
      ))}
    </CardGrid>
  );
}

function SamplePets({ base }: { base: string }) {
  return (
    <CardGrid aria-label="Pets looking for a match">
      {samplePets.map((pet) => (
        <InfoCard key={pet.id}>
          <img src={pet.img} alt={`${pet.name}, ${pet.breed}`} width={64} height={64} />
          <h3>
            <Link to={`${base}/${pet.id}`}>{pet.name}</Link>
          </h3>
          <p>
            {pet.species} · {pet.breed} · {pet.age}
          </p>
          <p>{pet.city}</p>
          <Link to="/pet-listing/details" state={{ listing: sampleListing(pet) }}>
            View listing of {pet.name}
          </Link>
        </InfoCard>
      ))}
    </CardGrid>
  );
}

/** /mating-profile (profiles from the server) and /breeding-profile (listings): services §2.8. */
export default function ListingsPage({ variant }: { variant: 'mating' | 'breeding' }) {
  const mating = variant === 'mating';
  usePageTitle(mating ? 'Pet Mating' : 'Pet Breeding');
  return (
    <Page>
      <ServiceHero
        label={mating ? 'Mating highlights' : 'Breeding highlights'}
        slides={mating ? matingSlides : breedingSlides}
      />
      {mating ? (
        <Section aria-labelledby="profiles-heading">
          <h2 id="profiles-heading">Mating Profiles</h2>
          <CreateMatingProfile />
          <MatingProfiles />
        </Section>
      ) : null}
      <Section aria-labelledby="listings-heading">
        <h2 id="listings-heading">{mating ? 'Pets Looking for a Match' : 'Breeder Listings'}</h2>
        <SamplePets base={mating ? '/pet-listing' : '/breeding-profile'} />
      </Section>
    </Page>
  );
}
