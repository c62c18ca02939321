import { useGroomingOrders } from '@petverse/api';
import { shortId, type GroomingOrder } from '@petverse/api/contract';
import {
  AppointmentCard,
  EmptyState,
  ErrorState,
  LoadingState,
  StatusBadge,
  formatDate,
  formatIndiaTime,
  formatRupees,
} from '@petverse/ui';
import { AppointmentActions } from './AppointmentActions';
import { TabHeader } from './profile.styles';
import { List } from './grooming.styles';
import { useLocale, useT } from '@petverse/ui';

function Appointment({ order }: { order: GroomingOrder }) {
  const t = useT();
  const locale = useLocale();
  const pet = order.petId;
  const partner = order.partnerId;
  const address = order.addressId;
  return (
    <AppointmentCard
      title={t('Appointment #{id}', { id: shortId(order._id) })}
      status={order.status}
      paymentStatus={order.paymentStatus}
      bookedOn={formatDate(order.createdAt, locale)}
      price={order.price}
      facts={[
        { label: 'Service', value: order.serviceType },
        { label: 'Date', value: formatDate(order.appointmentDate, locale) },
        { label: 'Time', value: formatIndiaTime(order.appointmentTime, locale) },
        { label: 'Payment', value: 'Online' },
      ]}
      details={[
        {
          heading: 'Pet',
          content: pet ? (
            <>
              <p>{pet.name}</p>
              <p>
                {pet.species} · {pet.breed}
              </p>
              <p>
                {t('Born')} {formatDate(pet.petDateOfBirth, locale)}
              </p>
            </>
          ) : (
            <p>{t('Not available')}</p>
          ),
        },
        {
          heading: 'Grooming Partner',
          content: (
            <>
              <p>{partner.name}</p>
              <p>
                {partner.phone} · {partner.email}
              </p>
              <p>
                {t('Rating')} {partner.rating.toFixed(1)}
              </p>
              <p>
                {partner.address.street}, {partner.address.city}, {partner.address.state}{' '}
                {partner.address.pinCode}
              </p>
            </>
          ),
        },
        {
          heading: 'Service Address',
          content: address ? (
            <>
              <p>
                {address.type}
                {address.name ? ` · ${address.name}` : ''}
              </p>
              <p>{address.street}</p>
              <p>
                {address.city}, {address.state} {address.pincode}, {address.country}
              </p>
              {address.phone ? <p>{address.phone}</p> : null}
            </>
          ) : (
            <p>{t('Not available')}</p>
          ),
        },
        {
          heading: 'Payment',
          content: (
            <>
              <p>
                {t('Order ID:')} {order.orderId}
              </p>
              <p>
                {t('Payment ID:')} {order.paymentId}
              </p>
              <p>
                {t('Amount:')} {formatRupees(order.price)}
              </p>
              <p>
                {t('Status:')} <StatusBadge status={order.paymentStatus} />
              </p>
            </>
          ),
        },
      ]}
      refundStatus={order.refund?.status ?? null}
      actions={<AppointmentActions order={order} />}
    />
  );
}

/** The appointments, newest first (accounts spec §2 Grooming Appointments tab). */
export function GroomingAppointments({ appointments }: { appointments: readonly GroomingOrder[] }) {
  const t = useT();
  if (appointments.length === 0) return <EmptyState title={t('No grooming appointments found')} />;
  return (
    <List aria-label={t('Grooming appointments')}>
      {appointments.map((order) => (
        <li key={order._id}>
          <Appointment order={order} />
        </li>
      ))}
    </List>
  );
}

/** The Grooming Appointments tab of /auth/profile. */
export default function GroomingTab() {
  const t = useT();
  const { data, error, isLoading, mutate } = useGroomingOrders();
  return (
    <section aria-labelledby="grooming-tab-heading">
      <TabHeader>
        <h2 id="grooming-tab-heading">{t('Grooming Appointments')}</h2>
      </TabHeader>
      {isLoading ? (
        <LoadingState label={t('Loading appointments...')} />
      ) : error ? (
        <ErrorState message={t(error.message)} onRetry={() => void mutate()} />
      ) : (
        <GroomingAppointments appointments={data ?? []} />
      )}
    </section>
  );
}
