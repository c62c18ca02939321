import { useGroomingOrders } from '@petverse/api';
import { shortId, type GroomingOrder } from '@petverse/api/contract';
import {
  Disclosure,
  EmptyState,
  ErrorState,
  LoadingState,
  StatusBadge,
  formatDate,
  formatRupees,
} from '@petverse/ui';
import { TabHeader } from './profile.styles';
import { DetailGrid, List, Row, Summary } from './grooming.styles';

function Appointment({ order }: { order: GroomingOrder }) {
  const pet = order.petId;
  const partner = order.partnerId;
  const address = order.addressId;
  return (
    <Disclosure
      summary={
        <Summary>
          <Row>
            <h3>Appointment #{shortId(order._id)}</h3>
            <StatusBadge status={order.status} />
            <StatusBadge status={order.paymentStatus} />
          </Row>
          <Row>
            <span>Booked on {formatDate(order.createdAt)}</span>
            <strong>{formatRupees(order.price)}</strong>
          </Row>
          <dl>
            <div>
              <dt>Service</dt>
              <dd>{order.serviceType}</dd>
            </div>
            <div>
              <dt>Date</dt>
              <dd>{formatDate(order.appointmentDate)}</dd>
            </div>
            <div>
              <dt>Time</dt>
              <dd>{order.appointmentTime}</dd>
            </div>
            <div>
              <dt>Payment</dt>
              <dd>Online</dd>
            </div>
          </dl>
        </Summary>
      }
    >
      <DetailGrid>
        <section>
          <h4>Pet</h4>
          {pet ? (
            <>
              <p>{pet.name}</p>
              <p>
                {pet.species} · {pet.breed}
              </p>
              <p>Born {formatDate(pet.petDateOfBirth)}</p>
            </>
          ) : (
            <p>Not available</p>
          )}
        </section>
        <section>
          <h4>Grooming Partner</h4>
          <p>{partner.name}</p>
          <p>
            {partner.phone} · {partner.email}
          </p>
          <p>Rating {partner.rating.toFixed(1)}</p>
          <p>
            {partner.address.street}, {partner.address.city}, {partner.address.state}{' '}
            {partner.address.pinCode}
          </p>
        </section>
        <section>
          <h4>Service Address</h4>
          {address ? (
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
            <p>Not available</p>
          )}
        </section>
        <section>
          <h4>Payment</h4>
          <p>Order ID: {order.orderId}</p>
          <p>Payment ID: {order.paymentId}</p>
          <p>Amount: {formatRupees(order.price)}</p>
          <p>
            Status: <StatusBadge status={order.paymentStatus} />
          </p>
        </section>
      </DetailGrid>
    </Disclosure>
  );
}

/** The appointments, newest first (accounts spec §2 Grooming Appointments tab). */
export function GroomingAppointments({ appointments }: { appointments: readonly GroomingOrder[] }) {
  if (appointments.length === 0) return <EmptyState title="No grooming appointments found" />;
  return (
    <List aria-label="Grooming appointments">
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
  const { data, error, isLoading, mutate } = useGroomingOrders();
  return (
    <section aria-labelledby="grooming-tab-heading">
      <TabHeader>
        <h2 id="grooming-tab-heading">Grooming Appointments</h2>
      </TabHeader>
      {isLoading ? (
        <LoadingState label="Loading appointments..." />
      ) : error ? (
        <ErrorState message={error.message} onRetry={() => void mutate()} />
      ) : (
        <GroomingAppointments appointments={data ?? []} />
      )}
    </section>
  );
}
