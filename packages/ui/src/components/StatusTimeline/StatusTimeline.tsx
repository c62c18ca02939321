import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';
import { formatIndiaDateTime } from '../../utils/indiaTime';
import { StatusBadge } from '../StatusBadge';
import { useLocale, useT } from '../../i18n/I18n';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0;
  li {
    position: relative;
    display: grid;
    gap: 2px;
    padding: 0 0 16px 24px;
  }
  li::before {
    content: '';
    position: absolute;
    inset-inline-start: 5px;
    top: 8px;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${color('accent')};
  }
  li:not(:last-child)::after {
    content: '';
    position: absolute;
    inset-inline-start: 9px;
    top: 20px;
    bottom: 0;
    width: 2px;
    background: ${color('border')};
  }
  time,
  [data-part='by'] {
    font-size: 0.85rem;
    color: ${color('textMuted')};
  }
  [data-part='note'] {
    margin: 0;
    font-size: 0.9rem;
  }
`;

/** One step: the status, when (ISO), who made it and what came with it. */
export interface TimelineEvent {
  status: string;
  at: string;
  /** Who made the step; omitted for the buyer's own steps. */
  by?: string | null;
  note?: string | null;
}

export interface StatusTimelineProps {
  events: readonly TimelineEvent[];
  /** The list's accessible name. @default 'Timeline' */
  label?: string;
}

/** The steps of an order (or anything with statuses), oldest first, times in India. */
export function StatusTimeline({ events, label = 'Timeline' }: StatusTimelineProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <List data-ui="StatusTimeline" aria-label={t(label)}>
      {events.map((event, index) => (
        <li key={`${event.at}-${index}`}>
          <span>
            <StatusBadge status={event.status} />
          </span>
          <time dateTime={event.at}>{formatIndiaDateTime(event.at, locale)}</time>
          {event.by ? <span data-part="by">{t('by {name}', { name: event.by })}</span> : null}
          {event.note ? <p data-part="note">{t(event.note)}</p> : null}
        </li>
      ))}
    </List>
  );
}
