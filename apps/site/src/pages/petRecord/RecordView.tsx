import type { ReactNode } from 'react';
import type { PetRecord, PetVisit, WeightEntry } from '@petverse/api/contract';
import {
  Button,
  VisuallyHidden,
  formatIndiaDate,
  formatIndiaDateTime,
  useLocale,
  useT,
} from '@petverse/ui';
import { Entries, Section, Sparkline } from './petRecord.styles';

/** What an entry's delete button needs; none on a shared (read-only) record. */
export interface RecordEdits {
  onDelete: (
    list: 'vaccinations' | 'dewormings' | 'weights' | 'conditions',
    id: string,
    label: string,
  ) => void;
  /** A form under each section (the owner's page). */
  forms?: Partial<Record<'vaccinations' | 'dewormings' | 'weights' | 'conditions', ReactNode>>;
}

/** Weight over time as a line, with its numbers said in words beside it. */
function WeightLine({ weights }: { weights: WeightEntry[] }) {
  const t = useT();
  const locale = useLocale();
  if (weights.length < 2) return null;
  const kgs = weights.map((w) => w.kg);
  const [min, max] = [Math.min(...kgs), Math.max(...kgs)];
  const points = weights
    .map((w, i) => {
      const x = (i / (weights.length - 1)) * 300 + 10;
      const y = max === min ? 30 : 50 - ((w.kg - min) / (max - min)) * 40;
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
  const first = weights[0]!;
  const last = weights.at(-1)!;
  const summary = t('Weight went from {from} kg on {start} to {to} kg on {end}.', {
    from: first.kg,
    start: formatIndiaDate(first.measuredOn, locale),
    to: last.kg,
    end: formatIndiaDate(last.measuredOn, locale),
  });
  return (
    <Sparkline viewBox="0 0 320 60" role="img" aria-label={summary}>
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2" />
    </Sparkline>
  );
}

/** A pet's health record, read-only, or with delete buttons and forms for its owner. */
export function RecordView({
  record,
  edits,
  level = 'h3',
  visitLink,
}: {
  record: PetRecord;
  edits?: RecordEdits;
  /** The sections' heading level, under the page's own heading. */
  level?: 'h2' | 'h3';
  /** The owner's way to a visit (its consultation's page); none on a shared record. */
  visitLink?: (visit: PetVisit) => ReactNode;
}) {
  const t = useT();
  const H = level;
  const del = (list: Parameters<RecordEdits['onDelete']>[0], id: string, label: string) =>
    edits ? (
      <Button variant="secondary" size="sm" onClick={() => edits.onDelete(list, id, label)}>
        {t('Delete')}
        <VisuallyHidden> {label}</VisuallyHidden>
      </Button>
    ) : null;
  const locale = useLocale();
  const date = (day: string) => formatIndiaDate(day, locale);
  return (
    <>
      <Section aria-labelledby="due-title">
        <H id="due-title">{t('What is due')}</H>
        {record.due.length ? (
          <Entries aria-label={t('What is due')}>
            {record.due.map((d) => (
              <li key={d.id} data-state={d.overdue ? 'overdue' : 'due'}>
                <span>
                  <span lang="">{d.name}</span> ·{' '}
                  {t(d.kind === 'vaccination' ? 'Vaccination' : 'Deworming')}
                </span>
                <strong>
                  {d.overdue
                    ? t('Overdue since {date}', { date: date(d.dueOn) })
                    : t('Due on {date}', { date: date(d.dueOn) })}
                </strong>
              </li>
            ))}
          </Entries>
        ) : (
          <p>{t('Nothing is due.')}</p>
        )}
      </Section>
      <Section aria-labelledby="vaccinations-title">
        <H id="vaccinations-title">{t('Vaccinations')}</H>
        {record.vaccinations.length ? (
          <Entries aria-label={t('Vaccinations')}>
            {record.vaccinations.map((v) => (
              <li key={v.id}>
                <span>
                  <strong lang="">{v.name}</strong> ·{' '}
                  {t('Given on {date}', { date: date(v.givenOn) })}
                  {v.nextDueOn ? ` · ${t('Next due {date}', { date: date(v.nextDueOn) })}` : ''}
                  {v.brand ? ` · ${v.brand}` : ''}
                  {v.batch ? ` · ${t('Batch {batch}', { batch: v.batch })}` : ''}
                </span>
                {del('vaccinations', v.id, v.name)}
              </li>
            ))}
          </Entries>
        ) : (
          <p>{t('No vaccinations recorded yet.')}</p>
        )}
        {edits?.forms?.vaccinations}
      </Section>
      <Section aria-labelledby="dewormings-title">
        <H id="dewormings-title">{t('Deworming')}</H>
        {record.dewormings.length ? (
          <Entries aria-label={t('Deworming')}>
            {record.dewormings.map((d) => (
              <li key={d.id}>
                <span>
                  <strong lang="">{d.name}</strong> ·{' '}
                  {t('Given on {date}', { date: date(d.givenOn) })}
                  {d.nextDueOn ? ` · ${t('Next due {date}', { date: date(d.nextDueOn) })}` : ''}
                </span>
                {del('dewormings', d.id, d.name)}
              </li>
            ))}
          </Entries>
        ) : (
          <p>{t('No deworming recorded yet.')}</p>
        )}
        {edits?.forms?.dewormings}
      </Section>
      <Section aria-labelledby="weights-title">
        <H id="weights-title">{t('Weight')}</H>
        <WeightLine weights={record.weights} />
        {record.weights.length ? (
          <Entries aria-label={t('Weight')}>
            {record.weights.map((w) => (
              <li key={w.id}>
                <span>{t('{kg} kg on {date}', { kg: w.kg, date: date(w.measuredOn) })}</span>
                {del('weights', w.id, `${w.kg} kg`)}
              </li>
            ))}
          </Entries>
        ) : (
          <p>{t('No weight recorded yet.')}</p>
        )}
        {edits?.forms?.weights}
      </Section>
      <Section aria-labelledby="conditions-title">
        <H id="conditions-title">{t('Allergies and conditions')}</H>
        {record.conditions.length ? (
          <Entries aria-label={t('Allergies and conditions')}>
            {record.conditions.map((c) => (
              <li key={c.id}>
                <span>
                  <strong>{t(c.kind === 'allergy' ? 'Allergy' : 'Condition')}:</strong> {c.text}
                </span>
                {del('conditions', c.id, c.text)}
              </li>
            ))}
          </Entries>
        ) : (
          <p>{t('No allergies or conditions recorded.')}</p>
        )}
        {edits?.forms?.conditions}
      </Section>
      <Section aria-labelledby="visits-title">
        <H id="visits-title">{t('Visits')}</H>
        {record.visits.length ? (
          <Entries aria-label={t('Visits')}>
            {record.visits.map((v) => (
              <li key={v.bookingId}>
                <span>
                  <strong>{formatIndiaDateTime(v.start, locale)}</strong> ·{' '}
                  <span lang="">{v.provider}</span> · <span lang="">{v.service}</span>
                  {v.prescription ? (
                    <>
                      <br />
                      {t('Prescription {number}', { number: v.prescription.number })}
                      {v.prescription.diagnosis ? (
                        <>
                          {': '}
                          <span lang="">{v.prescription.diagnosis}</span>
                        </>
                      ) : null}
                      {v.prescription.medicines.length ? (
                        <>
                          <br />
                          <span lang="">{v.prescription.medicines.join(', ')}</span>
                        </>
                      ) : null}
                    </>
                  ) : null}
                </span>
                {visitLink?.(v)}
              </li>
            ))}
          </Entries>
        ) : (
          <p>
            {t('No visits on Petverse yet: consultations and groomings appear here once done.')}
          </p>
        )}
      </Section>
    </>
  );
}
