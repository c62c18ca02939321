import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';
import type { Tone } from '../../theme/semantic';
import { useT } from '../../i18n/I18n';

/** Every status value the product shows, with its colour: orders, grooming and payments. */
export const STATUS_TONES: Record<string, Tone> = {
  completed: 'success',
  delivered: 'success',
  confirmed: 'info',
  shipped: 'accent',
  'in-progress': 'warning',
  pending: 'warning',
  cancelled: 'danger',
  failed: 'danger',
  /** A cancelled order's money: given back, or on its way. */
  refunded: 'success',
  'refund-pending': 'warning',
  /** A paid order given back in part (a return), as staff read it. */
  'partly-refunded': 'info',
  /** A cancelled order that was never paid (cash on delivery). */
  'not-charged': 'neutral',
  /** An order paid in the payment sandbox: no money moved. */
  'test-payment': 'warning',
  /** The back office (issue 31): an order packed for the courier, appointments, stock, reviews. */
  packed: 'info',
  /** A booked courier's tracking (issue 55): with the delivery agent today, or brought back. */
  'out-for-delivery': 'accent',
  rto: 'danger',
  booked: 'info',
  'no-show': 'danger',
  'out-of-stock': 'danger',
  new: 'accent',
  'in-review': 'info',
  approved: 'success',
  declined: 'danger',
  /** A pharmacy line a pharmacist refused (issue 53 item 2): refunded. */
  refused: 'danger',
  withdrawn: 'neutral',
  active: 'success',
  disabled: 'neutral',
  /** A provider's bookings (issue 52): held for its payment, accepted, done, or its hold lapsed. */
  held: 'warning',
  accepted: 'success',
  done: 'success',
  lapsed: 'neutral',
  /** The provider never came (a doctor who did not join): refunded. */
  'missed-by-provider': 'danger',
  suspended: 'danger',
  invited: 'accent',
};

const tones: Record<Tone, [bg: Parameters<typeof color>[0], fg: Parameters<typeof color>[0]]> = {
  neutral: ['neutralBg', 'neutralFg'],
  info: ['infoBg', 'infoFg'],
  success: ['successBg', 'successFg'],
  warning: ['warningBg', 'warningFg'],
  danger: ['dangerBg', 'dangerFg'],
  accent: ['accentBg', 'accentFg'],
};

const Badge = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 700;
  text-transform: capitalize;
  white-space: nowrap;
  background: ${({ $tone }) => color(tones[$tone][0])};
  color: ${({ $tone }) => color(tones[$tone][1])};
  &::before {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: currentColor;
  }
`;

/** The badge's subject: plain weight, not capitalised like the status after it. */
const BadgeLabel = styled.span`
  font-weight: 500;
  text-transform: none;
`;

export interface StatusBadgeProps {
  /** The status value, e.g. 'pending' or 'in-progress'; unknown values show neutral. */
  status: string;
  /** What the status is of, shown before it, e.g. 'Payment' reads 'Payment: pending'. */
  label?: string;
  /**
   * Words in place of the status's own, written as given (not capitalised): 'Refunded ₹1,856.00'.
   * The colour still comes from `status`.
   */
  text?: string;
}

/** Words given by the caller keep their own case. */
const OwnWords = styled.span`
  text-transform: none;
`;

/** Statuses whose words are not their value's: a courier's abbreviation, said in full. */
const WORDS: Record<string, string> = { rto: 'returned to sender' };

/** A status's own words, as shown and as the catalogues hold them: 'in-progress' is 'in progress'. */
export const statusWords = (status: string) =>
  WORDS[status.toLowerCase()] ?? status.toLowerCase().replaceAll('-', ' ');

/** A colour-coded status; the text carries the meaning, the colour only repeats it. */
export function StatusBadge({ status, label, text }: StatusBadgeProps) {
  const t = useT();
  const key = status.toLowerCase();
  const tone = STATUS_TONES[key] ?? 'neutral';
  return (
    <Badge data-ui="StatusBadge" data-state={key} $tone={tone}>
      {label ? <BadgeLabel>{`${t(label)}: `}</BadgeLabel> : null}
      {text ? <OwnWords>{t(text)}</OwnWords> : t(statusWords(key))}
    </Badge>
  );
}
