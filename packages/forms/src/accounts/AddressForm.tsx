import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ADDRESS_TYPES, DEFAULT_COUNTRY } from '@petverse/api/contract';
import { AccountForm } from './AccountForm';
import { Grid } from './AccountForm.styles';
import { SelectField, TextField } from '../controls/fields';
import type { AddressFormValues } from './schemas';
import { useAccountForm } from './useAccountForm';
import { useT, type Text } from '@petverse/ui';

// The form's rules (yup) load as the user starts on it, or sends it (useAccountForm).
const addressRules = () => import('./schemas').then((m) => m.addressSchema);

/** Empty address values: type Home, country India. */
export const emptyAddressValues: AddressFormValues = {
  type: 'Home',
  name: '',
  email: '',
  phone: '',
  street: '',
  city: '',
  state: '',
  pincode: '',
  country: DEFAULT_COUNTRY,
};

export interface AddressFormProps {
  /** Receives valid values; reject to keep them. */
  onSubmit: (values: AddressFormValues) => unknown;
  /** Values to start from (editing a saved address). */
  initialValues?: Partial<AddressFormValues>;
  /** @default 'Save Address' */
  submitLabel?: string;
  /** A server answer to show above the button. */
  error?: Text | null;
  /** @default 'address' */
  idPrefix?: string;
  /**
   * Where a pincode is (the host's `GET /pincode/{pin}`): on the sixth digit the form fills city
   * and state (unless the person typed their own) and says when a pincode is unknown.
   */
  lookupPincode?: (pincode: string) => Promise<PincodePlace | null>;
}

/** What a pincode lookup answers. */
export interface PincodePlace {
  city: string;
  state: string;
}

const FULL_PINCODE = /^[1-9]\d{5}$/;

/**
 * On a complete pincode, looks it up and fills city and state where they are empty or still hold
 * what an earlier lookup filled (an unknown pincode empties those); both stay editable. Answers
 * the line to show under the pincode.
 */
function usePincodeFill(
  form: ReturnType<typeof useAccountForm<AddressFormValues>>['form'],
  lookup: AddressFormProps['lookupPincode'],
): string | undefined {
  const pincode = useWatch({ control: form.control, name: 'pincode' });
  const [found, setFound] = useState<{ pincode: string; line: string } | null>(null);
  const filled = useRef<PincodePlace | null>(null);
  useEffect(() => {
    if (!lookup || !FULL_PINCODE.test(pincode)) return;
    let current = true;
    lookup(pincode)
      .then((place) => {
        if (!current) return;
        // What an earlier pincode filled (and the person left as it was) follows this one: the
        // new place, or nothing when this pincode is unknown, so no other pincode's city stays.
        for (const field of ['city', 'state'] as const) {
          const now = form.getValues(field).trim();
          if (!now || now === filled.current?.[field])
            form.setValue(field, place?.[field] ?? '', { shouldDirty: true });
        }
        filled.current = place;
        if (!place) {
          setFound({ pincode, line: 'We could not find this pincode. Please check it.' });
          return;
        }
        setFound({ pincode, line: `${place.city}, ${place.state}` });
      })
      // Offline or failing: the person types city and state, as without a lookup.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [lookup, pincode, form]);
  return found && found.pincode === pincode ? found.line : undefined;
}

/** The address form (spec §5): type, street, city, state, 6-digit pincode and country required. */
export function AddressForm({
  onSubmit,
  initialValues,
  submitLabel = 'Save Address',
  error,
  idPrefix = 'address',
  lookupPincode,
}: AddressFormProps) {
  const t = useT();
  const { form, busy, frame } = useAccountForm<AddressFormValues>({
    schema: addressRules,
    defaultValues: { ...emptyAddressValues, ...initialValues },
    onSubmit,
    error,
  });
  const shared = { form, idPrefix, disabled: busy };
  const place = usePincodeFill(form, lookupPincode);
  return (
    <AccountForm ui="AddressForm" label={t('Address')} submitLabel={t(submitLabel)} {...frame}>
      <Grid>
        <SelectField
          {...shared}
          name="type"
          label={t('Address Type')}
          options={ADDRESS_TYPES.map((value) => ({ value }))}
        />
        <TextField {...shared} name="name" label={t('Name')} required={false} autoComplete="name" />
        <TextField
          {...shared}
          name="email"
          label={t('Email')}
          type="email"
          required={false}
          autoComplete="email"
        />
        <TextField
          {...shared}
          name="phone"
          label={t('Phone')}
          type="tel"
          required={false}
          autoComplete="tel"
        />
        <div data-wide="true">
          <TextField {...shared} name="street" label={t('Street')} autoComplete="street-address" />
        </div>
        <TextField {...shared} name="city" label={t('City')} autoComplete="address-level2" />
        <TextField {...shared} name="state" label={t('State')} autoComplete="address-level1" />
        <TextField
          {...shared}
          name="pincode"
          label={t('Pincode')}
          inputMode="numeric"
          maxLength={6}
          autoComplete="postal-code"
          hint={place ? <span role="status">{place}</span> : undefined}
        />
        <TextField {...shared} name="country" label={t('Country')} autoComplete="country-name" />
      </Grid>
    </AccountForm>
  );
}
