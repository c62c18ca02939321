import { forwardRef, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useMultipleSelection } from 'downshift';
import { assignRef } from '../../utils/assignRef';
import {
  Chip,
  ChipRemove,
  Chips,
  Input,
  Listbox,
  NoMatch,
  Option,
  Root,
} from '../Combobox/Combobox.styles';
import { onLeaving, useOptionCombobox } from '../Combobox/useOptionCombobox';
import { FormField, fieldControlProps } from '../FormField/FormField';
import type { FieldOption } from '../Select/Select';
import { useT, useTranslatedOptions } from '../../i18n/I18n';

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

/**
 * A searchable multi-select: the shared combobox (useOptionCombobox, on Downshift) whose listbox
 * filters as you type and stays open to choose several; a click or ArrowDown opens it. Chosen
 * values show as chips with a "Remove {label}" button each (Downshift's useMultipleSelection:
 * ArrowLeft from the start of the input reaches them, arrows move between them, Backspace or
 * Delete removes one, Backspace in an empty input removes the last). Enter or a click toggles an
 * option.
 */
export const MultiSelect = forwardRef<HTMLInputElement, MultiSelectProps>(function MultiSelect(
  {
    id,
    label,
    options: given,
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
  ref,
) {
  const input = useRef<HTMLInputElement | null>(null);
  const t = useT();
  const options = useTranslatedOptions(given);
  const optionOf = (v: string): FieldOption =>
    options.find((option) => option.value === v) ?? { value: v };
  const chosen = value.map(optionOf);
  // `single` keeps the first chosen value (spec §2.10): the others wait until it is removed.
  const held = single && value.length > 0 ? value[0] : undefined;

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
  });
  const { isOpen, items, highlightedIndex, labelOf } = combobox;
  const shownHint =
    held !== undefined
      ? t('Remove {label} to choose another.', { label: labelOf(optionOf(held)) })
      : hint;

  // The chips' keys on the input (Backspace, ArrowLeft), off while the list is open. Downshift
  // drops a handler given with them then, so ours (Escape) is composed here instead.
  const { onKeyDown: chipKeys, ...dropdown } = selection.getDropdownProps({
    preventKeyAction: isOpen,
    // Downshift sets both (its handleRefs), ours to return focus after a chip goes.
    ref: (node: HTMLInputElement | null) => {
      input.current = node;
      assignRef(ref, node);
    },
  }) as { onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void };

  return (
    <FormField
      id={id}
      label={label}
      hint={shownHint}
      error={error}
      required={required}
      widget="MultiSelect"
    >
      <Root onBlur={onLeaving(onBlur)} data-state={isOpen ? 'open' : 'closed'}>
        {chosen.length > 0 ? (
          <Chips aria-label={t('Selected {label}', { label: t(label) })}>
            {chosen.map((option, index) => (
              <Chip key={option.value}>
                <span lang={option.lang}>{labelOf(option)}</span>
                <ChipRemove
                  {...selection.getSelectedItemProps({ selectedItem: option, index })}
                  type="button"
                  disabled={disabled}
                  aria-label={t('Remove {label}', { label: labelOf(option) })}
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
            placeholder: t(placeholder),
            'aria-required': required || undefined,
            ...fieldControlProps(id, { error, hint: shownHint }),
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
              lang={option.lang}
              data-active={index === highlightedIndex}
            >
              {labelOf(option)}
              {value.includes(option.value) ? <span aria-hidden="true">✓</span> : null}
            </Option>
          ))}
        </Listbox>
        {isOpen && items.length === 0 ? <NoMatch role="status">{t('No matches')}</NoMatch> : null}
      </Root>
    </FormField>
  );
});
