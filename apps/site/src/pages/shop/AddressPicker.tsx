import { useLookupPincode } from '@petverse/api';
import type { Address } from '@petverse/api/contract';
import { AddressCard, Button, EmptyState, Modal } from '@petverse/ui';
import { NewAddress } from '../../lib/NewAddress';
import { useAddNewAddress } from '../profile/addAddress';
import { PickerList } from './shop.styles';
import { useT } from '@petverse/ui';

/** The checkout's address picker: saved addresses to choose from, and 'Add Address' in place. */
export function AddressPicker({
  open,
  addresses,
  selectedId,
  onSelect,
  onClose,
}: {
  open: boolean;
  addresses: readonly Address[];
  selectedId: string | null;
  onSelect: (address: Address) => void;
  onClose: () => void;
}) {
  const t = useT();
  const add = useAddNewAddress();
  const lookupPincode = useLookupPincode();
  const addHere = <NewAddress add={add} onAdded={onSelect} lookupPincode={lookupPincode} />;
  return (
    <Modal open={open} onClose={onClose} title={t('Select Shipping Address')} size="lg">
      {addresses.length === 0 ? (
        <EmptyState title={t('No saved addresses yet')} action={addHere} />
      ) : (
        <>
          <PickerList aria-label={t('Saved addresses')}>
            {addresses.map((address) => {
              const selected = address._id === selectedId;
              return (
                <li key={address._id}>
                  <AddressCard {...address} />
                  <Button
                    variant={selected ? 'secondary' : 'primary'}
                    aria-label={`${selected ? 'Selected' : 'Deliver Here'}: ${address.type}, ${address.street}, ${address.city}`}
                    onClick={() => onSelect(address)}
                  >
                    {t(selected ? 'Selected' : 'Deliver Here')}
                  </Button>
                </li>
              );
            })}
          </PickerList>
          {addHere}
        </>
      )}
    </Modal>
  );
}
