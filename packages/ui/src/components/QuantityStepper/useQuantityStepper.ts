import { useState, type ChangeEvent, type KeyboardEvent } from 'react';

export interface QuantityBounds {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}

/** Clamps to [min, max] and to whole numbers; anything unreadable falls back to min. */
export function clampQuantity(raw: number, min: number, max: number): number {
  if (!Number.isFinite(raw)) return min;
  return Math.min(max, Math.max(min, Math.trunc(raw)));
}

/**
 * The quantity typed text means: its whole number, the sign kept ('-4' is −4, which the bounds
 * make the minimum, never 4), decimals dropped ('4.5' is 4, never 45), anything else ignored
 * ('7x' is 7). NaN while there is no digit yet ('', '-').
 */
export function readQuantity(text: string): number {
  const negative = /^\s*[-\u2212]/.test(text);
  const [whole = ''] = text.split(/[.,]/);
  const digits = whole.replace(/\D/g, '');
  if (digits === '') return Number.NaN;
  return (negative ? -1 : 1) * Number(digits);
}

/**
 * Spinbutton behaviour: arrows step by 1, PageUp/PageDown by 10, Home/End jump to the bounds;
 * typed text is kept as a draft until it is a number, then committed (on blur at the latest).
 */
export function useQuantityStepper({ value, min, max, onChange }: QuantityBounds) {
  const [draft, setDraft] = useState(String(value));
  // A new value from outside replaces the draft (adjusting state while rendering, not in an effect).
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setDraft(String(value));
  }

  const commit = (next: number) => {
    const clamped = clampQuantity(next, min, max);
    setDraft(String(clamped));
    if (clamped !== value) onChange(clamped);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const steps: Record<string, number> = { ArrowUp: 1, ArrowDown: -1, PageUp: 10, PageDown: -10 };
    if (event.key in steps) {
      event.preventDefault();
      commit(value + (steps[event.key] ?? 0));
    } else if (event.key === 'Home') {
      event.preventDefault();
      commit(min);
    } else if (event.key === 'End') {
      event.preventDefault();
      commit(max);
    } else if (event.key === 'Enter') {
      commit(readQuantity(draft));
    }
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    // What is typed stays as typed (a lone '-', a '4.' on its way to '4.5'), letters aside; the
    // quantity follows it at once, and the text becomes the quantity's on blur or Enter.
    const text = event.target.value.replace(/[^\d\-\u2212.,]/g, '');
    setDraft(text);
    const typed = readQuantity(text);
    if (Number.isNaN(typed)) return;
    const clamped = clampQuantity(typed, min, max);
    if (clamped !== value) onChange(clamped);
  };

  return {
    draft,
    decrement: () => commit(value - 1),
    increment: () => commit(value + 1),
    onKeyDown,
    onInputChange,
    onBlur: () => commit(readQuantity(draft)),
    canDecrement: value > min,
    canIncrement: value < max,
  };
}
