import { ADDRESS_TYPES, DEFAULT_COUNTRY } from '@petverse/api/contract';
import { AccountForm } from './AccountForm';
import { Grid } from './AccountForm.styles';
import { SelectField, TextField } from '../controls/fields';
import { addressSchema, type AddressFormValues } from './schemas';
import { useAccountForm } from './useAccountForm';

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
  error?: string | null;
  /** @default 'address' */
  idPrefix?: string;
}

/** The address form (spec §5): type, street, city, state, 6-digit pincode and country required. */
export function AddressForm({
  onSubmit,
  initialValues,
  submitLabel = 'Save Address',
  error,
  idPrefix = 'address',
}: AddressFormProps) {
  const { form, busy, submit } = useAccountForm<AddressFormValues>({
    schema: addressSchema,
    defaultValues: { ...emptyAddressValues, ...initialValues },
    onSubmit,
  });
  const shared = { form, idPrefix, disabled: busy };
  return (
    <AccountForm
      ui="AddressForm"
      label="Address"
      submitLabel={submitLabel}
      busy={busy}
      error={error}
      onSubmit={(event) => void submit(event)}
    >
      <Grid>
        <SelectField
          {...shared}
          name="type"
          label="Address Type"
          options={ADDRESS_TYPES.map((value) => ({ value }))}
        />
        <TextField {...shared} name="name" label="Name" required={false} autoComplete="name" />
        <TextField
          {...shared}
          name="email"
          label="Email"
          type="email"
          required={false}
          autoComplete="email"
        />
        <TextField
          {...shared}
          name="phone"
          label="Phone"
          type="tel"
          required={false}
          autoComplete="tel"
        />
        <div data-wide="true">
          <TextField {...shared} name="street" label="Street" autoComplete="street-address" />
        </div>
        <TextField {...shared} name="city" label="City" autoComplete="address-level2" />
        <TextField {...shared} name="state" label="State" autoComplete="address-level1" />
        <TextField
          {...shared}
          name="pincode"
          label="Pincode"
          inputMode="numeric"
          maxLength={6}
          autoComplete="postal-code"
        />
        <TextField {...shared} name="country" label="Country" autoComplete="country-name" />
      </Grid>
    </AccountForm>
  );
}
