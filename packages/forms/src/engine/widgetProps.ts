import type { ComponentType, Ref } from 'react';
import type { FieldConfig, FieldValue, FormOption } from './types';

/** The props every widget receives, whatever its type. */
export interface WidgetProps {
  /** Id of the focusable control; the error lives in `#${id}__error`. */
  id: string;
  /** Field name. */
  name: string;
  /** Visible label. */
  label: string;
  /** Current value. */
  value: FieldValue;
  /** Reports a new value. */
  onChange: (value: FieldValue) => void;
  /** Reports that the control lost focus. */
  onBlur: () => void;
  /** Shows the required mark. */
  required: boolean;
  /** Disables the control (while submitting). */
  disabled: boolean;
  /** Choices of select, multiselect and radio fields. */
  options: readonly FormOption[];
  /** The error message to show, if any. */
  error: string | undefined;
  /** The field's whole configuration (placeholder, accept, hint...). */
  field: FieldConfig;
  /** Ref of the focusable control, so focus can move to the first error. */
  inputRef: Ref<HTMLElement>;
}

/** A widget of the registry. */
export type Widget = ComponentType<WidgetProps>;
