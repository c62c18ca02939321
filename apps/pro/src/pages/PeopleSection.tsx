import type { ProviderPerson } from '@petverse/api/contract';
import { Button, TextInput, useT } from '@petverse/ui';
import { Check, Row, Section } from './EditorFrame';

const SPECIES = [
  { value: 'dog', label: 'Dogs' },
  { value: 'cat', label: 'Cats' },
] as const;

const blank: ProviderPerson = {
  name: '',
  qualification: '',
  registrationNumber: '',
  species: ['dog', 'cat'],
  experienceYears: 0,
};

/**
 * The people the listing shows (issue 52 item 3): a clinic's doctors with qualification,
 * registration number, species and experience; a groomer's or trainer's staff the same way.
 */
export function PeopleSection({
  people,
  doctors,
  onChange,
}: {
  people: ProviderPerson[];
  /** A clinic: its people are doctors, registered with a veterinary council. */
  doctors: boolean;
  onChange: (people: ProviderPerson[]) => void;
}) {
  const t = useT();
  const setPerson = (index: number, change: Partial<ProviderPerson>) =>
    onChange(people.map((p, i) => (i === index ? { ...p, ...change } : p)));
  const title = doctors ? t('Doctors') : t('People pet parents meet');
  return (
    <Section aria-labelledby="people-title">
      <h2 id="people-title">{title}</h2>
      <p>{t('Shown on your listing, so pet parents know who will look after their pet.')}</p>
      {people.length === 0 ? <p>{t('Nobody yet: add the first.')}</p> : null}
      {people.map((person, index) => {
        const label = person.name || t('New person');
        return (
          <Row key={index} role="group" aria-label={label}>
            <TextInput
              id={`person-${index}-name`}
              label={t('Name')}
              required
              maxLength={120}
              value={person.name}
              onChange={(event) => setPerson(index, { name: event.target.value })}
            />
            <TextInput
              id={`person-${index}-qualification`}
              label={t('Qualification')}
              hint={doctors ? t('Such as BVSc & AH') : undefined}
              maxLength={200}
              value={person.qualification}
              onChange={(event) => setPerson(index, { qualification: event.target.value })}
            />
            {doctors ? (
              <TextInput
                id={`person-${index}-registration`}
                label={t('Registration number')}
                hint={t('With the State Veterinary Council')}
                maxLength={60}
                value={person.registrationNumber}
                onChange={(event) => setPerson(index, { registrationNumber: event.target.value })}
              />
            ) : null}
            <TextInput
              id={`person-${index}-experience`}
              type="number"
              label={t('Years of experience')}
              min={0}
              max={60}
              required
              value={person.experienceYears}
              onChange={(event) =>
                setPerson(index, { experienceYears: Number(event.target.value) })
              }
            />
            <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
              <legend>{t('Looks after')}</legend>
              {SPECIES.map(({ value, label: words }) => (
                <Check key={value}>
                  <input
                    type="checkbox"
                    checked={person.species.includes(value)}
                    onChange={(event) =>
                      setPerson(index, {
                        species: event.target.checked
                          ? [...person.species, value]
                          : person.species.filter((s) => s !== value),
                      })
                    }
                  />
                  {t(words)}
                </Check>
              ))}
            </fieldset>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('Remove {name}', { name: label })}
              onClick={() => onChange(people.filter((_, i) => i !== index))}
            >
              {t('Remove')}
            </Button>
          </Row>
        );
      })}
      <Button variant="secondary" size="sm" onClick={() => onChange([...people, blank])}>
        {doctors ? t('Add a doctor') : t('Add a person')}
      </Button>
    </Section>
  );
}
