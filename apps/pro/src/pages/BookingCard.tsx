import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import {
  MOVABLE_STATUSES,
  PROVIDER_MOVES,
  type ProviderBooking,
  type ProviderMove,
} from '@petverse/api/contract';
import { Button, StatusBadge, color, formatPetAge, formatRupees, useT } from '@petverse/ui';
import { useDayName } from '../lib/useDayName';
import { clockAt, timeRange } from './bookingTimes';

const Card = styled.article`
  display: grid;
  gap: 8px;
  padding: 14px 16px;
  background: ${color('surface')};
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radii.lg};
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 4px 12px;
    margin: 0;
  }
  dt {
    color: ${color('textMuted')};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  justify-content: space-between;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const MOVE_LABELS: Record<ProviderMove, string> = {
  accepted: 'Accept',
  declined: 'Decline',
  done: 'Mark done',
  'no-show': 'Did not come',
};

export interface BookingCardProps {
  booking: ProviderBooking;
  /** "Now", to offer done and missed only once the booking's time has come. */
  now: Date;
  /** Asks to move the booking; a decline is confirmed with a reason first. */
  onMove: (booking: ProviderBooking, move: ProviderMove) => void;
  /** The move being sent, if any. */
  busy?: ProviderMove | null;
  /** Asks to move the booking to another time (a paid booking whose time has not come). */
  onReschedule?: (booking: ProviderBooking) => void;
}

/** One booking as the provider works it: when, what, for whom, where, and what to do next. */
export function BookingCard({ booking: b, now, onMove, busy, onReschedule }: BookingCardProps) {
  // A clinic's paid booking has a room: the call at its time, and its chat to read after.
  const room = b.kind === 'vet' && ['confirmed', 'accepted', 'done'].includes(b.status);
  const t = useT();
  const dayName = useDayName();
  const started = new Date(b.start).getTime() <= now.getTime();
  const moves = (Object.keys(PROVIDER_MOVES) as ProviderMove[]).filter(
    (move) =>
      (PROVIDER_MOVES[move] as readonly string[]).includes(b.status) &&
      (move === 'accepted' || move === 'declined' || started),
  );
  const movable =
    Boolean(onReschedule) && !started && (MOVABLE_STATUSES as readonly string[]).includes(b.status);
  const titleId = `booking-${b.id}`;
  return (
    <Card aria-labelledby={titleId} data-ui="BookingCard">
      <Head>
        <h3 id={titleId}>
          {timeRange(b.start, b.end)} · {b.service}
        </h3>
        <StatusBadge status={b.status} />
      </Head>
      <dl>
        {b.pet ? (
          <>
            <dt>{t('Pet')}</dt>
            <dd>
              {b.pet.name} (
              {[t(b.pet.species), b.pet.breed, formatPetAge(b.pet.dateOfBirth, now, t)]
                .filter(Boolean)
                .join(', ')}
              )
            </dd>
          </>
        ) : null}
        {b.customer ? (
          <>
            <dt>{t('Pet parent')}</dt>
            <dd>
              {b.customer.name}
              {b.customer.phone ? (
                <>
                  {' · '}
                  <a href={`tel:${b.customer.phone.replace(/\s+/g, '')}`}>{b.customer.phone}</a>
                </>
              ) : null}
            </dd>
          </>
        ) : null}
        {b.address ? (
          <>
            <dt>{t('Home visit')}</dt>
            <dd>
              {[b.address.street, b.address.city, b.address.pincode].filter(Boolean).join(', ')}
            </dd>
          </>
        ) : null}
        <dt>{t('Price')}</dt>
        <dd>{formatRupees(b.price)}</dd>
        {b.movedFrom ? (
          <>
            <dt>{t('Moved from')}</dt>
            <dd>{`${dayName(b.movedFrom.slice(0, 10))}, ${clockAt(b.movedFrom)}`}</dd>
          </>
        ) : null}
        {b.reason ? (
          <>
            <dt>{t('Reason')}</dt>
            <dd>{t(b.reason)}</dd>
          </>
        ) : null}
      </dl>
      {moves.length || movable || room ? (
        <Actions>
          {room ? <Link to={`/consult/${b.id}`}>{t('Open the consultation room')}</Link> : null}
          {moves.map((move) => (
            <Button
              key={move}
              size="sm"
              variant={move === 'accepted' || move === 'done' ? 'primary' : 'secondary'}
              loading={busy === move}
              disabled={Boolean(busy)}
              onClick={() => onMove(b, move)}
            >
              {t(MOVE_LABELS[move])}
            </Button>
          ))}
          {movable ? (
            <Button
              size="sm"
              variant="ghost"
              disabled={Boolean(busy)}
              onClick={() => onReschedule?.(b)}
            >
              {t('Move')}
            </Button>
          ) : null}
        </Actions>
      ) : null}
    </Card>
  );
}
