import { Rating } from '../Rating';
import type { CardLinkComponent } from '../ProductCard';
import { Badges, Body, Card, Line, Name } from './DoctorCard.styles';
import { useT } from '../../i18n/I18n';

const PlainLink: CardLinkComponent = ({ href, children }) => <a href={href}>{children}</a>;

export interface DoctorCardProps {
  /** The doctor's name, e.g. 'Dr. Sana Kapoor'. */
  name: string;
  /** e.g. 'Small animal medicine'. */
  specialty: string;
  /** City or clinic. */
  location: string;
  /** Years of practice. */
  experience: number;
  /** Average rating 1–5, or null. */
  rating: number | null;
  /** How many reviews the rating stands on. */
  reviews: number;
  /** Portrait; decorative, the name says who it is. */
  image?: string;
  /** Species the doctor treats, e.g. ['dog', 'cat']. */
  species?: readonly string[];
  /** The doctor's page. */
  href: string;
  /** The link component to render. @default a plain anchor */
  linkComponent?: CardLinkComponent;
}

/** A doctor in the clinic list: the whole card links to the doctor's page. */
export function DoctorCard({
  name,
  specialty,
  location,
  experience,
  rating,
  reviews,
  image,
  species = [],
  href,
  linkComponent: Link = PlainLink,
}: DoctorCardProps) {
  const t = useT();
  return (
    <Card data-ui="DoctorCard">
      {image ? (
        <img src={image} alt="" width={88} height={88} loading="lazy" />
      ) : (
        <span aria-hidden="true" />
      )}
      <Body>
        <Name lang="">
          <Link href={href}>{name}</Link>
        </Name>
        <Line lang="en">{specialty}</Line>
        <Line>
          <span lang="">{location}</span> ·{' '}
          {t('{n, plural, one {# year} other {# years}} of experience', { n: experience })}
        </Line>
        <Line>
          <Rating value={rating} />{' '}
          <span>({t('{n, plural, one {# review} other {# reviews}}', { n: reviews })})</span>
        </Line>
        {species.length ? (
          <Badges aria-label={t('Treats')}>
            {species.map((s) => (
              <li key={s}>{t(s)}</li>
            ))}
          </Badges>
        ) : null}
      </Body>
    </Card>
  );
}
