import { useId, useState } from 'react';
import { useListedProviders } from '@petverse/api';
import type { ProviderKind } from '@petverse/api/contract';
import { EmptyState, ErrorState, LoadingState, ProviderCard, TextInput, useT } from '@petverse/ui';
import { RouterLink } from '../../lib/RouterLink';
import { PROVIDER_KIND_WORDS } from '../../lib/providerWords';
import { CardGrid, Section } from './services.styles';

/**
 * The listed providers of a kind on a service page (issue 52 item 3): clinics with their doctors,
 * trainers and transporters with their services, prices and ratings, each with its booking path.
 * Home-visit kinds narrow to those that come to a pincode the pet parent types.
 */
export function ProvidersSection({
  kind,
  title,
  intro,
  byPincode = true,
}: {
  kind: ProviderKind;
  title: string;
  intro: string;
  /** Offer to narrow the list to a pincode (home visits; a clinic is visited, not a visitor). */
  byPincode?: boolean;
}) {
  const t = useT();
  const id = useId();
  const [typed, setTyped] = useState('');
  const pincode = /^[1-9]\d{5}$/.test(typed) ? typed : undefined;
  const { data, error, isLoading, mutate } = useListedProviders(kind, pincode);
  return (
    <Section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t(title)}</h2>
      <p>{t(intro)}</p>
      {byPincode ? (
        <TextInput
          id={`${id}-pincode`}
          label={t('Your pincode')}
          hint={t('Six digits: we show those who come to you.')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          value={typed}
          onChange={(event) => setTyped(event.target.value.replace(/\D/g, ''))}
        />
      ) : null}
      {isLoading ? (
        <LoadingState label={t('Loading...')} />
      ) : error ? (
        <ErrorState message={t(error.message)} onRetry={() => void mutate()} />
      ) : !data?.length ? (
        <EmptyState
          title={
            pincode
              ? t('Nobody comes to {pincode} yet.', { pincode })
              : t('Nobody is listed here yet.')
          }
          description={t('Providers join Petverse every week: please look again soon.')}
        />
      ) : (
        <CardGrid aria-label={t(title)}>
          {data.map((p) => (
            <li key={p.id}>
              <ProviderCard
                name={p.name}
                kindLabel={PROVIDER_KIND_WORDS[p.kind]}
                place={p.address || p.city}
                rating={p.rating}
                ratingCount={p.ratingCount}
                services={p.services}
                people={p.people}
                languages={p.languages}
                photo={p.photos[0]}
                href={`/book/${p.id}`}
                linkComponent={RouterLink}
              />
            </li>
          ))}
        </CardGrid>
      )}
    </Section>
  );
}
