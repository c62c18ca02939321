import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { toApiError } from '@petverse/api';
import {
  useDownloadProPrescription,
  useProPrescription,
  useWritePrescription,
} from '@petverse/api/pro';
import {
  PRESCRIPTION_LIMITS,
  PRESCRIPTION_MESSAGES,
  type ConsultationNotes,
  type PrescribedMedicine,
} from '@petverse/api/contract';
import { Button, PrescriptionCard, TextArea, TextInput, color, notify, useT } from '@petverse/ui';

const Form = styled.form`
  display: grid;
  gap: 14px;
  padding: 16px;
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radii.lg};
  min-width: 0;
  h2,
  h3 {
    margin: 0;
  }
  fieldset {
    display: grid;
    gap: 10px;
    margin: 0;
    padding: 12px;
    border: 1px solid ${color('border')};
    border-radius: ${({ theme }) => theme.radii.md};
    min-width: 0;
  }
  [role='alert'] {
    color: ${color('dangerFg')};
    font-weight: 600;
    margin: 0;
  }
`;

const Row = styled.div`
  display: grid;
  gap: 10px;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
`;

type MedicineRow = Omit<PrescribedMedicine, 'days'> & { days: string };
const EMPTY: MedicineRow = {
  name: '',
  strength: '',
  dose: '',
  frequency: '',
  days: '',
  instructions: '',
};
const NOTE_PARTS: { part: keyof ConsultationNotes; label: string }[] = [
  { part: 'history', label: 'History' },
  { part: 'findings', label: 'Findings' },
  { part: 'diagnosis', label: 'Diagnosis' },
  { part: 'advice', label: 'Advice' },
];

const complete = (m: MedicineRow) =>
  m.name.trim() &&
  m.strength.trim() &&
  m.dose.trim() &&
  m.frequency.trim() &&
  /^\d{1,3}$/.test(m.days.trim()) &&
  Number(m.days) >= 1 &&
  Number(m.days) <= PRESCRIPTION_LIMITS.days;
const blank = (m: MedicineRow) => Object.values(m).every((v) => !v.trim());

/**
 * The doctor's notes and e-prescription of a consultation (issue 53 item 2), in the portal: the
 * notes in four parts and the medicines, signed with the clinic's registered doctor and sent to
 * the pet parent (mail and their consultation page); once written it shows as they read it, and
 * may be written again for seven days.
 */
export function PrescriptionForm({ bookingId }: { bookingId: string }) {
  const t = useT();
  const { data, mutate } = useProPrescription(bookingId);
  const { trigger: write, isMutating } = useWritePrescription();
  const { trigger: download, isMutating: downloading } = useDownloadProPrescription();
  const written = data?.prescription;
  const [editing, setEditing] = useState(false);
  const [notes, setNotes] = useState<ConsultationNotes>({
    history: '',
    findings: '',
    diagnosis: '',
    advice: '',
  });
  const [medicines, setMedicines] = useState<MedicineRow[]>([EMPTY]);
  const [problem, setProblem] = useState<string | null>(null);

  const edit = () => {
    if (written) {
      setNotes(written.notes);
      setMedicines(
        written.medicines.length
          ? written.medicines.map((m) => ({ ...m, days: String(m.days) }))
          : [EMPTY],
      );
    }
    setEditing(true);
  };
  const change = (i: number, key: keyof MedicineRow, value: string) =>
    setMedicines(medicines.map((m, j) => (j === i ? { ...m, [key]: value } : m)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const rows = medicines.filter((m) => !blank(m));
    if (rows.some((m) => !complete(m))) return setProblem(PRESCRIPTION_MESSAGES.medicine);
    if (rows.length === 0 && NOTE_PARTS.every(({ part }) => !notes[part].trim()))
      return setProblem(PRESCRIPTION_MESSAGES.nothing);
    setProblem(null);
    try {
      const done = await write({
        bookingId,
        payload: { notes, medicines: rows.map((m) => ({ ...m, days: Number(m.days) })) },
      });
      await mutate({ prescription: done.prescription }, { revalidate: false });
      notify.success(t(done.message));
      setEditing(false);
    } catch (failure) {
      setProblem(toApiError(failure).messageOr('We could not send the prescription.'));
    }
  };

  if (written && !editing)
    return (
      <div>
        <PrescriptionCard
          prescription={written}
          downloading={downloading}
          onDownload={() =>
            void download(bookingId).catch((e: unknown) =>
              notify.error(toApiError(e).messageOr('We could not download the prescription.')),
            )
          }
        />
        <p>
          <Button variant="outline" onClick={edit}>
            {t('Write it again')}
          </Button>
        </p>
      </div>
    );
  if (!editing)
    return (
      <p>
        <Button variant="secondary" onClick={edit}>
          {t('Write notes and prescription')}
        </Button>
      </p>
    );
  return (
    <Form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="rx-form-title">
      <h2 id="rx-form-title">{t('Notes and prescription')}</h2>
      {NOTE_PARTS.map(({ part, label }) => (
        <TextArea
          key={part}
          id={`rx-${part}`}
          label={t(label)}
          rows={2}
          maxLength={PRESCRIPTION_LIMITS.notes}
          value={notes[part]}
          onChange={(e) => setNotes({ ...notes, [part]: e.target.value })}
        />
      ))}
      <h3>{t('Medicines')}</h3>
      {medicines.map((m, i) => (
        <fieldset key={i}>
          <legend>{t('Medicine {n}', { n: i + 1 })}</legend>
          <Row>
            <TextInput
              id={`rx-${i}-name`}
              label={t('Medicine')}
              value={m.name}
              onChange={(e) => change(i, 'name', e.target.value)}
            />
            <TextInput
              id={`rx-${i}-strength`}
              label={t('Strength')}
              placeholder="1.5 mg/ml"
              value={m.strength}
              onChange={(e) => change(i, 'strength', e.target.value)}
            />
            <TextInput
              id={`rx-${i}-dose`}
              label={t('Dose')}
              placeholder="0.5 ml"
              value={m.dose}
              onChange={(e) => change(i, 'dose', e.target.value)}
            />
            <TextInput
              id={`rx-${i}-frequency`}
              label={t('How often')}
              value={m.frequency}
              onChange={(e) => change(i, 'frequency', e.target.value)}
            />
            <TextInput
              id={`rx-${i}-days`}
              label={t('Days')}
              inputMode="numeric"
              value={m.days}
              onChange={(e) => change(i, 'days', e.target.value)}
            />
          </Row>
          <TextInput
            id={`rx-${i}-instructions`}
            label={t('Instructions')}
            value={m.instructions}
            onChange={(e) => change(i, 'instructions', e.target.value)}
          />
          {medicines.length > 1 ? (
            <div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setMedicines(medicines.filter((_, j) => j !== i))}
              >
                {t('Remove medicine {n}', { n: i + 1 })}
              </Button>
            </div>
          ) : null}
        </fieldset>
      ))}
      {medicines.length < PRESCRIPTION_LIMITS.medicines ? (
        <div>
          <Button variant="outline" onClick={() => setMedicines([...medicines, EMPTY])}>
            {t('Add a medicine')}
          </Button>
        </div>
      ) : null}
      {problem ? <p role="alert">{t(problem)}</p> : null}
      <div>
        <Button type="submit" variant="primary" loading={isMutating}>
          {t('Sign and send to the pet parent')}
        </Button>
      </div>
    </Form>
  );
}
