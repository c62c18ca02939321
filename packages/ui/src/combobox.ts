// `@petverse/ui/combobox`: the two comboboxes apart from the main entry. Their behaviour (on
// Downshift) is a chunk of its own, loaded on the first sign a field is wanted; the headless hook
// it is built on is `@petverse/ui/combobox-hook`, since a bundler that splits code by module
// reachability (esbuild) puts every re-exported module in the first load.
export { MultiSelect } from './components/MultiSelect';
export type { MultiSelectProps } from './components/MultiSelect';
export { SearchableSelect } from './components/SearchableSelect';
export type { SearchableSelectProps } from './components/SearchableSelect';
export { filterOptions } from './components/Combobox/filterOptions';
export { loadComboboxBehaviour } from './components/Combobox/behaviour';
