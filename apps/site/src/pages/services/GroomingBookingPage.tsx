import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  PaymentCancelled,
  defaultAddress,
  useForgetSession,
  useAddresses,
  useAuth,
  useCreateGroomingOrder,
  useCreateGroomingPayment,
  useGroomingPartners,
  useProviders,
  usePaymentCheckout,
  usePets,
  userIdFromToken,
  useLookupPincode,
} from '@petverse/api';
import type { Address } from '@petverse/api/contract';
import type { GroomingBookingSubmit } from '@petverse/forms/grooming';
import { LoadingState, notify } from '@petverse/ui';
import { usePageTitle } from '../../lib/usePageTitle';
import { GroomingBookingView } from './GroomingBookingView';
import { droppedSession, saidDroppedSession } from '../../lib/droppedSession';
import { useAddNewAddress } from '../profile/addAddress';
import { useT } from '@petverse/ui';

/** The grooming booking's texts (services spec §8). */
export const GROOMING_TEXTS = {
  login: 'Please login to continue',
  invalidSession: 'Invalid session. Please login again.',
  orderFailed: 'Failed to create Razorpay order',
  somethingWrong: 'Something went wrong. Please try again.',
  booked: 'Payment successful and appointment booked!',
  bookingFailed: 'Payment succeeded but booking failed. Please contact support.',
  verificationFailed: 'Payment verification failed. Please contact support.',
} as const;

/** Delay before /thankyou after booking (services spec §4.1). */
export const THANKYOU_DELAY_MS = 2000;

function Booking({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const { data: addresses = [], isLoading: addressesLoading } = useAddresses();
  const addAddress = useAddNewAddress();
  const lookupPincode = useLookupPincode();
  const { data: pets = [] } = usePets();
  const [chosen, setChosen] = useState<Address | null>(null);
  const selected = chosen ?? defaultAddress(addresses);
  const { data: partners, isLoading: partnersLoading } = useGroomingPartners(selected?.city);
  const partner = selected ? (partners ? (partners[0] ?? null) : undefined) : null;
  const { data: providers } = useProviders('groomer', selected?.pincode);
  const { trigger: createPayment } = useCreateGroomingPayment();
  const { trigger: createOrder } = useCreateGroomingOrder();
  const checkout = usePaymentCheckout();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const book = async (booking: GroomingBookingSubmit) => {
    if (!selected || !partner) return;
    let order: { orderId: string; amount: number };
    try {
      const created = await createPayment({
        userId,
        partnerId: partner._id,
        services: booking.services,
        amount: Math.round(booking.total) * 100,
        currency: 'INR',
      });
      if (created.status !== 201) {
        notify.error(GROOMING_TEXTS.orderFailed);
        return;
      }
      order = created.data;
    } catch {
      notify.error(GROOMING_TEXTS.somethingWrong);
      return;
    }
    let payment;
    try {
      payment = await checkout({
        amount: order.amount,
        currency: 'INR',
        orderId: order.orderId,
        description: `Grooming: ${booking.services.join(', ')}`,
        prefill: {
          name: selected.name || user?.name,
          email: selected.email || user?.email,
          contact: selected.phone || user?.phone,
        },
        notes: {
          address: `${selected.street}, ${selected.city}, ${selected.state} ${selected.pincode}`,
        },
      });
    } catch (error) {
      if (!(error instanceof PaymentCancelled)) notify.error(GROOMING_TEXTS.somethingWrong);
      return;
    }
    try {
      const res = await createOrder({
        petId: booking.petId,
        partnerId: partner._id,
        serviceType: booking.services.join(', '),
        appointmentTime: booking.appointmentTime,
        appointmentDate: booking.appointmentDate,
        price: booking.total,
        addressId: selected._id,
        ...payment,
      });
      if (res.status !== 201) {
        notify.error(GROOMING_TEXTS.bookingFailed);
        return;
      }
    } catch {
      notify.error(GROOMING_TEXTS.verificationFailed);
      return;
    }
    notify.success(GROOMING_TEXTS.booked);
    timer.current = window.setTimeout(() => void navigate('/thankyou'), THANKYOU_DELAY_MS);
  };

  return (
    <GroomingBookingView
      addresses={addresses}
      selected={selected}
      onSelect={setChosen}
      pets={pets}
      partner={partner}
      loading={addressesLoading || partnersLoading}
      onBook={book}
      addAddress={addAddress}
      lookupPincode={lookupPincode}
      providers={providers}
    />
  );
}

/** /grooming-registration: session required, then address, partner, form and payment (§4.2). */
export default function GroomingBookingPage() {
  const t = useT();
  usePageTitle('Book Grooming Appointment');
  const { token } = useAuth();
  const forget = useForgetSession();
  const navigate = useNavigate();
  const location = useLocation();
  const stored = token;
  const userId = userIdFromToken(stored);
  // A token the app dropped as it loaded (no user id, or expired) was an invalid session here.
  const [dropped] = useState(() => (stored ? null : droppedSession()));
  useEffect(() => {
    if (userId) return;
    saidDroppedSession();
    if (!stored && !dropped) notify.error(GROOMING_TEXTS.login);
    else {
      notify.error(GROOMING_TEXTS.invalidSession);
      forget();
    }
    void navigate('/auth/login', { replace: true, state: { from: location } });
  }, [userId, stored, dropped, navigate, location, forget]);
  if (!userId) return <LoadingState label={t('Loading...')} />;
  return <Booking userId={userId} />;
}
