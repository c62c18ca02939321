import {
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { assignRef } from '../../utils/assignRef';
import { useCombobox, type UseComboboxGetItemPropsOptions } from 'downshift';
import { fieldIds } from '../FormField/FormField';
import type { FieldOption } from '../Select/Select';
import { composedEnvironment } from './composedEnvironment';
import { filterOptions, labelOf } from './filterOptions';

const { ItemClick, InputKeyDownEnter, InputBlur, InputChange } = useCombobox.stateChangeTypes;

export interface UseOptionComboboxOptions {
  /** The input's id; the listbox is `{id}__listbox`, option i `{id}__option-{i}`. */
  id: string;
  options: readonly FieldOption[];
  /** `prefix`: options whose label starts with the text; `contains`: anywhere. */
  match: 'prefix' | 'contains';
  /** The option a single-choice input shows while not typing; null for none (and multi-select). */
  selected: FieldOption | null;
  /** After a choice, keep the list open and empty the input (multi-select). */
  stayOpen: boolean;
  /** Options that cannot be chosen now: skipped by the arrows, marked aria-disabled. */
  isDisabled?: (option: FieldOption) => boolean;
  /** Called with the option chosen by Enter or a click. */
  onChoose: (option: FieldOption) => void;
}

/**
 * The one combobox behaviour of MultiSelect and SearchableSelect: Downshift's `useCombobox`
 * (the WAI-ARIA APG editable combobox with list autocomplete) set to our ids and rules.
 *
 * Typing filters the options and highlights the first; ArrowDown/ArrowUp open the list and move
 * (focus stays in the input, aria-activedescendant follows), Home/End and PageUp/PageDown move
 * while it is open, Enter or a click chooses. Leaving the field chooses nothing. Escape belongs
 * to the field first: it closes an open list, then drops the typed text; only an Escape with
 * nothing to undo reaches the dialog or form around, so a stray Escape never throws a form away.
 * Works inside shadow roots (composedEnvironment).
 */
export function useOptionCombobox({
  id,
  options,
  match,
  selected,
  stayOpen,
  isDisabled,
  onChoose,
}: UseOptionComboboxOptions) {
  // The typed text; null while not typing (the input then shows the chosen option, if any).
  const [query, setQuery] = useState<string | null>(null);
  const items = useMemo(() => filterOptions(options, query ?? '', match), [options, query, match]);

  const combobox = useCombobox<FieldOption>({
    items,
    inputId: id,
    menuId: `${id}__listbox`,
    labelId: fieldIds(id).label,
    getItemId: (index) => `${id}__option-${index}`,
    itemToString: (option) => (option ? labelOf(option) : ''),
    itemToKey: (option) => option?.value,
    isItemDisabled: (option) => isDisabled?.(option) ?? false,
    selectedItem: selected,
    inputValue: query ?? (selected ? labelOf(selected) : ''),
    defaultHighlightedIndex: 0,
    environment: composedEnvironment(),
    stateReducer(state, { type, changes }) {
      if ((type === ItemClick || type === InputKeyDownEnter) && stayOpen && changes.selectedItem)
        return {
          ...changes,
          isOpen: true,
          inputValue: '',
          highlightedIndex: options.indexOf(changes.selectedItem),
        };
      // Opening by arrow or click with a choice made highlights it (typing highlights the first
      // match instead).
      if (type !== InputChange && changes.isOpen && !state.isOpen && state.selectedItem) {
        const at = items.indexOf(state.selectedItem);
        if (at >= 0) return { ...changes, highlightedIndex: at };
      }
      if (type === InputBlur)
        return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
      return changes;
    },
    onStateChange({ type, inputValue }) {
      if (type === InputChange) setQuery(inputValue ?? '');
      else if (type === InputBlur) setQuery(null);
    },
  });

  // The choice is made on the option's own click and on Enter, not in onStateChange: Downshift
  // reports a change from a passive effect after its render, which a renderer may drop when the
  // component renders again before it flushes (Preact does, in the embed: ADR 025); the events
  // themselves always arrive. Downshift's own handlers still run after ours (open, highlight).
  // A click on an option, or Enter: the option is chosen unless it cannot be now; either way the
  // typed text goes.
  const choose = (option: FieldOption | undefined) => {
    if (option && !isDisabled?.(option)) onChoose(option);
    setQuery(null);
  };
  /** Downshift's item props, our choice on the click (an option takes no click handler of its own). */
  const getItemProps = (props: Omit<UseComboboxGetItemPropsOptions<FieldOption>, 'onClick'>) =>
    combobox.getItemProps({ ...props, onClick: () => choose(props.item) });
  const chooseOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    // As Downshift's Enter: only with the list open, never while an IME composes.
    if (event.key === 'Enter' && combobox.isOpen && !event.nativeEvent.isComposing)
      choose(items[combobox.highlightedIndex]);
  };

  // Text typed into a server-rendered box before React hydrated it stays in the box, but Downshift
  // does not know it: as the box mounts, it becomes the typed text, and if the box has the focus
  // its list opens on it (as it would have, typed a moment later). useTypedBeforeHydration does
  // the same for the plain boxes.
  const box = useRef<HTMLInputElement | null>(null);
  useLayoutEffect(() => {
    const node = box.current;
    if (!node || node.value === combobox.inputValue) return;
    setQuery(node.value);
    const root = node.getRootNode() as Document | ShadowRoot;
    if (root.activeElement === node) combobox.openMenu();
    // Once, as the box mounts: from then on Downshift hears every change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  type InputProps = Parameters<typeof combobox.getInputProps>[0] & { ref?: Ref<HTMLInputElement> };
  const getInputProps = ((
    props?: InputProps,
    other?: Parameters<typeof combobox.getInputProps>[1],
  ) =>
    combobox.getInputProps(
      {
        ...props,
        onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
          chooseOnEnter(event);
          props?.onKeyDown?.(event);
        },
        ref: (node: HTMLInputElement | null) => {
          box.current = node;
          assignRef(props?.ref, node);
        },
      },
      other,
    )) as typeof combobox.getInputProps;

  /** Escape: the list first, then the typed text, then whoever is around. */
  const onEscape = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape') return;
    if (combobox.isOpen) {
      event.stopPropagation();
      return; // Downshift closes the list.
    }
    // Downshift would clear the chosen option too: ours keeps it.
    (event.nativeEvent as { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
    if (query === null) return;
    event.preventDefault();
    event.stopPropagation();
    setQuery(null);
  };

  return { ...combobox, getInputProps, getItemProps, items, onEscape, labelOf };
}

/** A root's onBlur that calls `onBlur` when the focus leaves the whole widget, not inside it. */
export const onLeaving = (onBlur?: () => void) => (event: FocusEvent<HTMLElement>) => {
  if (event.currentTarget.contains(event.relatedTarget)) return;
  onBlur?.();
};
