import { PriceTag } from '../PriceTag';
import { ProductImage } from '../ProductImage';
import { QuantityStepper } from '../QuantityStepper';
import { formatRupees } from '../../utils/format';
import { formatIndiaDate, formatIndiaTime } from '../../utils/indiaTime';
import { FileIcon, Info, Line, Problem, Remove, Side, UnitPrice } from './CartLine.styles';
import { useLocale, useT, type Text } from '../../i18n/I18n';

interface Common {
  /** Price of one unit, in rupees. */
  price: number;
  /** Removes the line. */
  onRemove: () => void;
  /** While this line's change is saving: its controls are blocked. @default false */
  pending?: boolean;
  /** Why the line cannot be bought as it is (it ran out), said on the line; none when null. */
  problem?: Text | null;
}

interface Quantified {
  quantity: number;
  onQuantityChange: (quantity: number) => void;
}

export type CartLineProps = Common &
  (
    | ({
        kind: 'product';
        name: string;
        description?: string;
        imageUrl?: string | null;
      } & Quantified)
    | ({
        kind: 'pharmacy';
        /** Where the prescription can be shown (an object URL once fetched); null while loading. */
        prescriptionFile: string | null;
        /** What the file is; read from its name when not given (an object URL has none). */
        prescriptionKind?: 'image' | 'document';
      } & Quantified)
    | {
        kind: 'consultation';
        doctorName: string;
        /** The day (YYYY-MM-DD), shown as '1 Dec 2026'. */
        date: string;
        /** The slot ('11:00 AM', '16:30'), shown as '11:00 am'. */
        time: string;
        mode: string;
        petName: string;
        petType: string;
        imageUrl?: string | null;
      }
  );

/** Price × quantity in whole paise, so ₹299.99 × 3 is ₹899.97 and never ₹899.9700000001. */
const lineTotal = (price: number, quantity: number) => Math.round(price * 100 * quantity) / 100;

const isImage = (file: string) =>
  /\.(png|jpe?g|webp|gif)$/i.test(file) || file.startsWith('data:image');

/**
 * One line of the mixed cart: a store product, a 'Pharmacy Order' (its prescription as the
 * image) or a 'Consultation with Dr. …' booking.
 */
export function CartLine(props: CartLineProps) {
  const t = useT();
  const locale = useLocale();
  const { price, onRemove, pending = false, problem } = props;
  const title =
    props.kind === 'product'
      ? props.name
      : props.kind === 'pharmacy'
        ? 'Pharmacy Order'
        : `Consultation with Dr. ${props.doctorName.replace(/^Dr\.?\s*/i, '')}`;
  return (
    <Line
      data-ui="CartLine"
      data-variant={props.kind}
      data-state={pending ? 'pending' : problem ? 'problem' : undefined}
      aria-busy={pending || undefined}
    >
      {props.kind === 'pharmacy' ? (
        props.prescriptionFile === null ? (
          <ProductImage src={null} alt={t('Prescription')} width={96} height={96} />
        ) : (props.prescriptionKind ?? (isImage(props.prescriptionFile) ? 'image' : 'document')) ===
          'image' ? (
          <ProductImage
            src={props.prescriptionFile}
            alt={t('Prescription')}
            width={96}
            height={96}
          />
        ) : (
          <a href={props.prescriptionFile} target="_blank" rel="noreferrer">
            <FileIcon>{t('Prescription')}</FileIcon>
          </a>
        )
      ) : (
        <ProductImage src={props.imageUrl} alt="" width={96} height={96} />
      )}
      <Info>
        {/* A product's name and description are the catalogue's, as written (English). */}
        {props.kind === 'product' ? <h3 lang="en">{title}</h3> : <h3>{t(title)}</h3>}
        {props.kind === 'product' && props.description ? (
          <p lang="en">{props.description}</p>
        ) : null}
        {problem ? <Problem>{t(problem)}</Problem> : null}
        {props.kind === 'consultation' ? (
          <dl>
            <dt>{t('Date')}</dt>
            <dd>{formatIndiaDate(props.date, locale) || props.date}</dd>
            <dt>{t('Time')}</dt>
            <dd>{formatIndiaTime(props.time, locale) || props.time}</dd>
            <dt>{t('Mode')}</dt>
            <dd>{t(props.mode)}</dd>
            <dt>{t('Pet')}</dt>
            <dd>
              {props.petName} ({props.petType})
            </dd>
          </dl>
        ) : null}
        {props.kind === 'consultation' ? (
          <PriceTag amount={price} size="sm" emphasis />
        ) : (
          <>
            {/* The line's total, then what it is made of: 3 × ₹299.99 reads ₹899.97. */}
            <PriceTag amount={lineTotal(price, props.quantity)} size="sm" emphasis />
            <UnitPrice>
              {props.quantity} × {formatRupees(price)}
            </UnitPrice>
          </>
        )}
      </Info>
      <Side>
        {props.kind !== 'consultation' ? (
          <QuantityStepper
            value={props.quantity}
            onChange={props.onQuantityChange}
            disabled={pending}
            label={t('Quantity of {title}', { title })}
          />
        ) : null}
        <Remove
          type="button"
          onClick={onRemove}
          disabled={pending}
          aria-label={t('Remove {title}', { title })}
        >
          {t('Remove')}
        </Remove>
      </Side>
    </Line>
  );
}
