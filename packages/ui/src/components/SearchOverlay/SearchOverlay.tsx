import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Modal } from '../Modal';
import { matchSuggestions } from './matchSuggestions';
import {
  Chip,
  ChipList,
  Field,
  Group,
  OptionChip,
  SearchForm,
  SubmitButton,
} from './SearchOverlay.styles';
import { useT } from '../../i18n/I18n';

export interface SearchOverlayProps {
  /** Whether the overlay is shown. */
  open: boolean;
  /** Escape, the close button or a click outside. */
  onClose: () => void;
  /** Called with the trimmed query; empty input never calls it. */
  onSubmit: (query: string) => void;
  /** The fixed list of terms suggestions come from. */
  terms: readonly string[];
  /** Recent queries, newest first (the host keeps the last 5 unique). @default [] */
  history?: readonly string[];
  /** Clears the history; no Clear button without it. */
  onClearHistory?: () => void;
  /** The dialog's title. @default 'Search' */
  title?: string;
}

/**
 * A search dialog (Modal semantics: focus on the input, focus trapped, Escape closes, page
 * scroll locked). Enter submits the trimmed input; up to 5 suggestions match it, ignoring case;
 * a suggestion or a recent search submits in one click. The input is a combobox of its
 * suggestions (WAI-ARIA APG, list autocomplete): ArrowDown and ArrowUp move through them while
 * the focus stays in the input (`aria-activedescendant`), Enter searches for the one shown
 * active, and Escape leaves the list before it closes the dialog.
 */
export function SearchOverlay({
  open,
  onClose,
  onSubmit,
  terms,
  history = [],
  onClearHistory,
  title = 'Search',
}: SearchOverlayProps) {
  const t = useT();
  const [value, setValue] = useState('');
  // The suggestion the arrows reached (-1: none), for the input's value it was reached at.
  const [active, setActive] = useState({ index: -1, value: '' });
  const inputRef = useRef<HTMLInputElement | null>(null);
  const id = useId();
  const suggestions = matchSuggestions(terms, value);
  const current = active.value === value && active.index < suggestions.length ? active.index : -1;
  const optionId = (index: number) => `${id}-option-${index}`;

  const submit = (raw: string) => {
    const query = raw.trim();
    if (!query) return;
    setValue('');
    onSubmit(query);
  };
  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(current >= 0 ? suggestions[current]! : value);
  };
  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const from = current < 0 ? (step > 0 ? -1 : count) : current;
      setActive({ index: (from + step + count) % count, value });
    } else if (event.key === 'Escape' && current >= 0) {
      // Escape leaves the list first; the next one closes the dialog.
      event.stopPropagation();
      setActive({ index: -1, value });
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t(title)}
      initialFocusRef={inputRef}
      closeLabel={t('Close search')}
    >
      <div data-ui="SearchOverlay">
        <SearchForm role="search" onSubmit={onFormSubmit}>
          <label htmlFor={`${id}-input`}>{t('Search Petverse')}</label>
          <Field>
            <input
              ref={inputRef}
              id={`${id}-input`}
              type="search"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={suggestions.length > 0}
              aria-controls={`${id}-listbox`}
              aria-activedescendant={current >= 0 ? optionId(current) : undefined}
              value={value}
              placeholder={t('Try grooming, food or vet')}
              autoComplete="off"
              enterKeyHint="search"
              onChange={(event) => setValue(event.target.value)}
              onKeyDown={onInputKeyDown}
            />
            <SubmitButton type="submit">{t('Search')}</SubmitButton>
          </Field>
        </SearchForm>
        {suggestions.length ? (
          <Group aria-labelledby={`${id}-suggestions`}>
            <h3 id={`${id}-suggestions`}>{t('Suggestions')}</h3>
            <ChipList role="listbox" id={`${id}-listbox`} aria-labelledby={`${id}-suggestions`}>
              {suggestions.map((term, index) => (
                // An option of the input's listbox: chosen from the input by keyboard, by click here.
                <OptionChip
                  key={term}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === current}
                  onClick={() => submit(term)}
                >
                  {term}
                </OptionChip>
              ))}
            </ChipList>
          </Group>
        ) : null}
        {history.length ? (
          <Group aria-labelledby={`${id}-history`}>
            <h3 id={`${id}-history`}>{t('Recent searches')}</h3>
            <ChipList>
              {history.map((query) => (
                <li key={query}>
                  <Chip type="button" data-variant="history" onClick={() => submit(query)}>
                    {query}
                  </Chip>
                </li>
              ))}
            </ChipList>
            {onClearHistory ? (
              <Chip type="button" data-variant="clear" onClick={onClearHistory}>
                {t('Clear recent searches')}
              </Chip>
            ) : null}
          </Group>
        ) : null}
      </div>
    </Modal>
  );
}
