import { useState, type FormEvent } from 'react';
import { toApiError } from '@petverse/api';
import { useProProfile, useProSession, useSaveProfile } from '@petverse/api/pro';
import type { ProviderProfile, ProviderService } from '@petverse/api/contract';
import {
  Button,
  ErrorState,
  LoadingState,
  StatusBadge,
  TextArea,
  TextInput,
  notify,
  useT,
} from '@petverse/ui';
import { usePageTitle } from '../lib/usePageTitle';
import { Check, Heading, Row, Section } from './EditorFrame';
import { PeopleSection } from './PeopleSection';
import { PhotosSection } from './PhotosSection';

/** Pincodes as typed: six digits each, separated by anything. */
const pincodesOf = (text: string) => [...new Set(text.match(/\b[1-9]\d{5}\b/g) ?? [])];

/** What pet parents see of the provider: its name, about, services with prices, and its area. */
export function ProfilePage() {
  usePageTitle('Listing');
  const t = useT();
  const saved = useProProfile();
  if (saved.error && !saved.data)
    return (
      <ErrorState
        message={t(toApiError(saved.error).messageOr('We could not load your listing.'))}
        onRetry={() => void saved.mutate()}
      />
    );
  if (!saved.data) return <LoadingState label={t('Loading your listing...')} />;
  return (
    <ProfileEditor
      initial={saved.data.profile}
      status={saved.data.status}
      homeVisits={saved.data.kind !== 'vet' && saved.data.kind !== 'pharmacy'}
      doctors={saved.data.kind === 'vet'}
    />
  );
}

function ProfileEditor({
  initial,
  status,
  homeVisits,
  doctors,
}: {
  initial: ProviderProfile;
  status: string;
  homeVisits: boolean;
  doctors: boolean;
}) {
  const t = useT();
  const { me } = useProSession();
  const owner = me?.member.role === 'owner';
  const { trigger, isMutating } = useSaveProfile();
  const [profile, setProfile] = useState(initial);
  const [languages, setLanguages] = useState(initial.languages.join(', '));
  const [pincodes, setPincodes] = useState(initial.pincodes.join(', '));
  const [problem, setProblem] = useState<string | null>(null);
  const set = (change: Partial<ProviderProfile>) => setProfile((p) => ({ ...p, ...change }));
  const setService = (index: number, change: Partial<ProviderService>) =>
    set({ services: profile.services.map((s, i) => (i === index ? { ...s, ...change } : s)) });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      const answer = await trigger({
        ...profile,
        languages: languages
          .split(',')
          .map((l) => l.trim())
          .filter(Boolean),
        pincodes: homeVisits ? pincodesOf(pincodes) : [],
      });
      setProfile(answer.profile);
      setPincodes(answer.profile.pincodes.join(', '));
      notify.success(t('Your listing is saved.'));
    } catch (error) {
      setProblem(toApiError(error).messageOr('We could not save your listing. Please try again.'));
    }
  };

  return (
    <form onSubmit={(event) => void save(event)} aria-labelledby="listing-title">
      <Heading id="listing-title">{t('Listing')}</Heading>
      <p>
        <StatusBadge status={status} label="Listing" />
      </p>
      {!owner ? <p>{t('Only your team’s owner can change the listing.')}</p> : null}
      <fieldset disabled={!owner || isMutating} style={{ border: 0, padding: 0, margin: 0 }}>
        <Section aria-labelledby="about-title">
          <h2 id="about-title">{t('About you')}</h2>
          <TextInput
            id="name"
            label={t('Name pet parents see')}
            required
            maxLength={120}
            value={profile.name}
            onChange={(event) => set({ name: event.target.value })}
          />
          <TextArea
            id="about"
            label={t('About')}
            maxLength={2000}
            value={profile.about}
            onChange={(event) => set({ about: event.target.value })}
          />
          <Row>
            <TextInput
              id="city"
              label={t('City')}
              maxLength={100}
              value={profile.city}
              onChange={(event) => set({ city: event.target.value })}
            />
            <TextInput
              id="languages"
              label={t('Languages you speak')}
              hint={t('Separated by commas: Hindi, English, Marathi')}
              value={languages}
              onChange={(event) => setLanguages(event.target.value)}
            />
          </Row>
          {homeVisits ? (
            <TextArea
              id="pincodes"
              label={t('Pincodes you come to')}
              hint={t('Six digits each, separated by commas or spaces.')}
              value={pincodes}
              onChange={(event) => setPincodes(event.target.value)}
            />
          ) : (
            <TextArea
              id="address"
              label={t('Address of your clinic')}
              maxLength={300}
              value={profile.address}
              onChange={(event) => set({ address: event.target.value })}
            />
          )}
          <Check>
            <input
              type="checkbox"
              checked={profile.autoAccept}
              onChange={(event) => set({ autoAccept: event.target.checked })}
            />
            {t('Accept paid bookings without my tap')}
          </Check>
        </Section>
        <Section aria-labelledby="services-title">
          <h2 id="services-title">{t('Services')}</h2>
          <p>{t('Prices include GST. Pet parents book and pay for one service at a time.')}</p>
          {profile.services.length === 0 ? <p>{t('No services yet: add the first.')}</p> : null}
          {profile.services.map((service, index) => (
            <Row key={index} role="group" aria-label={service.name || t('New service')}>
              <TextInput
                id={`service-${index}-name`}
                label={t('Service')}
                required
                maxLength={120}
                value={service.name}
                onChange={(event) => setService(index, { name: event.target.value })}
              />
              <TextInput
                id={`service-${index}-price`}
                type="number"
                label={t('Price (₹)')}
                min={0}
                step="1"
                required
                value={service.price}
                onChange={(event) => setService(index, { price: Number(event.target.value) })}
              />
              <TextInput
                id={`service-${index}-minutes`}
                type="number"
                label={t('Minutes')}
                min={5}
                max={600}
                required
                value={service.minutes}
                onChange={(event) => setService(index, { minutes: Number(event.target.value) })}
              />
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('Remove {service}', { service: service.name || t('New service') })}
                onClick={() => set({ services: profile.services.filter((_, i) => i !== index) })}
              >
                {t('Remove')}
              </Button>
            </Row>
          ))}
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              set({ services: [...profile.services, { name: '', price: 0, minutes: 60 }] })
            }
          >
            {t('Add a service')}
          </Button>
        </Section>
        <PhotosSection
          photos={profile.photos}
          owner={owner}
          name={profile.name}
          onChange={(photos) => set({ photos })}
        />
        <PeopleSection
          people={profile.people}
          doctors={doctors}
          onChange={(people) => set({ people })}
        />
        {problem ? <p role="alert">{t(problem)}</p> : null}
        <Button type="submit" loading={isMutating} fullWidth>
          {t('Save listing')}
        </Button>
      </fieldset>
    </form>
  );
}
