import { useId, useRef, useState, type FormEvent } from 'react';
import { Modal } from '../Modal';
import { matchSuggestions } from './matchSuggestions';
import { Chip, ChipList, Field, Group, SearchForm, SubmitButton } from './SearchOverlay.styles';

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
 * a suggestion or a recent search submits in one click.
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
  const [value, setValue] = useState('');
  const inputRef = useRef<HTMLInputElement | null>(null);
  const id = useId();
  const suggestions = matchSuggestions(terms, value);

  const submit = (raw: string) => {
    const query = raw.trim();
    if (!query) return;
    setValue('');
    onSubmit(query);
  };
  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(value);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      initialFocusRef={inputRef}
      closeLabel="Close search"
    >
      <div data-ui="SearchOverlay">
        <SearchForm role="search" onSubmit={onFormSubmit}>
          <label htmlFor={`${id}-input`}>Search Petverse</label>
          <Field>
            <input
              ref={inputRef}
              id={`${id}-input`}
              type="search"
              value={value}
              placeholder="Try grooming, food or vet"
              autoComplete="off"
              enterKeyHint="search"
              onChange={(event) => setValue(event.target.value)}
            />
            <SubmitButton type="submit">Search</SubmitButton>
          </Field>
        </SearchForm>
        {suggestions.length ? (
          <Group aria-labelledby={`${id}-suggestions`}>
            <h3 id={`${id}-suggestions`}>Suggestions</h3>
            <ChipList>
              {suggestions.map((term) => (
                <li key={term}>
                  <Chip type="button" onClick={() => submit(term)}>
                    {term}
                  </Chip>
                </li>
              ))}
            </ChipList>
          </Group>
        ) : null}
        {history.length ? (
          <Group aria-labelledby={`${id}-history`}>
            <h3 id={`${id}-history`}>Recent searches</h3>
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
                Clear recent searches
              </Chip>
            ) : null}
          </Group>
        ) : null}
      </div>
    </Modal>
  );
}
