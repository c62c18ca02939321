import { useId, useState } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  Count,
  Display,
  Fieldset,
  StarInput,
  StarLabel,
  StarRow,
  Stars,
  Value,
} from './Rating.styles';
import { useT } from '../../i18n/I18n';

const STARS = [1, 2, 3, 4, 5] as const;

export interface RatingProps {
  /** Average rating from 1 to 5; null or undefined shows 'N/A'. */
  value: number | null | undefined;
  /** How many ratings the average is made of; shown as '(23)' when given. */
  count?: number;
  /**
   * How many of those ratings came with a written review: when given, the count reads
   * '255 ratings · 1 review', so stars and reviews are never taken for one another.
   */
  reviewCount?: number;
  className?: string;
}

/** A read-only star rating with its number; 'N/A' when nothing is rated yet. */
export function Rating({ value, count, reviewCount, className }: RatingProps) {
  const t = useT();
  if (value === null || value === undefined || !Number.isFinite(value)) {
    return (
      <Display data-ui="Rating" data-state="unrated" className={className}>
        <VisuallyHidden>{t('Rating:')}</VisuallyHidden>
        <Value>{t('N/A')}</Value>
      </Display>
    );
  }
  const clamped = Math.min(5, Math.max(0, value));
  return (
    <Display data-ui="Rating" data-state="rated" className={className}>
      <Stars $fill={(clamped / 5) * 100} aria-hidden="true" />
      <VisuallyHidden>
        {t('Rated {value} out of 5', { value: clamped.toFixed(1) })}
        {count !== undefined
          ? ` ${t('from {count, plural, one {# rating} other {# ratings}}', { count })}`
          : ''}
        {count !== undefined && reviewCount !== undefined
          ? `, ${t('{count, plural, one {# written review} other {# written reviews}}', { count: reviewCount })}`
          : ''}
      </VisuallyHidden>
      <Value aria-hidden="true">{clamped.toFixed(1)}</Value>
      {count === undefined ? null : reviewCount === undefined ? (
        <Count aria-hidden="true">({count})</Count>
      ) : (
        <Count aria-hidden="true">
          {t('{count, plural, one {# rating} other {# ratings}}', { count })} ·{' '}
          {t('{count, plural, one {# review} other {# reviews}}', { count: reviewCount })}
        </Count>
      )}
    </Display>
  );
}

export interface RatingInputProps {
  /** The chosen rating 1–5, or null for none (controlled). */
  value: number | null;
  /** Called with the chosen rating. */
  onChange: (value: number) => void;
  /** The group's visible label. @default 'Your rating' */
  label?: string;
  /** @default false */
  disabled?: boolean;
}

/** A 1–5 star input built on native radios: arrow keys move between stars, as a radio group does. */
export function RatingInput({
  value,
  onChange,
  label = 'Your rating',
  disabled = false,
}: RatingInputProps) {
  const t = useT();
  const name = useId();
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  return (
    <Fieldset data-ui="RatingInput" disabled={disabled} onMouseLeave={() => setHover(null)}>
      <legend>{t(label)}</legend>
      <StarRow>
        {STARS.map((star) => (
          <span key={star}>
            <StarInput
              type="radio"
              id={`${name}-${star}`}
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
            />
            <StarLabel
              htmlFor={`${name}-${star}`}
              $on={star <= shown}
              onMouseEnter={() => !disabled && setHover(star)}
            >
              <span aria-hidden="true">★</span>
              <VisuallyHidden>
                {t('{count, plural, one {# star} other {# stars}}', { count: star })}
              </VisuallyHidden>
            </StarLabel>
          </span>
        ))}
      </StarRow>
    </Fieldset>
  );
}
