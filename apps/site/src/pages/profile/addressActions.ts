import { useState } from 'react';
import {
  useAddAddress,
  useDeleteAddress,
  useSetDefaultAddress,
  useUpdateAddress,
} from '@petverse/api';
import type { Address } from '@petverse/api/contract';
import type { AddressFormValues } from '@petverse/forms/accounts';
import { notify } from '@petverse/ui';
import { notifyFailure } from '../../lib/notifyFailure';
import { ADDRESS_TEXTS, failed, toPayload } from './addAddress';

/** The Address tab's dialogs and calls: which dialog is open, and add, edit, default, delete with their toasts. */
export function useAddressActions() {
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Address | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const add = useAddAddress();
  const update = useUpdateAddress();
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();

  const submitNew = async (values: AddressFormValues) => {
    try {
      await add.trigger(toPayload(values));
    } catch (error) {
      failed(error, ADDRESS_TEXTS.addFailed);
      throw error;
    }
    notify.success(ADDRESS_TEXTS.added);
    setAdding(false);
  };

  const submitEdit = async (values: AddressFormValues) => {
    if (!editing) return;
    try {
      await update.trigger({ id: editing._id, payload: toPayload(values) });
    } catch (error) {
      failed(error, ADDRESS_TEXTS.updateFailed);
      throw error;
    }
    notify.success(ADDRESS_TEXTS.updated);
    setEditing(null);
  };

  const makeDefault = async (address: Address) => {
    setBusyId(address._id);
    try {
      await setDefault.trigger(address._id);
      notify.success(ADDRESS_TEXTS.updated);
    } catch (error) {
      failed(error, ADDRESS_TEXTS.updateFailed);
    } finally {
      setBusyId(null);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.trigger(deleting._id);
      notify.success(ADDRESS_TEXTS.deleted);
    } catch (error) {
      // The profile list shows this exact text whatever the server said (spec §8 Addresses).
      notifyFailure(error, ADDRESS_TEXTS.deleteFailed);
    }
    setDeleting(null);
  };

  return {
    adding,
    setAdding,
    editing,
    setEditing,
    deleting,
    setDeleting,
    busyId,
    deletingNow: remove.isMutating,
    submitNew,
    submitEdit,
    makeDefault,
    confirmDelete,
  };
}
