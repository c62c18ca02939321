import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useDeleteMatingProfile, useMatingProfiles, useMyMatingProfiles } from '@petverse/api';
import type { MatingProfile } from '@petverse/api/contract';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  LoadingState,
  Pagination,
  notify,
} from '@petverse/ui';
import { notifyFailure, failureMessage } from '../../lib/notifyFailure';
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
import { T, useT } from '@petverse/ui';

export const MATING_TEXTS = {
  confirmDelete:
    'Are you sure you want to delete this mating profile? This action cannot be undone.',
  deleteFailed: 'Failed to delete mating profile',
} as const;

function ProfileCard({ profile, children }: { profile: MatingProfile; children?: ReactNode }) {
  const t = useT();
  // The profile as its owner wrote it: names, breeds and places in their own words.
  return (
    <InfoCard>
      <h3 lang="">
        <Link to={`/mating-profile/${encodeURIComponent(profile.profileId)}`}>
          {profile.petName}
        </Link>
      </h3>
      <p>
        {t(profile.category)} · <span lang="">{profile.breed}</span>
      </p>
      <p lang="">{profile.location}</p>
      {children}
    </InfoCard>
  );
}

/** The public profiles, a page at a time; the page is in the address (?page=), so back works. */
function MatingProfiles() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('page'));
  const page = Number.isInteger(asked) && asked > 0 ? asked : 1;
  const { data, error, isLoading, mutate } = useMatingProfiles(page);
  if (isLoading && !data) return <LoadingState label={t('Loading profiles...')} />;
  if (error)
    return (
      <ErrorState
        message={error.messageOr('Failed to get mating Profile')}
        onRetry={() => void mutate()}
      />
    );
  if (!data?.profiles.length)
    return page > 1 ? (
      <EmptyState
        title={t('No profiles on this page')}
        action={<Link to="/mating-profile">{t('Back to the first page')}</Link>}
      />
    ) : (
      <EmptyState title={t('No mating profiles yet')} />
    );
  const { totalPages, total } = data.pagination;
  return (
    <>
      <CardGrid aria-label={t('Mating profiles')} aria-busy={isLoading || undefined}>
        {data.profiles.map((p) => (
          <ProfileCard key={p._id} profile={p} />
        ))}
      </CardGrid>
      {totalPages > 1 ? (
        <>
          <Pagination
            page={page}
            totalPages={totalPages}
            label={t('Mating profile pages')}
            onPageChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
          />
          <p role="status">
            {t('Page {page} of {pages} ({total} profiles)', { page, pages: totalPages, total })}
          </p>
        </>
      ) : null}
    </>
  );
}

/** The signed-in pet parent's own profiles, each with a delete that asks first. */
function MyMatingProfiles() {
  const t = useT();
  const { data: mine } = useMyMatingProfiles();
  const remove = useDeleteMatingProfile();
  const [deleting, setDeleting] = useState<MatingProfile | null>(null);
  if (!mine?.length) return null;
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      notify.success((await remove.trigger(deleting._id)).message);
      setDeleting(null);
    } catch (failure) {
      notifyFailure(failure, failureMessage(failure, MATING_TEXTS.deleteFailed));
    }
  };
  return (
    <section aria-labelledby="my-profiles-heading">
      <h3 id="my-profiles-heading">{t('Your Mating Profiles')}</h3>
      <CardGrid aria-label={t('Your mating profiles')}>
        {mine.map((p) => (
          <ProfileCard key={p._id} profile={p}>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('Delete {name}', { name: p.petName })}
              onClick={() => setDeleting(p)}
            >
              {t('Delete')}
            </Button>
          </ProfileCard>
        ))}
      </CardGrid>
      <ConfirmDialog
        open={deleting !== null}
        title={
          deleting ? t('Delete {name}', { name: deleting.petName }) : t('Delete mating profile')
        }
        message={t(MATING_TEXTS.confirmDelete)}
        confirmLabel={t('Delete')}
        confirming={remove.isMutating}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

function SamplePets({ base }: { base: string }) {
  const t = useT();
  return (
    <CardGrid aria-label={t('Pets looking for a match')}>
      {samplePets.map((pet) => (
        <InfoCard key={pet.id}>
          <img src={pet.img} alt="" width={64} height={64} />
          {/* The listing as its owner wrote it: names, breeds and places in their own words. */}
          <h3 lang="">
            <Link to={`${base}/${pet.id}`}>{pet.name}</Link>
          </h3>
          <p>
            {t(pet.species)} · <span lang="en">{pet.breed}</span> · {t(pet.age)}
          </p>
          <p lang="">{pet.city}</p>
          <Link to="/pet-listing/details" state={{ listing: sampleListing(pet) }}>
            <T
              message="View listing of {name}"
              values={{ name: <span lang="">{pet.name}</span> }}
            />
          </Link>
        </InfoCard>
      ))}
    </CardGrid>
  );
}

/** /mating-profile (profiles from the server) and /breeding-profile (listings): services §2.8. */
export default function ListingsPage({ variant }: { variant: 'mating' | 'breeding' }) {
  const t = useT();
  const mating = variant === 'mating';
  usePageTitle(mating ? 'Pet Mating' : 'Pet Breeding');
  return (
    <Page>
      <ServiceHero
        label={t(mating ? 'Mating highlights' : 'Breeding highlights')}
        slides={mating ? matingSlides : breedingSlides}
      />
      {mating ? (
        <Section aria-labelledby="profiles-heading">
          <h2 id="profiles-heading">{t('Mating Profiles')}</h2>
          <CreateMatingProfile />
          <MyMatingProfiles />
          <MatingProfiles />
        </Section>
      ) : null}
      <Section aria-labelledby="listings-heading">
        <h2 id="listings-heading">{t(mating ? 'Pets Looking for a Match' : 'Breeder Listings')}</h2>
        <SamplePets base={mating ? '/pet-listing' : '/breeding-profile'} />
      </Section>
    </Page>
  );
}
