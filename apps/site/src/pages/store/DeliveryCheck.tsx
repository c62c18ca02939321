import { useCallback, useEffect, useRef, useState } from 'react';
import { useLookupPincode } from '@petverse/api';
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
 * shipping type (Sundays skipped). A served pincode is remembered for the session and checked
 * again on the next product page.
 */
export function DeliveryCheck() {
  const lookup = useLookupPincode();
  const [pincode, setPincode] = useState(() => rememberedPincode() ?? '');
  const [state, setState] = useState<DeliveryEstimateState>({ status: 'idle' });
  const [error, setError] = useState<string>();
  // Only the latest check may answer: an earlier, slower one is dropped.
  const latest = useRef(0);

  const check = useCallback(
    async (pin: string) => {
      const ticket = ++latest.current;
      if (!SIX_DIGITS.test(pin)) {
        setError(DELIVERY_TEXTS.notSixDigits);
        setState({ status: 'idle' });
        return;
      }
      setError(undefined);
      setState({ status: 'checking' });
      try {
        const place = await lookup(pin);
        if (ticket !== latest.current) return;
        if (!place) {
          setState({ status: 'unknown' });
          return;
        }
        rememberPincode(pin);
        setState({
          status: 'found',
          place: `${place.city}, ${place.state}`,
          options: SHIPPING_TYPES.map((type) => ({
            label: `${type} (${formatRupees(SHIPPING[type].price)})`,
            arrives: deliveredBy(type),
          })),
        });
      } catch {
        if (ticket === latest.current)
          setState({ status: 'error', message: DELIVERY_TEXTS.failed });
      }
    },
    [lookup],
  );

  // A pincode remembered from earlier in the session answers at once.
  useEffect(() => {
    const remembered = rememberedPincode();
    if (remembered) void check(remembered);
  }, [check]);

  return (
    <DeliveryEstimate
      pincode={pincode}
      onPincodeChange={(next) => {
        setPincode(next);
        if (error && SIX_DIGITS.test(next)) setError(undefined);
      }}
      onCheck={(pin) => void check(pin)}
      state={state}
      error={error}
    />
  );
}
