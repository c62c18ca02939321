import { useId } from 'react';
import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';
import { formatRupees } from '../../utils/format';
import { useT, type Text } from '../../i18n/I18n';

export interface ShippingOption {
  /** The value and label, e.g. 'Economy'. */
  value: string;
  /** Price in rupees. */
  price: number;
  /** Delivery window, e.g. '3-5 days'. */
  days: string;
  /** When it would arrive, e.g. 'Delivered by Sat, 28 Nov'. */
  arrives?: Text;
}

export interface ShippingToggleProps {
  /** The choices, in order. */
  options: readonly ShippingOption[];
  /** The chosen value. */
  value: string;
  /** Called with the newly chosen value. */
  onChange: (value: string) => void;
  /** The group's label. @default 'Shipping' */
  label?: string;
}

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  legend {
    font-weight: 700;
    margin-bottom: 8px;
    padding: 0;
  }
  label {
    display: grid;
    grid-template-columns: auto 1fr auto;
    gap: 12px;
    align-items: center;
    padding: 12px 14px;
    border: 2px solid ${color('border')};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${color('surface')};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${color('accent')};
    background: ${color('accentSubtle')};
  }
  input {
    width: 18px;
    height: 18px;
    accent-color: ${color('accent')};
  }
  small {
    display: block;
    color: ${color('textMuted')};
  }
  strong {
    font-variant-numeric: tabular-nums;
  }
`;

/** Choose one shipping type: native radios, so arrow keys move between them. */
export function ShippingToggle({
  options,
  value,
  onChange,
  label = 'Shipping',
}: ShippingToggleProps) {
  const t = useT();
  const name = useId();
  return (
    <Group data-ui="ShippingToggle">
      <legend>{t(label)}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span>
            {t(option.value)}
            <small>{t(option.days)}</small>
            {option.arrives ? <small data-part="arrives">{t(option.arrives)}</small> : null}
          </span>
          <strong>{formatRupees(option.price)}</strong>
        </label>
      ))}
    </Group>
  );
}
