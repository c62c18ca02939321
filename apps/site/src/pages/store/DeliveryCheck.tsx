import { useState } from 'react';
import { usePincode } from '@petverse/api';
import { PINCODE_LENGTH, SHIPPING, SHIPPING_TYPES, deliveredBy } from '@petverse/api/contract';
import { DeliveryEstimate, formatRupees, type DeliveryEstimateState } from '@petverse/ui';
import { rememberPincode, rememberedPincode } from '../../lib/storageKeys';

export const DELIVERY_TEXTS = {
  notSixDigits: `Enter a ${PINCODE_LENGTH}-digit pincode.`,
  failed: 'Could not check delivery. Please try again.',
} as const;

const SIX_DIGITS = new RegExp(`^\\d{${PINCODE_LENGTH}}$`);

/**
 * The product page's 'Pincode' check: where it delivers and 'Delivered by {date}' for each
 * shipping type (Sundays skipped). A served pincode is remembered for the session and answers at
 * once on the next product page.
 */
export function DeliveryCheck() {
  // Session storage is read once, when the check mounts; it fills the box and is asked about.
  const [remembered] = useState(rememberedPincode);
  const [pincode, setPincode] = useState(remembered ?? '');
  // The pincode last asked about: the lookup follows it, so a slower earlier answer never wins.
  const [checked, setChecked] = useState(remembered);
  const [error, setError] = useState<string>();
  const lookup = usePincode(checked, { onFound: (place) => rememberPincode(place.pincode) });

  const state: DeliveryEstimateState = !checked
    ? { status: 'idle' }
    : lookup.isLoading
      ? { status: 'checking' }
      : lookup.error
        ? { status: 'error', message: DELIVERY_TEXTS.failed }
        : lookup.data === null
          ? { status: 'unknown' }
          : lookup.data
            ? {
                status: 'found',
                place: `${lookup.data.city}, ${lookup.data.state}`,
                options: SHIPPING_TYPES.map((type) => ({
                  label: `${type} (${formatRupees(SHIPPING[type].price)})`,
                  arrives: deliveredBy(type),
                })),
              }
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
