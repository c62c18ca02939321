// `@petverse/ui/combobox`: the two comboboxes (on Downshift) apart from the main entry, so a
// bundler that splits code by module reachability (esbuild) keeps Downshift out of pages that
// show no combobox (the main entry does not export them: through it, esbuild put Downshift in
// every partner page's first load).
export { MultiSelect } from './components/MultiSelect';
export type { MultiSelectProps } from './components/MultiSelect';
export { SearchableSelect } from './components/SearchableSelect';
export type { SearchableSelectProps } from './components/SearchableSelect';
export { filterOptions, useOptionCombobox } from './components/Combobox';
export type { UseOptionComboboxOptions } from './components/Combobox';
