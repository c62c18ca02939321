import { useNavigate } from 'react-router-dom';
import type { Address } from '@petverse/api/contract';
import { AddressCard, Button, EmptyState, Modal } from '@petverse/ui';
import { PickerList } from './shop.styles';

/** The checkout's address picker: saved addresses to choose from, or 'Add Address' when none. */
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
  const navigate = useNavigate();
  return (
    <Modal open={open} onClose={onClose} title="Select Shipping Address" size="lg">
      {addresses.length === 0 ? (
        <EmptyState
          title="No saved addresses yet"
          action={<Button onClick={() => void navigate('/profile/addresses')}>Add Address</Button>}
        />
      ) : (
        <PickerList aria-label="Saved addresses">
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
                  {selected ? 'Selected' : 'Deliver Here'}
                </Button>
              </li>
            );
          })}
        </PickerList>
      )}
    </Modal>
  );
}
