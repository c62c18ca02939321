import { forwardRef, type ReactNode } from 'react';
import { assignRef } from '../../utils/assignRef';
import { Input, Listbox, NoMatch, Option, Root } from '../Combobox/Combobox.styles';
import { onLeaving, useOptionCombobox } from '../Combobox/useOptionCombobox';
import { FormField, fieldControlProps } from '../FormField/FormField';
import type { FieldOption } from '../Select/Select';
import { useT, useTranslatedOptions } from '../../i18n/I18n';

export interface SearchableSelectProps {
  /** Id of the combobox input; the label, hint, error and listbox ids derive from it. */
  id: string;
  /** Visible label, tied to the input. */
  label: string;
  /** The choices, in display order. */
  options: readonly FieldOption[];
  /** The chosen value ('' for none). */
  value: string;
  /** Called with the chosen value. */
  onChange: (value: string) => void;
  /** Called when focus leaves the widget. */
  onBlur?: () => void;
  /** `prefix`: options whose label starts with the text; `contains`: anywhere. @default 'prefix' */
  match?: 'prefix' | 'contains';
  /** Input placeholder. @default 'Type to search...' */
  placeholder?: string;
  /** Help text under the widget. */
  hint?: ReactNode;
  /** Error message; sets aria-invalid and is referenced by aria-describedby. */
  error?: string;
  /** Marks the field required (aria-required). @default false */
  required?: boolean;
  /** @default false */
  disabled?: boolean;
  /** Name of the input. */
  name?: string;
}

/**
 * A single-choice searchable select: the shared combobox (useOptionCombobox, on Downshift) whose
 * listbox filters by prefix (or substring) as you type; the input shows the chosen option's label.
 * A click or ArrowDown opens the list (WAI-ARIA APG editable combobox with list autocomplete).
 */
export const SearchableSelect = forwardRef<HTMLInputElement, SearchableSelectProps>(
  function SearchableSelect(
    {
      id,
      label,
      options: given,
      value,
      onChange,
      onBlur,
      match = 'prefix',
      placeholder = 'Type to search...',
      hint,
      error,
      required = false,
      disabled = false,
      name,
    },
    ref,
  ) {
    const t = useT();
    const options = useTranslatedOptions(given);
    const combobox = useOptionCombobox({
      id,
      options,
      match,
      selected: options.find((option) => option.value === value) ?? null,
      stayOpen: false,
      onChoose: (option) => onChange(option.value),
    });
    const { isOpen, items, highlightedIndex } = combobox;

    return (
      <FormField
        id={id}
        label={label}
        hint={hint}
        error={error}
        required={required}
        widget="SearchableSelect"
      >
        <Root onBlur={onLeaving(onBlur)} data-state={isOpen ? 'open' : 'closed'}>
          <Input
            {...combobox.getInputProps({
              ref: (node: HTMLInputElement | null) => assignRef(ref, node),
              name,
              type: 'text',
              disabled,
              placeholder: t(placeholder),
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
          {isOpen && items.length === 0 ? <NoMatch role="status">{t('No matches')}</NoMatch> : null}
        </Root>
      </FormField>
    );
  },
);
