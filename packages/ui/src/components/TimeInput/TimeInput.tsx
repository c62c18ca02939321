import { forwardRef } from 'react';
import { TextInput, type TextInputProps } from '../TextInput/TextInput';

export type TimeInputProps = Omit<TextInputProps, 'type' | 'widget'>;

/** A labelled native time input; its value is `HH:MM` in 24-hour form (or '' when empty). */
export const TimeInput = forwardRef<HTMLInputElement, TimeInputProps>(
  function TimeInput(props, ref) {
    return <TextInput ref={ref} {...props} type="time" widget="TimeInput" />;
  },
);
