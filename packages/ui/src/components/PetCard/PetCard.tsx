import { Button } from '../Button';
import { ProductImage } from '../ProductImage';
import { Actions, Badge, Body, Card, Facts, Header, Name, Photo } from './PetCard.styles';
import { formatDate, formatPetAge } from './petDates';
import { useLocale, useT } from '../../i18n/I18n';

const SPECIES_LABELS: Record<string, string> = { dog: 'Dog', cat: 'Cat', other: 'Other' };
const speciesLabel = (species: string) =>
  SPECIES_LABELS[species.toLowerCase()] ?? species.charAt(0).toUpperCase() + species.slice(1);

export interface PetCardProps {
  /** The pet's name; the card's heading. */
  name: string;
  /** dog, cat or other; shown as a badge and in the facts. */
  species: string;
  /** The breed (e.g. 'Beagle', or 'Unknown'). */
  breed: string;
  /** Date of birth, YYYY-MM-DD. */
  dateOfBirth: string;
  /** When the pet was registered (ISO date). */
  registeredAt: string;
  /** The photo; a placeholder shows when missing or broken. */
  imageUrl?: string | null;
  /** Shows an edit button ('Edit {name}') when given. */
  onEdit?: () => void;
  /** Shows a delete button ('Delete {name}') when given; the page asks for confirmation. */
  onDelete?: () => void;
  /** The date the age is counted to; today by default (stories pin it). */
  now?: Date;
}

/** One pet of the 'Your Pets' grid: photo or placeholder, species badge, breed, birth date with age, registration date. */
export function PetCard({
  name,
  species,
  breed,
  dateOfBirth,
  registeredAt,
  imageUrl,
  onEdit,
  onDelete,
  now,
}: PetCardProps) {
  const t = useT();
  const locale = useLocale();
  const age = formatPetAge(dateOfBirth, now, t);
  const kind = t(speciesLabel(species));
  return (
    <Card data-ui="PetCard" aria-label={t(name)}>
      <Photo>
        <ProductImage
          src={imageUrl}
          alt={t('Photo of {name}', { name })}
          width={400}
          height={300}
        />
        <Badge data-species={species.toLowerCase()}>{kind}</Badge>
      </Photo>
      <Body>
        <Header>
          <Name lang="">{name}</Name>
          {onEdit || onDelete ? (
            <Actions>
              {onEdit ? (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('Edit {name}', { name })}
                  onClick={onEdit}
                >
                  {t('Edit')}
                </Button>
              ) : null}
              {onDelete ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('Delete {name}', { name })}
                  onClick={onDelete}
                >
                  {t('Delete')}
                </Button>
              ) : null}
            </Actions>
          ) : null}
        </Header>
        <Facts>
          <dt>{t('Species')}</dt>
          <dd>{kind}</dd>
          <dt>{t('Breed')}</dt>
          {breed ? <dd lang="en">{breed}</dd> : <dd>{t('Unknown')}</dd>}
          <dt>{t('Born')}</dt>
          <dd>
            {formatDate(dateOfBirth, locale)}
            {age ? ` (${age})` : ''}
          </dd>
          <dt>{t('Registered')}</dt>
          <dd>{formatDate(registeredAt, locale)}</dd>
        </Facts>
      </Body>
    </Card>
  );
}
