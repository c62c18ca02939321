import { useDoctors } from '@petverse/api';
import { DoctorCard, EmptyState, ErrorState, LoadingState } from '@petverse/ui';
import { pharmacySlides, vetClinicSlides } from '../../content/servicePages';
import { RouterLink } from '../../lib/RouterLink';
import { usePageTitle } from '../../lib/usePageTitle';
import { ServiceHero } from './ServiceHero';
import { CardGrid, Page, Section } from './services.styles';
import { PharmacyOrder } from './PharmacyOrder';
import { ProvidersSection } from './ProvidersSection';
import { useT } from '@petverse/ui';

function Doctors() {
  const t = useT();
  const { data: doctors, error, isLoading, mutate } = useDoctors();
  if (isLoading) return <LoadingState label={t('Loading doctors...')} />;
  if (error) return <ErrorState message={t(error.message)} onRetry={() => void mutate()} />;
  if (!doctors?.length) return <EmptyState title={t('No doctors listed yet')} />;
  return (
    <CardGrid>
      {doctors.map((d) => (
        <li key={d._id}>
          <DoctorCard
            name={d.name}
            specialty={d.specialty}
            location={d.location}
            experience={d.experience}
            rating={d.rating}
            reviews={d.reviews}
            image={d.image}
            species={d.species}
            href={`/vet-clinic/doctor/${d._id}`}
            linkComponent={RouterLink}
          />
        </li>
      ))}
    </CardGrid>
  );
}

/** /vet-clinic (hero and the doctors) and /pet-pharmacy (hero): services spec §2.6. */
export default function VetClinicPage({ variant }: { variant: 'clinic' | 'pharmacy' }) {
  const t = useT();
  const clinic = variant === 'clinic';
  usePageTitle(clinic ? 'Vet Clinic' : 'Pet Pharmacy');
  return (
    <Page>
      <ServiceHero
        label={t(clinic ? 'Vet clinic highlights' : 'Pet pharmacy highlights')}
        slides={clinic ? vetClinicSlides : pharmacySlides}
      />
      {clinic ? (
        <>
          <Section id="doctors" aria-labelledby="doctors-heading">
            <h2 id="doctors-heading">{t('Our Doctors')}</h2>
            <p>{t('Choose a doctor to see their profile and book a consult.')}</p>
            <Doctors />
          </Section>
          <ProvidersSection
            kind="vet"
            title="Clinics you can book"
            intro="Listed clinics with their doctors: choose a free time and pay online."
            byPincode={false}
          />
        </>
      ) : (
        <Section aria-label={t('Order medicines')}>
          <PharmacyOrder />
        </Section>
      )}
    </Page>
  );
}
