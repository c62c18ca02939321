import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePincode } from '@petverse/api';
import {
  NOT_SERVICEABLE,
  PINCODE_LENGTH,
  SHIPPING,
  SHIPPING_TYPES,
  deliveredOn,
  said,
  type PincodeResponse,
} from '@petverse/api/contract';
import {
  DeliveryEstimate,
  formatRupees,
  useLocale,
  type DeliveryEstimateState,
  type Locale,
} from '@petverse/ui';
import { rememberPincode, rememberedPincode } from '../../lib/storageKeys';

export const DELIVERY_TEXTS = {
  notSixDigits: `Enter a ${PINCODE_LENGTH}-digit pincode.`,
  failed: 'Could not check delivery. Please try again.',
  cod: (limit: number) =>
    said('Cash on delivery available up to {limit}', { limit: formatRupees(limit) }),
  noCod: 'Cash on delivery is not available here: pay online.',
} as const;

/** What the server said of a pincode, as the check shows it: dates per shipping type and cash on delivery. */
function answer(place: PincodeResponse, locale: Locale): DeliveryEstimateState {
  const where = `${place.city}, ${place.state}`;
  if (!place.serviceable || !place.delivery)
    return { status: 'unserviceable', place: where, message: NOT_SERVICEABLE(place.pincode) };
  const dates = place.delivery;
  return {
    status: 'found',
    place: where,
    options: SHIPPING_TYPES.map((type) => ({
      label: said(type === 'Express' ? 'Express ({price})' : 'Economy ({price})', {
        price: formatRupees(SHIPPING[type].price),
      }),
      arrives: deliveredOn(type === 'Express' ? dates.express : dates.economy, locale),
    })),
    note:
      place.cod && place.codLimit !== null
        ? DELIVERY_TEXTS.cod(place.codLimit)
        : DELIVERY_TEXTS.noCod,
  };
}

const SIX_DIGITS = new RegExp(`^\\d{${PINCODE_LENGTH}}$`);

/** Session storage tells of no changes: it is read at each render. */
const noChanges = () => () => {};

/**
 * The product page's 'Pincode' check: where it delivers, 'Delivered by {date}' for each shipping
 * type to that pincode (its zone, holidays, the 2 pm cut-off), and whether cash on delivery is
 * offered there. A served pincode is remembered for the session and answers at
 * once on the next product page. A page loaded with `?pincode=` (Check tapped before the page's
 * JavaScript ran: the check is a GET form) checks it as it loads.
 */
export function DeliveryCheck() {
  const locale = useLocale();
  const [params] = useSearchParams();
  const fromAddress = params.get('pincode') ?? undefined;
  // The pincode this session remembers. The server knows none, so the page's first render (and
  // its hydration) shows none; the browser's renders read session storage.
  const remembered = useSyncExternalStore(noChanges, rememberedPincode, () => null);
  // What was typed and what was last asked about (undefined: nothing yet, so the remembered
  // pincode fills the box and is asked about). The lookup follows what was asked, so a slower
  // earlier answer never wins.
  const [typed, setPincode] = useState(fromAddress);
  const [asked, setChecked] = useState<string | null | undefined>(() =>
    fromAddress === undefined ? undefined : SIX_DIGITS.test(fromAddress) ? fromAddress : null,
  );
  const [error, setError] = useState(() =>
    fromAddress !== undefined && !SIX_DIGITS.test(fromAddress)
      ? DELIVERY_TEXTS.notSixDigits
      : undefined,
  );
  const pincode = typed ?? remembered ?? '';
  const checked = asked === undefined ? remembered : asked;
  const lookup = usePincode(checked);
  // A pincode answered is remembered, whether this page asked or the server's render did (a page
  // loaded with `?pincode=` arrives with the answer).
  const found = lookup.data?.pincode;
  useEffect(() => {
    if (found) rememberPincode(found);
  }, [found]);

  const state: DeliveryEstimateState = !checked
    ? { status: 'idle' }
    : lookup.isLoading
      ? { status: 'checking' }
      : lookup.error
        ? { status: 'error', message: DELIVERY_TEXTS.failed }
        : lookup.data === null
          ? { status: 'unknown' }
          : lookup.data
            ? answer(lookup.data, locale)
            : { status: 'idle' };

  const check = (pin: string) => {
    if (!SIX_DIGITS.test(pin)) {
      setError(DELIVERY_TEXTS.notSixDigits);
      setChecked(null);
      return;
    }
    setError(undefined);
    if (pin === checked && lookup.error) void lookup.mutate();
    setChecked(pin);
  };

  return (
    <DeliveryEstimate
      pincode={pincode}
      onPincodeChange={(next) => {
        setPincode(next);
        if (error && SIX_DIGITS.test(next)) setError(undefined);
      }}
      onCheck={check}
      state={state}
      error={error}
      headingLevel={2}
    />
  );
}
