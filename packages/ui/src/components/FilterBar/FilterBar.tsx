import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';
import { Button } from '../Button';
import { Select, type FieldOption } from '../Select';
import { TextInput } from '../TextInput';
import { useT } from '../../i18n/I18n';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
  padding: 12px;
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${color('surfaceMuted')};
  > [data-ui] {
    flex: 1 1 160px;
    max-width: 260px;
  }
  [data-part='actions'] {
    display: flex;
    gap: 8px;
    align-items: center;
  }
  [data-part='summary'] {
    flex-basis: 100%;
    margin: 0;
    color: ${color('textMuted')};
    font-size: 0.9rem;
  }
`;

/** One filter: a search or text box applied on Enter, a date or a choice applied at once. */
export interface FilterField {
  name: string;
  label: string;
  type: 'search' | 'text' | 'date' | 'select';
  /** The choices of a select; its empty choice is `placeholder`. */
  options?: readonly FieldOption[];
  /** A select's empty choice, or a text box's placeholder. @default 'All' for selects */
  placeholder?: string;
}

export interface FilterBarProps {
  /** The search region's name, e.g. 'Filter orders'. */
  label: string;
  fields: readonly FilterField[];
  /** The filters applied (an empty string is no filter). */
  values: Readonly<Record<string, string>>;
  /** Called with every filter's value when one is applied. */
  onChange: (values: Record<string, string>) => void;
  /** What the filters found, e.g. '1,204 orders', read politely as it changes. */
  summary?: ReactNode;
}

/**
 * Filters over a list, as a search form: choices and dates apply as they change, text on Enter
 * or Apply; Clear filters empties every one. Each control is labelled.
 */
export function FilterBar({ label, fields, values, onChange, summary }: FilterBarProps) {
  const t = useT();
  const id = useId();
  // Every filter has a value, '' when none: what onChange gives is always the whole set.
  const all = (from: Readonly<Record<string, string>>) =>
    Object.fromEntries(fields.map((f) => [f.name, from[f.name] ?? '']));
  const [draft, setDraft] = useState<Record<string, string>>(() => all(values));
  // A change from outside (the address bar, a tab) shows in the controls: adjusted while
  // rendering, as React's docs do it, not in an effect after a first render with the old values.
  const [shown, setShown] = useState(values);
  if (shown !== values) {
    setShown(values);
    setDraft(all(values));
  }
  const apply = (next: Record<string, string>) => onChange(next);
  const set = (name: string, value: string, now: boolean) => {
    const next = { ...draft, [name]: value };
    setDraft(next);
    if (now) apply(next);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const empty = all({});
  const active = fields.some((f) => values[f.name]);
  return (
    <Form role="search" aria-label={t(label)} onSubmit={onSubmit} data-ui="FilterBar">
      {fields.map((field) =>
        field.type === 'select' ? (
          <Select
            key={field.name}
            id={`${id}-${field.name}`}
            label={t(field.label)}
            options={field.options ?? []}
            placeholder={t(field.placeholder ?? 'All')}
            value={draft[field.name] ?? ''}
            onChange={(event) => set(field.name, event.target.value, true)}
          />
        ) : (
          <TextInput
            key={field.name}
            id={`${id}-${field.name}`}
            label={t(field.label)}
            type={field.type}
            placeholder={t(field.placeholder)}
            value={draft[field.name] ?? ''}
            onChange={(event) => set(field.name, event.target.value, field.type === 'date')}
          />
        ),
      )}
      <div data-part="actions">
        <Button type="submit" variant="outline">
          {t('Apply')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          disabled={!active}
          onClick={() => {
            setDraft(empty);
            apply(empty);
          }}
        >
          {t('Clear filters')}
        </Button>
      </div>
      {summary !== undefined ? (
        <p data-part="summary" role="status">
          {summary}
        </p>
      ) : null}
    </Form>
  );
}
