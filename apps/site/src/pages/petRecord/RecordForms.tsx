import { useState, type FormEvent, type ReactNode } from 'react';
import type { PetRecordChange } from '@petverse/api';
import { CONDITION_KINDS, DEWORMER_SUGGESTIONS, VACCINE_SUGGESTIONS } from '@petverse/api/contract';
import { Button, DateInput, Select, TextInput, useT, type Text } from '@petverse/ui';
import { failureMessage } from '../../lib/notifyFailure';
import { Form } from './petRecord.styles';

type Submit = (change: PetRecordChange) => Promise<unknown>;

/**
 * A form that sends one change, shows the server's 400 (or `build`'s refusal) under it, and
 * clears on success (`onDone` clears what the form's own reset does not: a chosen file).
 */
export function EntryForm({
  label,
  submitLabel,
  build,
  submit,
  onDone,
  children,
}: {
  label: string;
  submitLabel: string;
  /** The change from the form's data, or a text to show under the form (nothing is sent). */
  build: (data: FormData) => PetRecordChange | string;
  submit: Submit;
  onDone?: () => void;
  children: ReactNode;
}) {
  const t = useT();
  const [error, setError] = useState<Text | null>(null);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const change = build(new FormData(form));
    if (typeof change === 'string') return setError(change);
    setBusy(true);
    try {
      await submit(change);
      setError(null);
      form.reset();
      onDone?.();
    } catch (failure) {
      setError(failureMessage(failure, 'Could not save. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form aria-label={t(label)} onSubmit={(e) => void onSubmit(e)} noValidate>
      {children}
      <Button type="submit" disabled={busy}>
        {t(submitLabel)}
      </Button>
      {error ? (
        <p role="alert" style={{ gridColumn: '1 / -1', margin: 0 }}>
          {t(error)}
        </p>
      ) : null}
    </Form>
  );
}

const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** The vaccine's name, with the common Indian schedules offered (free text allowed). */
function NameField({
  id,
  label,
  options,
}: {
  id: string;
  label: string;
  options: readonly string[];
}) {
  const t = useT();
  return (
    <>
      <TextInput
        id={id}
        name="name"
        label={t(label)}
        list={`${id}-list`}
        required
        autoComplete="off"
      />
      <datalist id={`${id}-list`}>
        {options.map((o) => (
          <option key={o} value={o} />
        ))}
      </datalist>
    </>
  );
}

export function VaccinationForm({ submit }: { submit: Submit }) {
  const t = useT();
  return (
    <EntryForm
      label="Add a vaccination"
      submitLabel="Add vaccination"
      submit={submit}
      build={(d) => ({
        action: 'add',
        list: 'vaccinations',
        payload: {
          name: text(d, 'name'),
          givenOn: text(d, 'givenOn'),
          nextDueOn: text(d, 'nextDueOn') || null,
          brand: text(d, 'brand'),
          batch: text(d, 'batch'),
        },
      })}
    >
      <NameField id="vaccine-name" label="Vaccine" options={VACCINE_SUGGESTIONS} />
      <DateInput id="vaccine-given" name="givenOn" label={t('Date given')} required />
      <DateInput id="vaccine-due" name="nextDueOn" label={t('Next due (optional)')} />
      <TextInput id="vaccine-brand" name="brand" label={t('Brand (optional)')} />
      <TextInput id="vaccine-batch" name="batch" label={t('Batch (optional)')} />
    </EntryForm>
  );
}

export function DewormingForm({ submit }: { submit: Submit }) {
  const t = useT();
  return (
    <EntryForm
      label="Add a deworming"
      submitLabel="Add deworming"
      submit={submit}
      build={(d) => ({
        action: 'add',
        list: 'dewormings',
        payload: {
          name: text(d, 'name'),
          givenOn: text(d, 'givenOn'),
          nextDueOn: text(d, 'nextDueOn') || null,
        },
      })}
    >
      <NameField id="dewormer-name" label="Dewormer" options={DEWORMER_SUGGESTIONS} />
      <DateInput id="dewormer-given" name="givenOn" label={t('Date given')} required />
      <DateInput id="dewormer-due" name="nextDueOn" label={t('Next due (optional)')} />
    </EntryForm>
  );
}

export function WeightForm({ submit }: { submit: Submit }) {
  const t = useT();
  return (
    <EntryForm
      label="Add a weight"
      submitLabel="Add weight"
      submit={submit}
      build={(d) => ({
        action: 'add',
        list: 'weights',
        payload: { kg: Number(text(d, 'kg').replace(',', '.')), measuredOn: text(d, 'measuredOn') },
      })}
    >
      <TextInput id="weight-kg" name="kg" label={t('Weight (kg)')} inputMode="decimal" required />
      <DateInput id="weight-date" name="measuredOn" label={t('Date weighed')} required />
    </EntryForm>
  );
}

export function ConditionForm({ submit }: { submit: Submit }) {
  const t = useT();
  return (
    <EntryForm
      label="Add an allergy or condition"
      submitLabel="Add"
      submit={submit}
      build={(d) => ({
        action: 'add',
        list: 'conditions',
        payload: {
          kind: text(d, 'kind') === 'allergy' ? 'allergy' : 'condition',
          text: text(d, 'text'),
        },
      })}
    >
      <Select
        id="condition-kind"
        name="kind"
        label={t('Kind')}
        options={CONDITION_KINDS.map((k) => ({
          value: k,
          label: k === 'allergy' ? 'Allergy' : 'Condition',
        }))}
      />
      <TextInput id="condition-text" name="text" label={t('Allergy or condition')} required />
    </EntryForm>
  );
}
