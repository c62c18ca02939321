import { lazy, useState } from 'react';
import type { Address } from '@petverse/api/contract';
import type { AddressFormProps, AddressFormValues } from '@petverse/forms/accounts';
import { Button } from '@petverse/ui';
import { FormSuspense } from './FormSuspense';
import { useT } from '@petverse/ui';

const AddressForm = lazy(() =>
  import('./accountFormsModule').then((m) => ({ default: m.AddressForm })),
);

export interface NewAddressProps {
  /** Saves the address and answers it (see useAddNewAddress). */
  add: (values: AddressFormValues) => Promise<Address>;
  /** The saved address, to select it at once. */
  onAdded: (address: Address) => void;
  /** Fills city and state from the pincode (useLookupPincode); without it they are typed. */
  lookupPincode?: AddressFormProps['lookupPincode'];
}

/**
 * 'Add Address' inside an address picker: the form opens in place, and the new address is
 * selected, so the user never leaves checkout or a booking to add one.
 */
export function NewAddress({ add, onAdded, lookupPincode }: NewAddressProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <Button variant="outline" onClick={() => setOpen(true)}>
        {t('Add Address')}
      </Button>
    );
  return (
    <FormSuspense>
      <AddressForm
        lookupPincode={lookupPincode}
        idPrefix="new-address"
        submitLabel={t('Save Address')}
        onSubmit={async (values) => {
          onAdded(await add(values));
          setOpen(false);
        }}
      />
    </FormSuspense>
  );
}
