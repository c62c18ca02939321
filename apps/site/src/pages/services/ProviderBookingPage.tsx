import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import {
  PaymentCancelled,
  toApiError,
  useAddresses,
  useAuth,
  useBookSlot,
  usePayBooking,
  usePaymentCheckout,
  usePets,
  useProvider,
  useProviderSlots,
} from '@petverse/api';
import { todayInIndia, type ProviderListing, type Slot } from '@petverse/api/contract';
import {
  Button,
  ErrorState,
  LoadingState,
  RadioGroup,
  Select,
  color,
  formatIndiaTime,
  formatIndiaWeekday,
  formatRupees,
  notify,
  useLocale,
  useT,
} from '@petverse/ui';
import { usePageTitle } from '../../lib/usePageTitle';

const Page = styled.main`
  max-width: 720px;
  margin: 0 auto;
  padding: 16px;
  display: grid;
  gap: 20px;
  h1 {
    margin: 0;
    font-size: 1.6rem;
    overflow-wrap: anywhere;
  }
  h2 {
    margin: 0 0 8px;
    font-size: 1.15rem;
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    min-height: 44px;
    min-width: 88px;
    padding: 8px 12px;
    border: 1px solid ${color('border')};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${color('surface')};
    color: ${color('text')};
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${color('accentFg')};
    background: ${color('surfaceMuted')};
    font-weight: 700;
  }
  button:disabled {
    text-decoration: line-through;
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${color('textMuted')};
`;

/** How many days ahead the page offers (the provider's horizon may stop earlier). */
const DAYS_SHOWN = 14;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** /book/:providerId: a provider's service, a free slot, the pet and the address, then payment. */
export default function ProviderBookingPage() {
  const { providerId = '' } = useParams();
  const { token } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const t = useT();
  const provider = useProvider(providerId);
  usePageTitle(provider.data ? t('Book {name}', { name: provider.data.name }) : 'Book a slot');
  useEffect(() => {
    if (!token) void navigate('/auth/login', { replace: true, state: { from: location } });
  }, [token, navigate, location]);
  if (!token) return <LoadingState label={t('Loading...')} />;
  if (provider.error) {
    // A bad or unknown address (a mistyped link, a provider no longer listed) is said in our own
    // words; anything else may pass, so it can be tried again.
    const gone = provider.error.status === 404 || provider.error.status === 400;
    return (
      <Page>
        <ErrorState
          message={
            gone
              ? t('This provider is not on Petverse, or no longer takes bookings.')
              : t(toApiError(provider.error).messageOr('We could not load this provider.'))
          }
          onRetry={gone ? undefined : () => void provider.mutate()}
        />
      </Page>
    );
  }
  if (!provider.data) return <LoadingState label={t('Loading...')} />;
  return <Booking provider={provider.data} />;
}

