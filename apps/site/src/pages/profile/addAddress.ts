// Adding an address where the user is (checkout, the grooming booking), and the address texts:
// apart from the Address tab's other calls (addressActions.ts), which those pages do not need.
import { useAddAddress } from '@petverse/api';
import type { Address, AddressPayload } from '@petverse/api/contract';
import type { AddressFormValues } from '@petverse/forms/accounts';
import { notify } from '@petverse/ui';
import { notifyFailure, failureMessage } from '../../lib/notifyFailure';

export const ADDRESS_TEXTS = {
  added: 'Address added successfully',
  updated: 'Address updated successfully',
  deleted: 'Address deleted successfully',
  addFailed: 'Failed to add address',
  updateFailed: 'Failed to update address',
  deleteFailed: 'Failed to delete successfully',
  confirmDelete: 'Are you sure you want to delete this address? This action cannot be undone.',
  loadFailed: 'Error fetching addresses',
} as const;

export const toPayload = (values: AddressFormValues): AddressPayload => ({ ...values });

export const failed = (error: unknown, fallback: string) =>
  notifyFailure(error, failureMessage(error, fallback));

/**
 * Adds an address where the user is (checkout, grooming booking) and answers it, with the same
 * toasts as the Address tab; a failure is reported and thrown back to the form.
 */
export function useAddNewAddress(): (values: AddressFormValues) => Promise<Address> {
  const add = useAddAddress();
  return async (values) => {
    try {
      const { data } = await add.trigger(toPayload(values));
      notify.success(ADDRESS_TEXTS.added);
      return data;
    } catch (error) {
      failed(error, ADDRESS_TEXTS.addFailed);
      throw error;
    }
  };
}
