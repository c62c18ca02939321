import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { PostalAddress } from '@petverse/api/contract';
import { BRAND } from './Layout';
import { rupees } from './format';
import type { Words } from './i18n';
import type { MailAppointment, MailOrder } from './types';

const cell = { fontSize: 14, color: BRAND.text, margin: '4px 0' };
const label = { ...cell, color: BRAND.muted };

/** The order's lines, shipping and total, as a table mail clients keep. */
export function OrderLines({ order, words: { t } }: { order: MailOrder; words: Words }) {
  return (
    <Section style={{ margin: '8px 0 12px' }}>
      {order.items.map((item, i) => (
        <Row key={i}>
          <Column>
            <Text style={cell}>
              {item.name} × {item.quantity}
            </Text>
          </Column>
          <Column align="right">
            <Text style={cell}>{rupees(item.price * item.quantity)}</Text>
          </Column>
        </Row>
      ))}
      <Row>
        <Column>
          <Text style={label}>{t('Shipping ({type})', { type: t(order.shippingType) })}</Text>
        </Column>
        <Column align="right">
          <Text style={label}>{rupees(order.shippingPrice)}</Text>
        </Column>
      </Row>
      {order.coupon ? (
        <Row>
          <Column>
            <Text style={label}>{t('Coupon {code}', { code: order.coupon.code })}</Text>
          </Column>
          <Column align="right">
            <Text style={label}>−{rupees(order.coupon.discount)}</Text>
          </Column>
        </Row>
      ) : null}
      <Row>
        <Column>
          <Text style={{ ...cell, fontWeight: 700 }}>{t('Total')}</Text>
        </Column>
        <Column align="right">
          <Text style={{ ...cell, fontWeight: 700 }}>{rupees(order.totalPrice)}</Text>
        </Column>
      </Row>
    </Section>
  );
}

/** Where it goes. */
export function Address({ address }: { address: PostalAddress }) {
  return (
    <Text style={{ ...cell, lineHeight: '20px' }}>
      {address.name}
      <br />
      {address.street}
      <br />
      {address.city}, {address.state} {address.pincode}
      <br />
      {address.phone}
    </Text>
  );
}

/** When, where, what and for whom. */
export function AppointmentFacts({
  appointment,
  words: { t, day, time },
}: {
  appointment: MailAppointment;
  words: Words;
}) {
  const rows: [string, string][] = [
    [t('When'), `${day(appointment.date)}, ${time(appointment.time)}`],
    [t('With'), appointment.provider],
    [t('For'), appointment.pet],
    [t('Service'), appointment.service],
    ...(appointment.place ? ([[t('Where'), appointment.place]] as [string, string][]) : []),
    ...(appointment.price !== undefined
      ? ([[t('Paid'), rupees(appointment.price)]] as [string, string][])
      : []),
  ];
  return (
    <Section style={{ margin: '8px 0 12px' }}>
      {rows.map(([name, value]) => (
        <Row key={name}>
          <Column style={{ width: 90 }}>
            <Text style={label}>{name}</Text>
          </Column>
          <Column>
            <Text style={cell}>{value}</Text>
          </Column>
        </Row>
      ))}
    </Section>
  );
}

/** The one thing to do next. */
export function Action({ href, children }: { href: string; children: string }) {
  return (
    <Button
      href={href}
      style={{
        backgroundColor: BRAND.accent,
        color: '#ffffff',
        borderRadius: 6,
        padding: '10px 18px',
        fontSize: 15,
        fontWeight: 700,
        margin: '4px 0 16px',
      }}
    >
      {children}
    </Button>
  );
}
