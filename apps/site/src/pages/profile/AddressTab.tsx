import { lazy } from 'react';
import { useAddresses, useLookupPincode } from '@petverse/api';
import { FormSuspense } from '../../lib/FormSuspense';
import {
  AddressCard,
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  LoadingState,
  Modal,
} from '@petverse/ui';
import { ADDRESS_TEXTS } from './addAddress';
import { useAddressActions } from './addressActions';
import { CardGrid, TabHeader } from './profile.styles';
import { useT } from '@petverse/ui';

const AddressForm = lazy(() =>
  import('../../lib/accountFormsModule').then((m) => ({ default: m.AddressForm })),
);

/** Address tab: saved addresses, an Add Address modal, an edit modal and a delete confirmation. */
export default function AddressTab() {
  const t = useT();
  const { data: addresses, error, isLoading, mutate } = useAddresses();
  const actions = useAddressActions();
  const lookupPincode = useLookupPincode();
  const { editing, deleting } = actions;

  return (
    <section aria-labelledby="address-title">
      <TabHeader>
        <h2 id="address-title">{t('Saved Addresses')}</h2>
        <Button onClick={() => actions.setAdding(true)}>{t('Add Address')}</Button>
      </TabHeader>
      {isLoading ? (
        <LoadingState label={t('Loading addresses...')} />
      ) : error ? (
        <ErrorState
          message={error.messageOr(ADDRESS_TEXTS.loadFailed)}
          onRetry={() => void mutate()}
          retryLabel="Try Again"
        />
      ) : !addresses?.length ? (
        <EmptyState
          title={t('No saved addresses yet')}
          description={t('Add an address for deliveries.')}
        />
      ) : (
        <CardGrid aria-label={t('Saved addresses')}>
          {addresses.map((address) => (
            <li key={address._id}>
              <AddressCard
                {...address}
                busy={actions.busyId === address._id}
                onEdit={() => actions.setEditing(address)}
                onDelete={() => actions.setDeleting(address)}
                onSetDefault={() => void actions.makeDefault(address)}
              />
            </li>
          ))}
        </CardGrid>
      )}
      <Modal
        open={actions.adding}
        onClose={() => actions.setAdding(false)}
        title={t('Add Address')}
        size="lg"
      >
        <FormSuspense>
          <AddressForm
            idPrefix="add-address"
            lookupPincode={lookupPincode}
            onSubmit={actions.submitNew}
          />
        </FormSuspense>
      </Modal>
      <Modal
        open={editing !== null}
        onClose={() => actions.setEditing(null)}
        title={t('Edit Address')}
        size="lg"
      >
        {editing ? (
          <FormSuspense>
            <AddressForm
              lookupPincode={lookupPincode}
              idPrefix="edit-address"
              initialValues={editing}
              submitLabel={t('Update Address')}
              onSubmit={actions.submitEdit}
            />
          </FormSuspense>
        ) : null}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title={t('Delete Address')}
        message={t(ADDRESS_TEXTS.confirmDelete)}
        confirmLabel={t('Delete')}
        confirming={actions.deletingNow}
        onConfirm={() => void actions.confirmDelete()}
        onCancel={() => actions.setDeleting(null)}
      />
    </section>
  );
}
