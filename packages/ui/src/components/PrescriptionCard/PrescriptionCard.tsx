import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';
import { Button } from '../Button';
import { useLocale, useT } from '../../i18n/I18n';
import { formatIndiaDate } from '../../utils/indiaTime';

/** A prescription as the card shows it (`Prescription` of @petverse/api has this shape). */
export interface PrescriptionCardData {
  number: string;
  pet: { name: string; species: string; breed: string } | null;
  clinic: { name: string; address: string; city: string };
  doctor: { name: string; qualification: string; registrationNumber: string };
  medicines: {
    name: string;
    strength: string;
    dose: string;
    frequency: string;
    days: number;
    instructions: string;
  }[];
  notes: { history: string; findings: string; diagnosis: string; advice: string };
  writtenAt: string;
  followUpUntil: string;
}

export interface PrescriptionCardProps {
  prescription: PrescriptionCardData;
  /** Saves its PDF (with the page's session); no button without it. */
  onDownload?: () => void;
  downloading?: boolean;
  /**
   * "Order these medicines": puts the prescription into the cart (issue 53 item 2); no button
   * without it, nor for a prescription with no medicine.
   */
  onOrder?: () => void;
  ordering?: boolean;
  /** Shown beside the buttons once ordered (the page's link to its cart). */
  ordered?: ReactNode;
}

const NOTE_HEADINGS = {
  history: 'History',
  findings: 'Findings',
  diagnosis: 'Diagnosis',
  advice: 'Advice',
} as const;

const Card = styled.section`
  display: grid;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${color('surface')};
  min-width: 0;
  overflow-wrap: anywhere;
  h2,
  h3,
  p,
  dl,
  ol {
    margin: 0;
  }
  h3 {
    font-size: 1rem;
  }
  dl {
    display: grid;
    gap: 8px;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    white-space: pre-line;
  }
  ol {
    display: grid;
    gap: 10px;
    padding-left: 1.4em;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
`;

const Muted = styled.p`
  color: ${color('textMuted')};
  font-size: 0.9rem;
`;

/**
 * A consultation's notes and e-prescription (issue 53 item 2), as the pet parent and the clinic
 * read it: who signed it (name, qualification, council registration), the notes, each medicine
 * with its strength, dose, how often and how long, and its PDF. Medicines and notes are shown as
 * the doctor wrote them (`lang=""`: their language is the doctor's).
 */
export function PrescriptionCard({
  prescription: p,
  onDownload,
  downloading,
  onOrder,
  ordering,
  ordered,
}: PrescriptionCardProps) {
  const orderable = Boolean(onOrder) && p.medicines.length > 0;
  const t = useT();
  const locale = useLocale();
  const notes = (Object.keys(NOTE_HEADINGS) as (keyof typeof NOTE_HEADINGS)[]).filter(
    (part) => p.notes[part],
  );
  return (
    <Card aria-labelledby="prescription-title" data-ui="PrescriptionCard">
      <h2 id="prescription-title">{t('Prescription {number}', { number: p.number })}</h2>
      <p>
        <span lang="">{p.doctor.name}</span>, <span lang="">{p.doctor.qualification}</span> ·{' '}
        {t('Registration {number}', { number: p.doctor.registrationNumber })} ·{' '}
        <span lang="">{p.clinic.name}</span>
      </p>
      <Muted>
        {t('Written on {date}', { date: formatIndiaDate(p.writtenAt, locale) })}
        {p.pet ? (
          <>
            {' · '}
            <span lang="">{p.pet.name}</span>
          </>
        ) : null}
      </Muted>
      {notes.length ? (
        <dl>
          {notes.map((part) => (
            <div key={part}>
              <dt>{t(NOTE_HEADINGS[part])}</dt>
              <dd lang="">{p.notes[part]}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {p.medicines.length ? (
        <>
          <h3>{t('Medicines')}</h3>
          <ol>
            {p.medicines.map((m, i) => (
              <li key={`${m.name}-${i}`}>
                <strong lang="">
                  {m.name} {m.strength}
                </strong>
                <br />
                <span lang="">
                  {m.dose}, {m.frequency}
                </span>
                {' · '}
                {t('{days, plural, one {# day} other {# days}}', { days: m.days })}
                {m.instructions ? (
                  <>
                    <br />
                    <span lang="">{m.instructions}</span>
                  </>
                ) : null}
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <Muted>
        {t('Questions about it are free in the consultation’s chat until {date}.', {
          date: formatIndiaDate(p.followUpUntil, locale),
        })}
      </Muted>
      {onDownload || orderable ? (
        <Actions>
          {orderable ? (
            <Button loading={ordering} onClick={onOrder}>
              {t('Order these medicines')}
            </Button>
          ) : null}
          {onDownload ? (
            <Button variant="outline" loading={downloading} onClick={onDownload}>
              {t('Download the prescription (PDF)')}
            </Button>
          ) : null}
          {ordered}
        </Actions>
      ) : null}
    </Card>
  );
}
