// The comboboxes' live behaviour, on Downshift: a chunk of its own, loaded by behaviour.ts on the
// first sign a combobox is wanted. Each box renders inside its component's FormField, which
// stays on screen while the box before the behaviour (DormantBox) gives way to these.
import { forwardRef, useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useMultipleSelection } from 'downshift';
import { assignRef } from '../../utils/assignRef';
import { fieldControlProps } from '../FormField/FormField';
import type { FieldOption } from '../Select/Select';
import type { ComboboxHandoff } from './handoff';
import { Chip, ChipRemove, Chips, Input, Listbox, NoMatch, Option, Root } from './Combobox.styles';
import { useOptionCombobox } from './useOptionCombobox';

interface BoxProps {
  id: string;
  options: readonly FieldOption[];
  onBlur?: () => void;
  placeholder: string;
  hint?: ReactNode;
  error?: string;
  required: boolean;
  disabled: boolean;
  name?: string;
  handoff: ComboboxHandoff | undefined;
}

type MultiSelectBoxProps = BoxProps & {
  label: string;
  value: readonly string[];
  optionOf: (value: string) => FieldOption;
  /** The value `single` keeps, if one is chosen. */
  held: string | undefined;
  onChange: (value: string[]) => void;
  single: boolean;
};

/** Calls onBlur when the focus leaves the whole widget, not when it moves inside it. */
const leaving = (onBlur?: () => void) => (event: FocusEvent<HTMLDivElement>) => {
  if (event.currentTarget.contains(event.relatedTarget)) return;
  onBlur?.();
};

export const SearchableSelectBox = forwardRef<
  HTMLInputElement,
  BoxProps & { value: string; onChange: (value: string) => void; match: 'prefix' | 'contains' }
>(function SearchableSelectBox(
  {
    id,
    options,
    value,
    onChange,
    onBlur,
    match,
    placeholder,
    hint,
    error,
    required,
    disabled,
    name,
    handoff,
  },
  forwardedRef,
) {
  const combobox = useOptionCombobox({
    id,
    options,
    match,
    selected: options.find((option) => option.value === value) ?? null,
    stayOpen: false,
    onChoose: (option) => onChange(option.value),
    handoff,
  });
  const { isOpen, items, highlightedIndex } = combobox;

  return (
    <Root onBlur={leaving(onBlur)} data-state={isOpen ? 'open' : 'closed'}>
      <Input
        {...combobox.getInputProps({
          ref: (node: HTMLInputElement | null) => {
            combobox.attachInput(node);
            assignRef(forwardedRef, node);
          },
          name,
          type: 'text',
          disabled,
          placeholder,
          onKeyDown: combobox.onEscape,
          'aria-required': required || undefined,
          ...fieldControlProps(id, { error, hint }),
        })}
      />
      <Listbox {...combobox.getMenuProps()} hidden={!isOpen || items.length === 0}>
        {items.map((option, index) => (
          <Option
            key={option.value}
            {...combobox.getItemProps({ item: option, index })}
            aria-selected={option.value === value}
            data-active={index === highlightedIndex}
          >
            {combobox.labelOf(option)}
          </Option>
        ))}
      </Listbox>
      {isOpen && items.length === 0 ? <NoMatch role="status">No matches</NoMatch> : null}
    </Root>
  );
});

export const MultiSelectBox = forwardRef<HTMLInputElement, MultiSelectBoxProps>(
  function MultiSelectBox(
    {
      id,
      label,
      options,
      value,
      optionOf,
      held,
      onChange,
      onBlur,
      single,
      placeholder,
      hint,
      error,
      required,
      disabled,
      name,
      handoff,
    },
    forwardedRef,
  ) {
    const input = useRef<HTMLInputElement | null>(null);
    const chosen = value.map(optionOf);

    const selection = useMultipleSelection<FieldOption>({
      selectedItems: chosen,
      itemToKey: (option) => option?.value,
      onSelectedItemsChange: ({ selectedItems }) =>
        onChange((selectedItems ?? []).map((option) => option.value)),
    });
    const combobox = useOptionCombobox({
      id,
      options,
      match: 'contains',
      selected: null,
      stayOpen: !single,
      isDisabled: held === undefined ? undefined : (option) => option.value !== held,
      onChoose: (option) =>
        onChange(
          value.includes(option.value)
            ? value.filter((v) => v !== option.value)
            : single
              ? [option.value]
              : [...value, option.value],
        ),
      handoff,
    });
    const { isOpen, items, highlightedIndex, labelOf, attachInput } = combobox;

    // The chips' keys on the input (Backspace, ArrowLeft), off while the list is open. Downshift
    // drops a handler given with them then, so ours (Escape) is composed here instead.
    const { onKeyDown: chipKeys, ...dropdown } = selection.getDropdownProps({
      preventKeyAction: isOpen,
      // Downshift sets both (its handleRefs), ours to return focus after a chip goes.
      ref: (node: HTMLInputElement | null) => {
        input.current = node;
        attachInput(node);
        assignRef(forwardedRef, node);
      },
    }) as { onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void };

    return (
      <Root onBlur={leaving(onBlur)} data-state={isOpen ? 'open' : 'closed'}>
        {chosen.length > 0 ? (
          <Chips aria-label={`Selected ${label}`}>
            {chosen.map((option, index) => (
              <Chip key={option.value}>
                <span>{labelOf(option)}</span>
                <ChipRemove
                  {...selection.getSelectedItemProps({ selectedItem: option, index })}
                  type="button"
                  disabled={disabled}
                  aria-label={`Remove ${labelOf(option)}`}
                  onClick={() => {
                    selection.removeSelectedItem(option);
                    input.current?.focus();
                  }}
                >
                  <span aria-hidden="true">×</span>
                </ChipRemove>
              </Chip>
            ))}
          </Chips>
        ) : null}
        <Input
          {...combobox.getInputProps({
            ...dropdown,
            onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
              combobox.onEscape(event);
              chipKeys?.(event);
            },
            name,
            type: 'text',
            disabled,
            placeholder,
            'aria-required': required || undefined,
            ...fieldControlProps(id, { error, hint }),
          })}
        />
        <Listbox
          {...combobox.getMenuProps({ 'aria-multiselectable': !single })}
          hidden={!isOpen || items.length === 0}
        >
          {items.map((option, index) => (
            <Option
              key={option.value}
              {...combobox.getItemProps({ item: option, index })}
              aria-selected={value.includes(option.value)}
              data-active={index === highlightedIndex}
            >
              {labelOf(option)}
              {value.includes(option.value) ? <span aria-hidden="true">✓</span> : null}
            </Option>
          ))}
        </Listbox>
        {isOpen && items.length === 0 ? <NoMatch role="status">No matches</NoMatch> : null}
      </Root>
    );
  },
);
