import { styled } from 'styled-components';
import { CONDITION_KIND_LABELS, type PetRecord } from '@petverse/api/contract';
import { color, formatIndiaDate, useLocale, useT } from '@petverse/ui';

const Box = styled.section`
  display: grid;
  gap: 12px;
  padding: 14px 16px;
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${color('surface')};
  min-width: 0;
  overflow-wrap: anywhere;
  h2,
  h3 {
    margin: 0;
  }
  h3 {
    font-size: 1rem;
  }
  ul {
    margin: 0;
    padding-left: 1.2em;
  }
  [data-state='overdue'] {
    color: ${color('dangerFg')};
  }
`;

/**
 * What a vet asks first, from the pet's health record (issue 53): allergies and conditions, what
 * is due or overdue, the vaccinations and dewormings given, and the latest weight. Read-only: the
 * record is its pet parent's.
 */
export function PetRecordSummary({ record }: { record: PetRecord }) {
  const t = useT();
  const locale = useLocale();
  const date = (day: string) => formatIndiaDate(day, locale);
  const latest = record.weights.at(-1);
  return (
    <Box aria-labelledby="record-title">
      <h2 id="record-title">{t('{name}’s health record', { name: record.pet.name })}</h2>
      <div>
        <h3>{t('Allergies and conditions')}</h3>
        {record.conditions.length ? (
          <ul>
            {record.conditions.map((c) => (
              <li key={c.id}>
                {t(CONDITION_KIND_LABELS[c.kind])}: <span lang="">{c.text}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('None recorded.')}</p>
        )}
      </div>
      <div>
        <h3>{t('What is due')}</h3>
        {record.due.length ? (
          <ul>
            {record.due.map((d) => (
              <li key={d.id} data-state={d.overdue ? 'overdue' : undefined}>
                <span lang="en">{d.name}</span> ·{' '}
                {d.overdue
                  ? t('Overdue since {date}', { date: date(d.dueOn) })
                  : t('Due on {date}', { date: date(d.dueOn) })}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('Nothing is due.')}</p>
        )}
      </div>
      <div>
        <h3>{t('Vaccinations and deworming')}</h3>
        {record.vaccinations.length + record.dewormings.length ? (
          <ul>
            {[...record.vaccinations, ...record.dewormings].map((dose) => (
              <li key={dose.id}>
                <span lang="en">{dose.name}</span> ·{' '}
                {t('Given on {date}', { date: date(dose.givenOn) })}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('None recorded.')}</p>
        )}
      </div>
      <p>
        {latest
          ? t('Latest weight: {kg} kg on {date}', { kg: latest.kg, date: date(latest.measuredOn) })
          : t('No weight recorded.')}
      </p>
    </Box>
  );
}
