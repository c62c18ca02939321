import { formatCount, formatRupees } from '../../utils/format';
import { useT } from '../../i18n/I18n';
import { Mrp, Off, Per, Saving } from './PriceSaving.styles';

export interface PriceSavingProps {
  /** The MRP in rupees, struck through beside the price; nothing when null. @default null */
  mrp?: number | null;
  /** Whole percent off the MRP ('16% off'); nothing when null. @default null */
  percentOff?: number | null;
  /** The price per kg or per litre, whole rupees ('₹416/kg'); nothing when null. @default null */
  unitPrice?: { price: number; unit: 'kg' | 'L' } | null;
  className?: string;
}

/**
 * What a price saves and what it comes to by weight or volume: the MRP struck through, '% off',
 * and the price per kg or per litre. The MRP is read as 'MRP ₹1,499' (a screen reader does not
 * say a strike-through). Renders nothing when it has nothing to say.
 */
export function PriceSaving({
  mrp = null,
  percentOff = null,
  unitPrice = null,
  className,
}: PriceSavingProps) {
  const t = useT();
  if (mrp === null && percentOff === null && unitPrice === null) return null;
  return (
    <Saving data-ui="PriceSaving" className={className}>
      {mrp !== null ? (
        <Mrp>
          {t('MRP')} <s>{formatRupees(mrp)}</s>
        </Mrp>
      ) : null}
      {percentOff !== null ? <Off>{t('{percent}% off', { percent: percentOff })}</Off> : null}
      {unitPrice !== null ? (
        <Per>
          {unitPrice.unit === 'kg'
            ? t('{price}/kg', { price: `₹${formatCount(unitPrice.price)}` })
            : t('{price}/L', { price: `₹${formatCount(unitPrice.price)}` })}
        </Per>
      ) : null}
    </Saving>
  );
}
