// `@petverse/ui/combobox`: the two comboboxes and the headless hook they are skins of
// (Downshift's useCombobox, set to our ids and rules), apart from the main entry so that only what
// shows a combobox (a form) loads Downshift.
export { MultiSelect } from './components/MultiSelect';
export type { MultiSelectProps } from './components/MultiSelect';
export { SearchableSelect } from './components/SearchableSelect';
export type { SearchableSelectProps } from './components/SearchableSelect';
export { filterOptions } from './components/Combobox/filterOptions';
export { useOptionCombobox } from './components/Combobox/useOptionCombobox';
export type { UseOptionComboboxOptions } from './components/Combobox/useOptionCombobox';
