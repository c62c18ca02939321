import {
  forwardRef,
  useCallback,
  useEffect,
  useRef,
  type FocusEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { FormField, fieldControlProps, fieldIds } from '../FormField/FormField';
import type { FieldOption } from '../Select/Select';
import {
  Chip,
  ChipRemove,
  Chips,
  Input,
  Listbox,
  NoMatch,
  Option,
  Root,
} from './MultiSelect.styles';
import { useMultiSelect } from './useMultiSelect';

export interface MultiSelectProps {
  /** Id of the combobox input; the label, hint, error and listbox ids derive from it. */
  id: string;
  /** Visible label, tied to the combobox input. */
  label: string;
  /** The choices, in display order. */
  options: readonly FieldOption[];
  /** The chosen values, in the order they were chosen. */
  value: readonly string[];
  /** Called with the new list of chosen values. */
  onChange: (value: string[]) => void;
  /** Called when focus leaves the whole widget. */
  onBlur?: () => void;
  /**
   * Keep at most one value, the first chosen: the other options are unavailable until it is
   * removed (the hint says so). @default false
   */
  single?: boolean;
  /** Input placeholder. @default 'Type to search...' */
  placeholder?: string;
  /** Help text under the widget. */
  hint?: ReactNode;
  /** Error message; sets aria-invalid and is referenced by aria-describedby. */
  error?: string;
  /** Marks the field required (aria-required). @default false */
  required?: boolean;
  /** Disables typing, choosing and removing. @default false */
  disabled?: boolean;
  /** Name of the field, set on the input. */
  name?: string;
}

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) (ref as { current: T | null }).current = node;
}

/**
 * A searchable multi-select: an APG combobox whose listbox filters as you type; chosen values
 * show as chips with a "Remove {label}" button each. Arrow keys move, Enter toggles, Escape closes.
 */
export const MultiSelect = forwardRef<HTMLInputElement, MultiSelectProps>(function MultiSelect(
  {
    id,
    label,
    options,
    value,
    onChange,
    onBlur,
    single = false,
    placeholder = 'Type to search...',
    hint,
    error,
    required = false,
    disabled = false,
    name,
  },
  forwardedRef,
) {
  const state = useMultiSelect({ options, value, onChange, single });
  const { open, setOpen, filtered, activeIndex, labelOf } = state;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const listRef = useRef<HTMLUListElement | null>(null);
  const setInputRef = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      assignRef(forwardedRef, node);
    },
    [forwardedRef],
  );
  const listId = `${id}__listbox`;
  const optionId = (index: number) => `${id}__option-${index}`;
  const byValue = new Map(options.map((o) => [o.value, o]));

  const activeId = open && activeIndex >= 0 ? optionId(activeIndex) : undefined;
  const held = single && value.length > 0 ? value[0] : undefined;
  const heldHint =
    held !== undefined
      ? `Remove ${labelOf(byValue.get(held) ?? { value: held })} to choose another.`
      : undefined;

  useEffect(() => {
    if (!activeId) return;
    listRef.current
      ?.querySelector(`#${CSS.escape(activeId)}`)
      ?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    setOpen(false);
    onBlur?.();
  };

  return (
    <FormField
      id={id}
      label={label}
      hint={heldHint ?? hint}
      error={error}
      required={required}
      widget="MultiSelect"
    >
      <Root onBlur={handleBlur} data-state={open ? 'open' : 'closed'}>
        {value.length > 0 ? (
          <Chips aria-label={`Selected ${label}`}>
            {value.map((v) => (
              <Chip key={v}>
                <span>{labelOf(byValue.get(v) ?? { value: v })}</span>
                <ChipRemove
                  type="button"
                  disabled={disabled}
                  aria-label={`Remove ${labelOf(byValue.get(v) ?? { value: v })}`}
                  onClick={() => {
                    state.remove(v);
                    inputRef.current?.focus();
                  }}
                >
                  <span aria-hidden="true">×</span>
                </ChipRemove>
              </Chip>
            ))}
          </Chips>
        ) : null}
        <Input
          ref={setInputRef}
          id={id}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-required={required || undefined}
          disabled={disabled}
          placeholder={placeholder}
          value={state.query}
          onChange={state.onInputChange}
          onKeyDown={state.onKeyDown}
          onClick={() => setOpen(!open)}
          {...fieldControlProps(id, { error, hint: heldHint ?? hint })}
        />
        <Listbox
          ref={listRef}
          id={listId}
          role="listbox"
          aria-labelledby={fieldIds(id).label}
          aria-multiselectable={!single}
          hidden={!open || filtered.length === 0}
        >
          {filtered.map((option, index) => (
            <Option
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={value.includes(option.value)}
              aria-disabled={(held !== undefined && held !== option.value) || undefined}
              data-active={index === activeIndex}
              // Keep focus in the input so typing and arrows keep working after a click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => state.toggle(option.value)}
            >
              {labelOf(option)}
              {value.includes(option.value) ? <span aria-hidden="true">✓</span> : null}
            </Option>
          ))}
        </Listbox>
        {open && filtered.length === 0 ? <NoMatch role="status">No matches</NoMatch> : null}
      </Root>
    </FormField>
  );
});
