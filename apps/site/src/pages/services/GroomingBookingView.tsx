import { lazy, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Address, GroomingPartner, ProviderListing } from '@petverse/api/contract';
import type { GroomingBookingSubmit } from '@petverse/forms/grooming';
import { Button, EmptyState, LoadingState, Modal, formatRupees, notify } from '@petverse/ui';
import { FormSuspense } from '../../lib/FormSuspense';
import { NewAddress, type NewAddressProps } from '../../lib/NewAddress';
import { Muted } from './text.styles';
import { AddressBox, AddressList, Badge, Booking } from './grooming.styles';
import { T, useT } from '@petverse/ui';

const GroomingBookingForm = lazy(() =>
  import('../../lib/groomingFormModule').then((m) => ({ default: m.GroomingBookingForm })),
);

export interface GroomingBookingViewProps {
  addresses: readonly Address[];
  /** The address in use (the default, else the first, until the user changes it). */
  selected: Address | null;
  onSelect: (address: Address) => void;
  pets: readonly { _id: string; name: string }[];
  /** The first partner of the address's city; undefined while loading, null when there is none. */
  partner: GroomingPartner | null | undefined;
  loading?: boolean;
  /** Pays and books; rejects to keep the form's values. */
  onBook: (booking: GroomingBookingSubmit) => Promise<unknown>;
  /** Saves a new address from the picker and answers it (it is then selected). */
  addAddress: NewAddressProps['add'];
  /** Fills a new address's city and state from its pincode. */
  lookupPincode?: NewAddressProps['lookupPincode'];
  /** Groomers on Petverse who come to the address's pincode, each booked by its own slots. */
  providers?: readonly ProviderListing[];
}

function AddressLines({ address }: { address: Address }) {
  const t = useT();
  return (
    <div>
      <p>
        <strong>{t(address.type)}</strong>
        {address.isDefault ? <Badge>{t('Default')}</Badge> : null}
      </p>
      {/* The address as its owner wrote it (lang="": any language). */}
      {address.name ? <p lang="">{address.name}</p> : null}
      <p lang="">{address.street}</p>
      <p lang="">
        {address.city}, {address.state} {address.pincode}
      </p>
      {address.phone ? <p>{address.phone}</p> : null}
    </div>
  );
}

/** The grooming booking screen's body (services spec §2.10), without the session and the calls. */
export function GroomingBookingView({
  addresses,
  selected,
  onSelect,
  pets,
  partner,
  loading = false,
  onBook,
  addAddress,
  lookupPincode,
  providers = [],
}: GroomingBookingViewProps) {
  const t = useT();
  const [picking, setPicking] = useState(false);
  const location = useLocation();
  const addHere = (
    <NewAddress
      lookupPincode={lookupPincode}
      add={addAddress}
      onAdded={(address) => {
        onSelect(address);
        setPicking(false);
      }}
    />
  );
  return (
    <Booking data-ui="GroomingBooking">
      <h1>{t('Book Grooming Appointment')}</h1>
      <section aria-labelledby="service-address">
        <h2 id="service-address">{t('Service Address')}</h2>
        <AddressBox>
          {selected ? (
            <AddressLines address={selected} />
          ) : (
            <Muted>{t('No address selected')}</Muted>
          )}
          <Button variant="secondary" onClick={() => setPicking(true)}>
            {t('CHANGE')}
          </Button>
        </AddressBox>
      </section>
      {loading ? <LoadingState label={t('Loading...')} /> : null}
      {selected && providers.length > 0 ? (
        <section aria-labelledby="groomers-near">
          <h2 id="groomers-near">
            {t('Groomers who come to {pincode}', { pincode: selected.pincode })}
          </h2>
          <AddressList>
            {providers.map((p) => (
              <li key={p.id}>
                <Link to={`/book/${p.id}`}>
                  <strong lang="">{p.name}</strong>
                </Link>{' '}
                <Muted as="span">
                  {p.rating !== null ? `${p.rating.toFixed(1)} ★ · ` : ''}
                  {p.services.length
                    ? t('from {price}', {
                        price: formatRupees(Math.min(...p.services.map((s) => s.price))),
                      })
                    : ''}
                </Muted>
              </li>
            ))}
          </AddressList>
        </section>
      ) : null}
      {!loading && selected && partner === null && providers.length === 0 ? (
        <Muted role="status">
          {t('No grooming partner serves {city} yet.', { city: selected.city })}
        </Muted>
      ) : null}
      {partner ? (
        <Muted>
          {t('Your groomer:')} <strong lang="">{partner.name}</strong> ({partner.rating.toFixed(1)}{' '}
          ★)
        </Muted>
      ) : null}
      <FormSuspense>
        <GroomingBookingForm
          pets={pets}
          noPets={
            <Muted>
              <T
                message="No pets yet. {register} to book grooming for them; you will come back here."
                values={{
                  register: (
                    <Link to="/register" state={{ from: location }}>
                      {t('Register your pet')}
                    </Link>
                  ),
                }}
              />
            </Muted>
          }
          services={partner?.services ?? []}
          disabled={!selected || !partner}
          onSubmit={onBook}
        />
      </FormSuspense>
      <Modal open={picking} onClose={() => setPicking(false)} title={t('Select Address')}>
        {addresses.length === 0 ? (
          <EmptyState title={t('No addresses found')} action={addHere} />
        ) : (
          <>
            <AddressList>
              {addresses.map((a) => (
                <li key={a._id}>
                  <button
                    type="button"
                    aria-pressed={a._id === selected?._id}
                    onClick={() => {
                      onSelect(a);
                      setPicking(false);
                      notify.success('Address selected successfully');
                    }}
                  >
                    <AddressLines address={a} />
                  </button>
                </li>
              ))}
            </AddressList>
            {addHere}
          </>
        )}
      </Modal>
    </Booking>
  );
}