function Booking({ provider }: { provider: ProviderListing }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const { user } = useAuth();
  const today = todayInIndia();
  const [service, setService] = useState(provider.services[0]?.name ?? '');
  const [date, setDate] = useState(today);
  const [start, setStart] = useState<string | null>(null);
  const [petId, setPetId] = useState('');
  const [addressId, setAddressId] = useState('');
  const [paying, setPaying] = useState(false);
  const slots = useProviderSlots(provider.id, date, service || null);
  const { data: pets = [], isLoading: petsLoading } = usePets();
  const { data: addresses = [] } = useAddresses();
  const { trigger: hold } = useBookSlot();
  const { trigger: pay } = usePayBooking();
  const checkout = usePaymentCheckout();
  const homeVisit = provider.pincodes.length > 0;
  const served = addresses.filter((a) => provider.pincodes.includes(a.pincode));
  const chosenPet = petId || pets[0]?._id || '';
  const chosenAddress = addressId || served[0]?._id || '';
  const price = provider.services.find((s) => s.name === service)?.price ?? 0;
  /** A slot's start as India reads it ('4:30 pm'). */
  const slotTime = (slot: Slot) => formatIndiaTime(slot.start, locale);

  const book = async () => {
    if (!start) return;
    setPaying(true);
    try {
      const held = await hold({
        providerId: provider.id,
        start,
        service,
        petId: chosenPet,
        ...(homeVisit ? { addressId: chosenAddress } : {}),
      });
      const payment = await checkout({
        amount: held.payment.amount,
        currency: 'INR',
        orderId: held.payment.orderId,
        key: held.payment.key,
        description: `${provider.name}: ${service}`,
        prefill: { name: user?.name, email: user?.email, contact: user?.phone },
      });
      const { message } = await pay({ bookingId: held.booking.id, payment });
      notify.success(t(message));
      void navigate('/thankyou');
    } catch (error) {
      if (!(error instanceof PaymentCancelled))
        notify.error(t(toApiError(error).messageOr('Something went wrong. Please try again.')));
      setStart(null);
      void slots.mutate();
    } finally {
      setPaying(false);
    }
  };

  return (
    <Page id="main">
      <div>
        <h1>{t('Book {name}', { name: provider.name })}</h1>
        <Muted>
          {provider.rating !== null
            ? t('{rating} ★ from {count} reviews', {
                rating: provider.rating.toFixed(1),
                count: provider.ratingCount,
              })
            : t('New on Petverse')}
          {provider.city ? ` · ${provider.city}` : ''}
        </Muted>
        {provider.about ? <p lang="">{provider.about}</p> : null}
      </div>
      {provider.services.length === 0 ? (
        <Muted role="status">{t('This provider has no services to book yet.')}</Muted>
      ) : (
        <RadioGroup
          id="service"
          name="service"
          label={t('Service')}
          orientation="vertical"
          value={service}
          onChange={(value) => {
            setService(value);
            setStart(null);
          }}
          options={provider.services.map((s) => ({
            value: s.name,
            label: `${s.name} · ${formatRupees(s.price)} · ${t('{minutes} min', { minutes: s.minutes })}`,
            lang: '',
          }))}
        />
      )}
      <section aria-labelledby="day-title">
        <h2 id="day-title">{t('Day')}</h2>
        <Chips>
          {Array.from({ length: DAYS_SHOWN }, (_, i) => addDays(today, i)).map((day) => (
            <li key={day}>
              <button
                type="button"
                aria-pressed={day === date}
                onClick={() => {
                  setDate(day);
                  setStart(null);
                }}
              >
                {formatIndiaWeekday(day, locale)}
              </button>
            </li>
          ))}
        </Chips>
      </section>
      <section aria-labelledby="time-title" aria-busy={slots.isLoading}>
        <h2 id="time-title">{t('Time')}</h2>
        {slots.error ? (
          <ErrorState
            message={t(toApiError(slots.error).messageOr('We could not load the free times.'))}
            onRetry={() => void slots.mutate()}
          />
        ) : !slots.data ? (
          <LoadingState label={t('Loading the free times...')} />
        ) : slots.data.slots.filter((s) => s.available).length === 0 ? (
          <Muted role="status">{t('No free time on this day. Please choose another day.')}</Muted>
        ) : (
          <Chips>
            {slots.data.slots.map((slot) => (
              <li key={slot.start}>
                <button
                  type="button"
                  disabled={!slot.available}
                  aria-pressed={slot.start === start}
                  aria-label={
                    slot.available ? slotTime(slot) : t('{time}, taken', { time: slotTime(slot) })
                  }
                  onClick={() => setStart(slot.start)}
                >
                  {slotTime(slot)}
                </button>
              </li>
            ))}
          </Chips>
        )}
      </section>
      {petsLoading ? null : pets.length === 0 ? (
        <Muted>
          <Link to="/register">{t('Register your pet')}</Link>
        </Muted>
      ) : (
        <Select
          id="pet"
          label={t('Pet')}
          value={chosenPet}
          onChange={(event) => setPetId(event.target.value)}
          options={pets.map((p) => ({ value: p._id, label: p.name, lang: '' }))}
        />
      )}
      {homeVisit ? (
        served.length === 0 ? (
          <Muted role="status">
            {t('This provider comes to {pincodes}. Add an address there to book a home visit.', {
              pincodes: provider.pincodes.join(', '),
            })}{' '}
            <Link to="/auth/profile/address">{t('Add an address')}</Link>
          </Muted>
        ) : (
          <Select
            id="address"
            label={t('Home visit at')}
            value={chosenAddress}
            onChange={(event) => setAddressId(event.target.value)}
            options={served.map((a) => ({
              value: a._id,
              label: `${a.street}, ${a.city} ${a.pincode}`,
              lang: '',
            }))}
          />
        )
      ) : provider.address ? (
        <Muted lang="">{provider.address}</Muted>
      ) : null}
      <Button
        fullWidth
        loading={paying}
        disabled={!start || !chosenPet || (homeVisit && !chosenAddress)}
        onClick={() => void book()}
      >
        {start
          ? t('Pay {price} and book {time}', {
              price: formatRupees(price),
              time: formatIndiaTime(start, locale),
            })
          : t('Choose a time')}
      </Button>
    </Page>
  );
}
