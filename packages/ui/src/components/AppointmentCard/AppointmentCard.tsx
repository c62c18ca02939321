import type { ReactNode } from 'react';
import { Disclosure } from '../Disclosure';
import { StatusBadge } from '../StatusBadge';
import { formatRupees } from '../../utils/format';
import { Actions, DetailGrid, Row, Summary } from './AppointmentCard.styles';
import { useT } from '../../i18n/I18n';

export interface AppointmentCardProps {
  /** The heading, e.g. 'Appointment #bb22cc33'. */
  title: string;
  /** Booking status, colour-coded. */
  status: string;
  /** Payment status, colour-coded. */
  paymentStatus: string;
  /** When it was booked, already formatted. */
  bookedOn: string;
  /** Price in rupees. */
  price: number;
  /** Facts always shown, e.g. Service, Date, Time, Payment. */
  facts: readonly { label: string; value: ReactNode }[];
  /** Sections shown when expanded, e.g. Pet, Partner, Service Address, Payment. */
  details: readonly { heading: string; content: ReactNode }[];
  /** A cancelled appointment's refund: processed (on its way back) or pending. */
  refundStatus?: 'processed' | 'pending' | null;
  /** Controls shown when expanded, below the details (e.g. Reschedule, Cancel). */
  actions?: ReactNode;
}

/** An expandable booking: summary with badges and key facts; details open below it. */
export function AppointmentCard({
  title,
  status,
  paymentStatus,
  bookedOn,
  price,
  facts,
  details,
  refundStatus,
  actions,
}: AppointmentCardProps) {
  const t = useT();
  return (
    <Disclosure
      summary={
        <Summary data-ui="AppointmentCard">
          <Row>
            <h3>{t(title)}</h3>
            <StatusBadge status={status} label={t('Appointment')} />
            <StatusBadge status={paymentStatus} label={t('Payment')} />
            {refundStatus ? (
              <StatusBadge status={refundStatus === 'processed' ? 'refunded' : 'refund-pending'} />
            ) : null}
          </Row>
          <Row>
            <span>
              {t('Booked on')} {bookedOn}
            </span>
            <strong>{formatRupees(price)}</strong>
          </Row>
          <dl>
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt>{t(fact.label)}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </Summary>
      }
    >
      <DetailGrid>
        {details.map((section) => (
          <section key={section.heading}>
            <h4>{t(section.heading)}</h4>
            {section.content}
          </section>
        ))}
      </DetailGrid>
      {actions ? <Actions>{actions}</Actions> : null}
    </Disclosure>
  );
}
