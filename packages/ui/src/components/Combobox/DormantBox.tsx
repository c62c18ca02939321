import { useState, type FocusEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { assignRef } from '../../utils/assignRef';
import { fieldControlProps, fieldIds } from '../FormField/FormField';
import type { DormantSignals } from './handoff';
import { Input, Listbox, Root } from './Combobox.styles';

export interface DormantBoxProps {
  id: string;
  forwarded: Ref<HTMLInputElement>;
  /** What the text box shows while nothing is typed (the chosen option's label, or ''). */
  shown: string;
  name?: string;
  placeholder: string;
  required: boolean;
  disabled: boolean;
  error?: string;
  hint?: ReactNode;
  multiselectable?: boolean;
  /** The chosen values' chips (MultiSelect). */
  chips?: ReactNode;
  signals: DormantSignals;
  onBlur?: () => void;
}

/**
 * A combobox before its behaviour (Downshift) has arrived: the same elements, roles and names as
 * the live one, its list closed. Pointing at it, touching or focusing it asks for the behaviour;
 * what is typed meanwhile is kept, and the live field takes over with it (and the focus, and the
 * list open if text was typed, an arrow pressed or the box clicked).
 */
export function DormantBox({
  id,
  forwarded,
  shown,
  name,
  placeholder,
  required,
  disabled,
  error,
  hint,
  multiselectable,
  chips,
  signals,
  onBlur,
}: DormantBoxProps) {
  const { wake } = signals;
  const [query, setQuery] = useState<string | null>(null);
  const type = (next: string | null) => {
    signals.typed(next);
    setQuery(next);
  };
  const labelId = fieldIds(id).label;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      signals.wantsList(true);
      event.preventDefault();
    } else if (event.key === 'Escape' && query !== null) {
      // As the live field: Escape drops the typed text first; only then reaches what is around.
      event.preventDefault();
      event.stopPropagation();
      type(null);
    }
  };
  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (signals.arriving() || event.currentTarget.contains(event.relatedTarget)) return;
    onBlur?.();
  };

  return (
    <Root
      data-state="closed"
      onPointerEnter={wake}
      onTouchStart={wake}
      onFocus={wake}
      onBlur={handleBlur}
    >
      {chips}
      <Input
        ref={(node: HTMLInputElement | null) => {
          assignRef(forwarded, node);
          signals.input(node);
        }}
        id={id}
        name={name}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={false}
        aria-controls={`${id}__listbox`}
        aria-labelledby={labelId}
        autoComplete="off"
        disabled={disabled}
        placeholder={placeholder}
        aria-required={required || undefined}
        {...fieldControlProps(id, { error, hint })}
        value={query ?? shown}
        // Typing, keys and clicks ask too: on a server-rendered page the focus may have come
        // before React had the field (the typing is replayed to it then: the site's earlyClicks).
        onChange={(event) => {
          type(event.target.value);
          wake();
        }}
        onKeyDown={(event) => {
          onKeyDown(event);
          wake();
        }}
        // A press opens the live list, as a click does once the behaviour is there (the press,
        // not the click: the live field may take over between the two).
        onPointerDown={() => {
          signals.wantsList(true);
          wake();
        }}
        onBlur={() => {
          if (signals.arriving()) return;
          signals.wantsList(false);
          type(null); // as the live field: leaving drops the typed text
        }}
      />
      <Listbox
        id={`${id}__listbox`}
        role="listbox"
        aria-labelledby={labelId}
        aria-multiselectable={multiselectable}
        hidden
      />
    </Root>
  );
}
