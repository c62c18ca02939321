import { Link, useParams } from 'react-router-dom';
import { useMatingProfile } from '@petverse/api';
import { ErrorState, LoadingState } from '@petverse/ui';
import { MissingItem } from '../../lib/MissingItem';
import { usePageTitle } from '../../lib/usePageTitle';
import { Page, Profile } from './services.styles';
import { useT } from '@petverse/ui';

/** /mating-profile/{profileId}: the profile, or 'Pet not found.' (services spec §2.8). */
export default function MatingProfilePage() {
  const t = useT();
  const { profileId } = useParams();
  const { data: profile, error, isLoading, mutate } = useMatingProfile(profileId);
  usePageTitle(profile ? profile.petName : 'Mating profile');
  const back = <Link to="/mating-profile">{t('Back to Mating Profiles')}</Link>;
  if (isLoading) return <LoadingState label={t('Loading profile...')} />;
  if (error && error.status !== 404)
    return (
      <ErrorState
        message={error.messageOr('Failed to get mating Profile')}
        onRetry={() => void mutate()}
      />
    );
  if (!profile)
    return (
      <MissingItem
        title={t('Pet not found.')}
        description={t('This profile has been taken down, or the address is not quite right.')}
        links={[
          { to: '/mating-profile', label: 'Back to Mating Profiles' },
          { to: '/breeding-profile', label: 'See breeding profiles' },
        ]}
      />
    );
  return (
    <Page>
      {back}
      <Profile>
        <img
          src={
            profile.category.toLowerCase() === 'cat'
              ? '/art/service-cat.webp'
              : '/art/service-dog.webp'
          }
          alt=""
          width={200}
          height={200}
        />
        <div>
          <h1 lang="">{profile.petName}</h1>
          <dl>
            <dt>{t('Profile ID')}</dt>
            <dd>{profile.profileId}</dd>
            <dt>{t('Category')}</dt>
            <dd>{t(profile.category)}</dd>
            <dt>{t('Breed')}</dt>
            <dd lang="">{profile.breed}</dd>
            <dt>{t('Location')}</dt>
            <dd lang="">{profile.location}</dd>
          </dl>
        </div>
      </Profile>
    </Page>
  );
}
