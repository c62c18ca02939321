// `@petverse/ui/combobox-hook`: the headless combobox the two comboboxes are skins of (Downshift's
// useCombobox, set to our ids and rules), for building another. Apart from
// `@petverse/ui/combobox`, so importing the comboboxes loads Downshift only when one is wanted.
export { useOptionCombobox } from './components/Combobox/useOptionCombobox';
export type { UseOptionComboboxOptions } from './components/Combobox/useOptionCombobox';
