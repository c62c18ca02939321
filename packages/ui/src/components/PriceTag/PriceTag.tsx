import type { Size } from '../../theme/tokens';
import { formatRupees } from '../../utils/format';
import { Price } from './PriceTag.styles';

export interface PriceTagProps {
  /** Amount in rupees. */
  amount: number;
  /** Text size. @default 'md' */
  size?: Size;
  /** Colour it with the accent, for the price a shopper acts on. @default false */
  emphasis?: boolean;
  className?: string;
}

/** A rupee amount with two decimals, e.g. ₹1,249.00. */
export function PriceTag({ amount, size = 'md', emphasis = false, className }: PriceTagProps) {
  return (
    <Price
      data-ui="PriceTag"
      data-size={size}
      $size={size}
      $emphasis={emphasis}
      className={className}
    >
      {formatRupees(amount)}
    </Price>
  );
}
