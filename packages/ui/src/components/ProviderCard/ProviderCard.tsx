import type { ReactNode } from 'react';
import { Rating } from '../Rating';
import type { CardLinkComponent } from '../ProductCard';
import { formatRupees } from '../../utils/format';
import { Book, Card, People, Photo, Services } from './ProviderCard.styles';
import { useT } from '../../i18n/I18n';

/** A species as a person's profile names it ('dog'), as the page says it. */
const SPECIES: Record<string, string> = { dog: 'Dogs', cat: 'Cats' };

const PlainLink: CardLinkComponent = ({ href, children }) => <a href={href}>{children}</a>;

export interface ProviderCardProps {
  /** The provider's name, as it writes it (shown as written on a Hindi page). */
  name: string;
  /** What it is, e.g. 'Groomer' or 'Vet clinic' (translated). */
  kindLabel: string;
  /** Its city; a clinic's address when it has one. */
  place: string;
  /** Average stars 1–5 of reviews from done bookings, or null before the first. */
  rating: number | null;
  ratingCount: number;
  /** What it offers, priced in rupees (GST included), with how long each takes. */
  services: readonly { name: string; price: number; minutes: number }[];
  /** The people pet parents meet (a clinic's doctors), with their profile. */
  people?: readonly {
    name: string;
    qualification: string;
    experienceYears: number;
    species: readonly string[];
  }[];
  /** The languages it speaks. */
  languages?: readonly string[];
  /** Its first photo (decorative: the name says whose it is). */
  photo?: string;
  /** Where to book it. */
  href: string;
  /** The link component to render. @default a plain anchor */
  linkComponent?: CardLinkComponent;
  /** Shown under the name, e.g. 'Comes to 411001'. */
  note?: ReactNode;
}

/**
 * A bookable provider in a list (issue 52): who it is, its rating, its services with prices and
 * minutes, its people, and a link to book a free slot.
 */
export function ProviderCard({
  name,
  kindLabel,
  place,
  rating,
  ratingCount,
  services,
  people = [],
  languages = [],
  photo,
  href,
  linkComponent: Link = PlainLink,
  note,
}: ProviderCardProps) {
  const t = useT();
  return (
    <Card data-ui="ProviderCard" aria-label={name}>
      {photo ? <Photo src={photo} alt="" width={320} height={180} loading="lazy" /> : null}
      <h3 lang="">{name}</h3>
      <p>
        {t(kindLabel)} · <span lang="">{place}</span>
      </p>
      {note ? <p>{note}</p> : null}
      <p>
        {rating !== null ? (
          <>
            <Rating value={rating} />{' '}
            <span>({t('{n, plural, one {# review} other {# reviews}}', { n: ratingCount })})</span>
          </>
        ) : (
          t('New on Petverse: no reviews yet')
        )}
      </p>
      {languages.length ? (
        <p>
          {t('Speaks')}{' '}
          {languages.map((language, index) => {
            // India's languages by their name in the page's language; another as its provider wrote it.
            const shown = t(language);
            return (
              <span key={language} lang={shown === language ? '' : undefined}>
                {index ? ', ' : ''}
                {shown}
              </span>
            );
          })}
        </p>
      ) : null}
      {services.length ? (
        <Services aria-label={t('Services of {name}', { name })}>
          {services.map((s) => (
            <li key={s.name}>
              <span lang="">{s.name}</span>
              <span>
                {formatRupees(s.price)} · {t('{n} min', { n: s.minutes })}
              </span>
            </li>
          ))}
        </Services>
      ) : null}
      {people.length ? (
        <People aria-label={t('People at {name}', { name })}>
          {people.map((p) => (
            <li key={p.name}>
              <strong lang="">{p.name}</strong>
              {p.qualification ? <span lang="">{`, ${p.qualification}`}</span> : null}
              {' · '}
              {t('{n, plural, one {# year} other {# years}} of experience', {
                n: p.experienceYears,
              })}
              {p.species.length ? ` · ${p.species.map((s) => t(SPECIES[s] ?? s)).join(', ')}` : ''}
            </li>
          ))}
        </People>
      ) : null}
      <Book>
        <Link href={href}>{t('Book {name}', { name })}</Link>
      </Book>
    </Card>
  );
}
