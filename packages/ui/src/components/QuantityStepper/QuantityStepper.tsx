import { useId } from 'react';

import { MAX_DEFAULT, MIN_DEFAULT } from './limits';
import { Group, Input, StepButton } from './QuantityStepper.styles';
import { useQuantityStepper } from './useQuantityStepper';
import { useLocale, useT } from '../../i18n/I18n';

export interface QuantityStepperProps {
  /** The current quantity (controlled). */
  value: number;
  /** Called with the new, clamped quantity. */
  onChange: (value: number) => void;
  /** Lowest quantity; decrement is disabled there. @default 1 */
  min?: number;
  /** Highest quantity. @default 99 */
  max?: number;
  /** Accessible name of the spinbutton. @default 'Quantity' */
  label?: string;
  /** Blocks every change, e.g. while an update is in flight. @default false */
  disabled?: boolean;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** A quantity input with − and + buttons; the input follows the WAI-ARIA spinbutton pattern. */
export function QuantityStepper({
  value,
  onChange,
  min = MIN_DEFAULT,
  max = MAX_DEFAULT,
  label = 'Quantity',
  disabled = false,
}: QuantityStepperProps) {
  const t = useT();
  const locale = useLocale();
  // 'Decrease quantity of …' in English; Hindi has no capitals, and its label may start with a
  // product's name, which keeps its own.
  const what = locale === 'en' ? lowerFirst(t(label)) : t(label);
  const id = useId();
  const s = useQuantityStepper({ value, min, max, onChange });
  return (
    <Group
      data-ui="QuantityStepper"
      data-state={disabled ? 'disabled' : undefined}
      role="group"
      aria-label={t(label)}
    >
      <StepButton
        type="button"
        aria-label={t('Decrease {what}', { what })}
        aria-controls={id}
        onClick={s.decrement}
        disabled={disabled || !s.canDecrement}
      >
        −
      </StepButton>
      <Input
        id={id}
        role="spinbutton"
        inputMode="numeric"
        aria-label={t(label)}
        aria-valuenow={value}
        aria-valuemin={min}
        aria-valuemax={max}
        value={s.draft}
        onChange={s.onInputChange}
        onKeyDown={s.onKeyDown}
        onBlur={s.onBlur}
        disabled={disabled}
        autoComplete="off"
      />
      <StepButton
        type="button"
        aria-label={t('Increase {what}', { what })}
        aria-controls={id}
        onClick={s.increment}
        disabled={disabled || !s.canIncrement}
      >
        +
      </StepButton>
    </Group>
  );
}
