import { useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { formatRupees } from '../../utils/format';
import {
  Chip,
  ChipLabel,
  ChipNote,
  ChipPrice,
  Chips,
  Group,
  GroupLabel,
} from './SizeSelector.styles';
import { useT } from '../../i18n/I18n';

export interface SizeOption {
  /** The size's own id (a product id). */
  id: string;
  /** '3 kg', 'Medium'. */
  label: string;
  /** Price in rupees. */
  price: number;
  /** Its page: where the chip leads before JavaScript, or opened in a new tab. */
  href: string;
  /** Out of stock: shown, not chosen. @default false */
  soldOut?: boolean;
}

export interface SizeSelectorProps {
  /** Names the group. @default 'Size' */
  label?: string;
  /** The sizes, in display order. */
  options: readonly SizeOption[];
  /** The chosen size's id. */
  value: string;
  /** Called with a size's id when the shopper chooses it. */
  onChange: (id: string) => void;
  /** What an out-of-stock size says. @default 'Out of stock' */
  soldOutText?: string;
}

const NEXT: Record<string, 1 | -1> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * A product's sizes as chips, each with its price: a WAI-ARIA radio group (one tab stop on the
 * chosen size, arrow keys choose the next or previous size in stock, Home and End the first and
 * last). Each chip is a link to its size's page, so it works before hydration and opens in a new
 * tab with a modifier key; sizes out of stock are shown disabled.
 */
export function SizeSelector({
  label = 'Size',
  options,
  value,
  onChange,
  soldOutText = 'Out of stock',
}: SizeSelectorProps) {
  const labelId = useId();
  const t = useT();
  const chips = useRef<(HTMLElement | null)[]>([]);
  const chosen = options.find((o) => o.id === value);
  const canChoose = (o: SizeOption) => !o.soldOut || o.id === value;

  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    chips.current[index]?.focus();
    if (option.id !== value) onChange(option.id);
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = NEXT[event.key];
    const order = options.map((_, i) => i);
    let target: number | undefined;
    if (step) {
      // Round the group, past sizes that cannot be chosen.
      for (let k = 1; k <= options.length && target === undefined; k++) {
        const i = (index + step * k + options.length) % options.length;
        if (canChoose(options[i]!)) target = i;
      }
    } else if (event.key === 'Home') target = order.find((i) => canChoose(options[i]!));
    else if (event.key === 'End') target = order.reverse().find((i) => canChoose(options[i]!));
    else if (event.key === ' ') target = index;
    if (target === undefined) return;
    event.preventDefault();
    choose(target);
  };
  const onClick = (event: MouseEvent, index: number) => {
    // A new tab or window keeps the link's own way.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    event.preventDefault();
    choose(index);
  };

  return (
    <Group data-ui="SizeSelector">
      <GroupLabel id={labelId}>
        {t(label)}
        {chosen?.label ? (
          <>
            : <span lang="en">{chosen.label}</span>
          </>
        ) : null}
      </GroupLabel>
      <Chips role="radiogroup" aria-labelledby={labelId}>
        {options.map((option, index) => {
          const checked = option.id === value;
          const content = (
            <>
              {/* The catalogue's own words ('3 kg', 'Medium'). */}
              <ChipLabel lang="en">{option.label}</ChipLabel>
              <ChipPrice>{formatRupees(option.price)}</ChipPrice>
              {option.soldOut ? <ChipNote>{t(soldOutText)}</ChipNote> : null}
            </>
          );
          const state = checked ? 'checked' : option.soldOut ? 'disabled' : undefined;
          if (!canChoose(option))
            return (
              <Chip
                key={option.id}
                as="span"
                role="radio"
                aria-checked="false"
                aria-disabled="true"
                data-state={state}
                ref={(el: HTMLElement | null) => {
                  chips.current[index] = el;
                }}
              >
                {content}
              </Chip>
            );
          return (
            <Chip
              key={option.id}
              href={option.href}
              role="radio"
              aria-checked={checked}
              aria-disabled={option.soldOut ? true : undefined}
              tabIndex={checked || (!chosen && index === 0) ? 0 : -1}
              data-state={state}
              ref={(el: HTMLElement | null) => {
                chips.current[index] = el;
              }}
              onClick={(event: MouseEvent) => onClick(event, index)}
              onKeyDown={(event: KeyboardEvent) => onKeyDown(event, index)}
            >
              {content}
            </Chip>
          );
        })}
      </Chips>
    </Group>
  );
}
