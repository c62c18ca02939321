import { useState, type FormEvent } from 'react';
import { toApiError } from '@petverse/api';
import { useAvailability, useProSession, useSaveAvailability } from '@petverse/api/pro';
import { WEEKDAYS, type Availability, type Weekday } from '@petverse/api/contract';
import {
  Button,
  DateInput,
  ErrorState,
  LoadingState,
  TextInput,
  TimeInput,
  formatIndiaTime,
  notify,
  useT,
} from '@petverse/ui';
import { usePageTitle } from '../lib/usePageTitle';
import { CalendarFeed } from './CalendarFeed';
import { useDayName } from '../lib/useDayName';
import { Check, Heading, Row, Section } from './EditorFrame';

/** Monday first, as a week is read in India. */
const WEEK: readonly Weekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]];
const DAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** The provider's weekly hours, slot length, capacity, notice, horizon and days off. */
export function HoursPage() {
  usePageTitle('Hours');
  const t = useT();
  const saved = useAvailability();
  if (saved.error && !saved.data)
    return (
      <ErrorState
        message={t(toApiError(saved.error).messageOr('We could not load your hours.'))}
        onRetry={() => void saved.mutate()}
      />
    );
  if (!saved.data) return <LoadingState label={t('Loading your hours...')} />;
  return (
    <>
      <HoursEditor initial={saved.data} />
      <CalendarFeed />
    </>
  );
}

function HoursEditor({ initial }: { initial: Availability }) {
  const t = useT();
  const dayName = useDayName();
  const { me } = useProSession();
  const owner = me?.member.role === 'owner';
  const { trigger, isMutating } = useSaveAvailability();
  const [hours, setHours] = useState(initial);
  const [dayOff, setDayOff] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const set = (change: Partial<Availability>) => setHours((h) => ({ ...h, ...change }));
  const stretchesOf = (day: Weekday) =>
    hours.weekly.map((w, index) => ({ ...w, index })).filter((w) => w.day === day);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      setHours(await trigger(hours));
      notify.success(t('Your hours are saved. Pet parents see the new slots now.'));
    } catch (error) {
      setProblem(toApiError(error).messageOr('We could not save your hours. Please try again.'));
    }
  };

  return (
    <form onSubmit={(event) => void save(event)} aria-labelledby="hours-title">
      <Heading id="hours-title">{t('Hours')}</Heading>
      {!owner ? <p>{t('Only your team’s owner can change the hours.')}</p> : null}
      <fieldset disabled={!owner || isMutating} style={{ border: 0, padding: 0, margin: 0 }}>
        <Section aria-labelledby="week-title">
          <h2 id="week-title">{t('Weekly hours')}</h2>
          <p>{t('Add two stretches on a day for a lunch break. A day with none is closed.')}</p>
          {WEEK.map((day) => (
            <div key={day} role="group" aria-labelledby={`day-${day}`}>
              <h3 id={`day-${day}`} style={{ margin: '8px 0' }}>
                {t(DAY_NAMES[day])}
              </h3>
              {stretchesOf(day).length === 0 ? <p>{t('Closed')}</p> : null}
              {stretchesOf(day).map((w, n) => (
                <Row key={w.index}>
                  <TimeInput
                    id={`${day}-${n}-from`}
                    label={t('From')}
                    value={w.from}
                    required
                    onChange={(event) =>
                      set({
                        weekly: hours.weekly.map((x, i) =>
                          i === w.index ? { ...x, from: event.target.value } : x,
                        ),
                      })
                    }
                  />
                  <TimeInput
                    id={`${day}-${n}-to`}
                    label={t('To')}
                    value={w.to}
                    required
                    onChange={(event) =>
                      set({
                        weekly: hours.weekly.map((x, i) =>
                          i === w.index ? { ...x, to: event.target.value } : x,
                        ),
                      })
                    }
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('Remove {from} to {to} on {day}', {
                      // '2:00 pm' as read; a time half typed as it stands.
                      from: formatIndiaTime(w.from) || w.from,
                      to: formatIndiaTime(w.to) || w.to,
                      day: t(DAY_NAMES[day]),
                    })}
                    onClick={() => set({ weekly: hours.weekly.filter((_, i) => i !== w.index) })}
                  >
                    {t('Remove')}
                  </Button>
                </Row>
              ))}
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('Add hours on {day}', { day: t(DAY_NAMES[day]) })}
                onClick={() => {
                  const last = stretchesOf(day).at(-1);
                  set({
                    weekly: [
                      ...hours.weekly,
                      last
                        ? { day, from: last.to, to: '19:00' }
                        : { day, from: '10:00', to: '19:00' },
                    ],
                  });
                }}
              >
                {t('Add hours')}
              </Button>
            </div>
          ))}
        </Section>
        <Section aria-labelledby="rules-title">
          <h2 id="rules-title">{t('Booking rules')}</h2>
          <Row>
            <TextInput
              id="slot-minutes"
              type="number"
              label={t('Slot length (minutes)')}
              min={15}
              max={480}
              value={hours.slotMinutes}
              onChange={(event) => set({ slotMinutes: Number(event.target.value) })}
            />
            <TextInput
              id="capacity"
              type="number"
              label={t('Bookings per slot')}
              hint={t('How many people or vans work each slot.')}
              min={1}
              max={50}
              value={hours.capacity}
              onChange={(event) => set({ capacity: Number(event.target.value) })}
            />
            <TextInput
              id="lead-hours"
              type="number"
              label={t('Notice (hours)')}
              hint={t('No booking sooner than this.')}
              min={0}
              max={168}
              value={hours.leadHours}
              onChange={(event) => set({ leadHours: Number(event.target.value) })}
            />
            <TextInput
              id="horizon-days"
              type="number"
              label={t('Bookable ahead (days)')}
              min={1}
              max={180}
              value={hours.horizonDays}
              onChange={(event) => set({ horizonDays: Number(event.target.value) })}
            />
          </Row>
          <Check>
            <input
              type="checkbox"
              checked={hours.openOnHolidays}
              onChange={(event) => set({ openOnHolidays: event.target.checked })}
            />
            {t('Open on national holidays')}
          </Check>
        </Section>
        <Section aria-labelledby="off-title">
          <h2 id="off-title">{t('Days off')}</h2>
          {hours.daysOff.length === 0 ? <p>{t('No days off yet.')}</p> : null}
          <ul>
            {hours.daysOff.map((date) => (
              <li key={date}>
                {dayName(date)}{' '}
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('Remove day off {date}', { date: dayName(date) })}
                  onClick={() => set({ daysOff: hours.daysOff.filter((d) => d !== date) })}
                >
                  {t('Remove')}
                </Button>
              </li>
            ))}
          </ul>
          <Row>
            <DateInput
              id="day-off"
              label={t('Close on')}
              value={dayOff}
              onChange={(event) => setDayOff(event.target.value)}
            />
            <Button
              variant="secondary"
              size="sm"
              disabled={!dayOff}
              onClick={() => {
                set({ daysOff: [...new Set([...hours.daysOff, dayOff])].sort() });
                setDayOff('');
              }}
            >
              {t('Add day off')}
            </Button>
          </Row>
        </Section>
        {problem ? <p role="alert">{t(problem)}</p> : null}
        <Button type="submit" loading={isMutating} fullWidth>
          {t('Save hours')}
        </Button>
      </fieldset>
    </form>
  );
}
