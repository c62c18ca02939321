import { forwardRef } from 'react';
import { TextInput, type TextInputProps } from '../TextInput/TextInput';

export type DateInputProps = Omit<TextInputProps, 'type' | 'widget'>;

/** A labelled native date input; its value is `YYYY-MM-DD` (or '' when empty). */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(
  function DateInput(props, ref) {
    return <TextInput ref={ref} {...props} type="date" widget="DateInput" />;
  },
);
