import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Button, ImageCarousel } from '@petverse/ui';
import { samplePets, type PetListing } from '../../content/servicePages';
import { MissingItem } from '../../lib/MissingItem';
import { usePageTitle } from '../../lib/usePageTitle';
import { Page, Profile } from './services.styles';
import { useT } from '@petverse/ui';

/** A sample pet by numeric id (services spec §2.12): /pet-listing/:id and /breeding-profile/:id. */
export function PetByIdPage() {
  const t = useT();
  const { id } = useParams();
  const pet = samplePets.find((p) => String(p.id) === id);
  usePageTitle(pet?.name ?? 'Pet');
  if (!pet)
    return (
      <MissingItem
        title={t('Pet not found.')}
        description={t('This pet is no longer listed, or the address is not quite right.')}
        links={[
          { to: '/breeding-profile', label: 'Back to Breeding Profiles' },
          { to: '/mating-profile', label: 'See mating profiles' },
        ]}
      />
    );
  return (
    <Page>
      <Profile>
        <img src={pet.img} alt="" width={200} height={200} />
        <div>
          <h1 lang="">{pet.name}</h1>
          <dl>
            <dt>{t('Species')}</dt>
            <dd>{t(pet.species)}</dd>
            <dt>{t('Breed')}</dt>
            <dd lang="en">{pet.breed}</dd>
            <dt>{t('Age')}</dt>
            <dd>{t(pet.age)}</dd>
            <dt>{t('City')}</dt>
            <dd lang="">{pet.city}</dd>
          </dl>
          <p lang="en">{pet.description}</p>
          <ImageCarousel
            images={pet.images.map((src, i) => ({ src, alt: `${pet.name}, photo ${i + 1}` }))}
          />
        </div>
      </Profile>
    </Page>
  );
}

const or = (value: string | number | undefined, fallback: string) =>
  value === undefined || value === '' ? fallback : String(value);

/** A listing passed in navigation state (§2.12): photos, fields, and a simulated contact payment. */
export function PetListingDetailsPage() {
  const t = useT();
  const { state } = useLocation() as { state: { listing?: PetListing } | null };
  const navigate = useNavigate();
  const [revealed, setRevealed] = useState(false);
  const l = state?.listing ?? {};
  const name = l.petName || 'Unnamed Pet';
  usePageTitle(name);
  const docs = [
    ...(l.selfie ? [{ src: l.selfie, alt: `${name}: selfie with owner` }] : []),
    ...(l.petPhotos ?? []).map((src, i) => ({ src, alt: `${name}: photo ${i + 1}` })),
    ...(l.kciDoc ? [{ src: l.kciDoc, alt: `${name}: KCI registration` }] : []),
    ...(l.licenseDoc ? [{ src: l.licenseDoc, alt: `${name}: licence` }] : []),
    ...(l.fitnessCert ? [{ src: l.fitnessCert, alt: `${name}: fitness certificate` }] : []),
  ];
  return (
    <Page>
      <div>
        <Button variant="secondary" onClick={() => void navigate(-1)}>
          {t('← Back')}
        </Button>
      </div>
      <ImageCarousel images={docs} />
      <section aria-labelledby="listing-name">
        <h1 id="listing-name">{t(name)}</h1>
        <dl>
          <dt>{t('Category')}</dt>
          <dd>{or(l.category, t('Not specified'))}</dd>
          <dt>{t('Breed')}</dt>
          <dd>{or(l.breed, t('Not specified'))}</dd>
          <dt>{t('Age')}</dt>
          <dd>{or(l.age, t('Not specified'))}</dd>
          <dt>{t('Location')}</dt>
          <dd>{or(l.location, t('Not specified'))}</dd>
          <dt>{t('Open to')}</dt>
          <dd>{or(l.openTo, t('Anyone'))}</dd>
        </dl>
        <p>{or(l.description, t('Not provided'))}</p>
      </section>
      {revealed ? (
        <section aria-labelledby="owner-heading">
          <h2 id="owner-heading">{t('Owner Details')}</h2>
          <dl>
            <dt>{t('Owner')}</dt>
            <dd>{or(l.ownerName, t('Not provided'))}</dd>
            <dt>{t('Phone')}</dt>
            <dd>{or(l.phone, t('Not provided'))}</dd>
            <dt>{t('Email')}</dt>
            <dd>{or(l.email, t('Not provided'))}</dd>
            <dt>{t('Address')}</dt>
            <dd>{or(l.address, t('Not provided'))}</dd>
          </dl>
        </section>
      ) : (
        <div>
          <Button
            onClick={() => {
              // A simulated payment, as specified: no money moves.
              window.alert('Payment successful! Owner contact revealed.');
              setRevealed(true);
            }}
          >
            {t('Pay to Contact Owner')}
          </Button>
        </div>
      )}
      <Link to="/breeding-profile">{t('Back to listings')}</Link>
    </Page>
  );
}
