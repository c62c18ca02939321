import { lazy, useState } from 'react';
import { Link } from 'react-router-dom';
import { useDeletePet, usePets, useUpdatePet } from '@petverse/api';
import type { Pet, PetPayload } from '@petverse/api/contract';
import { FormSuspense } from '../../lib/FormSuspense';
import {
  ConfirmDialog,
  EmptyState,
  ErrorState,
  LoadingState,
  Modal,
  PetCard,
  notify,
} from '@petverse/ui';
import { PET_SAVED, petErrorMessage } from '../pets/petFeedback';
import { ButtonLink, CardGrid, TabHeader } from './profile.styles';
import { notifyFailure, failureMessage } from '../../lib/notifyFailure';
import { useT } from '@petverse/ui';

const PetEditor = lazy(() => import('../../lib/PetEditor'));

export const PET_TEXTS = {
  confirmDelete: 'Are you sure you want to delete this pet? This action cannot be undone.',
  deleteFailed: 'Failed to delete pet',
} as const;

/**
 * Pets tab: 'Your Pets' as cards, each with an edit dialog and a delete confirmation (the
 * address tab's pattern); 'No pets registered yet.' when empty.
 */
export default function PetsTab() {
  const t = useT();
  const { data: pets, error, isLoading, mutate } = usePets();
  const update = useUpdatePet();
  const remove = useDeletePet();
  const [editing, setEditing] = useState<Pet | null>(null);
  const [deleting, setDeleting] = useState<Pet | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const { message } = await remove.trigger(deleting._id);
      notify.success(message);
      setDeleting(null);
    } catch (failure) {
      notifyFailure(failure, failureMessage(failure, PET_TEXTS.deleteFailed));
    }
  };

  const save = async (payload: PetPayload) => {
    if (!editing) return;
    try {
      await update.trigger({ id: editing._id, payload });
    } catch (failure) {
      notifyFailure(failure, petErrorMessage(failure));
      throw failure;
    }
    notify.success(PET_SAVED);
    setEditing(null);
  };

  return (
    <section aria-labelledby="pets-title">
      <TabHeader>
        <h2 id="pets-title">{t('Your Pets')}</h2>
        <ButtonLink as={Link} to="/register">
          {t('Register Pet')}
        </ButtonLink>
      </TabHeader>
      {isLoading ? (
        <LoadingState label={t('Loading pets...')} />
      ) : error ? (
        <ErrorState
          message={failureMessage(error, 'Failed to load pets')}
          onRetry={() => void mutate()}
          retryLabel="Try Again"
        />
      ) : !pets?.length ? (
        <EmptyState title={t('No pets registered yet.')} />
      ) : (
        <CardGrid aria-label={t('Your pets')}>
          {pets.map((pet) => (
            <li key={pet._id}>
              <PetCard
                name={pet.name}
                species={pet.species}
                breed={pet.breed}
                dateOfBirth={pet.petDateOfBirth}
                registeredAt={pet.createdAt}
                imageUrl={pet.image}
                onEdit={() => setEditing(pet)}
                onDelete={() => setDeleting(pet)}
              />
              <Link
                to={`/auth/profile/pets/${pet._id}/record`}
                aria-label={t('Health record of {name}', { name: pet.name })}
              >
                {t('Health record')}
              </Link>
            </li>
          ))}
        </CardGrid>
      )}
      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={t('Edit Pet')}
        size="lg"
      >
        {editing ? (
          <FormSuspense>
            <PetEditor
              idPrefix="edit-pet"
              pet={editing}
              submitLabel={t('Update Pet')}
              onSubmit={save}
            />
          </FormSuspense>
        ) : null}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t('Delete {name}', { name: deleting.name }) : t('Delete Pet')}
        message={t(PET_TEXTS.confirmDelete)}
        confirmLabel={t('Delete')}
        confirming={remove.isMutating}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
