export { ThemeProvider } from './theme/ThemeProvider';
export { GlobalStyle } from './theme/GlobalStyle';
export { buildTheme, color, colorVar, themeToCssVars } from './theme/buildTheme';
export { palette, space, radii, fontSizes, fonts, shadows, zIndices, breakpoints, media, sizes } from './theme/tokens';
export { semanticColors, tones } from './theme/semantic';
export { formatRupees } from './utils/format';
export { Button, buttonStyles, buttonVariants } from './components/Button';
export { Toaster, notify, TOAST_DURATION } from './components/Toaster';

export type { PetverseTheme, ThemeOverrides } from './theme/buildTheme';
export type { PetverseThemeProviderProps } from './theme/ThemeProvider';
export type { Size } from './theme/tokens';
export type { Tone, SemanticColor } from './theme/semantic';
export type { ButtonProps, ButtonVariant } from './components/Button';

// --- Form widgets (registration forms; used by @petverse/forms) ---
export { FormField, fieldControlProps, fieldIds, controlStyles } from './components/FormField';
export { TextInput, textInputTypes } from './components/TextInput';
export { TextArea } from './components/TextArea';
export { Select } from './components/Select';
export { MultiSelect, useMultiSelect } from './components/MultiSelect';
export { RadioGroup } from './components/RadioGroup';
export { DateInput } from './components/DateInput';
export { TimeInput } from './components/TimeInput';
export { FileInput } from './components/FileInput';
export { FormCard } from './components/FormCard';

export type { FormFieldProps } from './components/FormField';
export type { TextInputProps, TextInputType } from './components/TextInput';
export type { TextAreaProps } from './components/TextArea';
export type { SelectProps, FieldOption } from './components/Select';
export type { MultiSelectProps, UseMultiSelectOptions } from './components/MultiSelect';
export type { RadioGroupProps } from './components/RadioGroup';
export type { DateInputProps } from './components/DateInput';
export type { TimeInputProps } from './components/TimeInput';
export type { FileInputProps } from './components/FileInput';
export type { FormCardProps } from './components/FormCard';
