import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, usePets, useUpdatePet } from '@petverse/api';
import type { Pet, PetPayload } from '@petverse/api/contract';
import { PetEditor } from '../../lib/accountForms';
import { FormSuspense } from '../../lib/FormSuspense';
import { EmptyState, ErrorState, LoadingState, Modal, PetCard, notify } from '@petverse/ui';
import { PET_SAVED, petErrorMessage } from '../pets/petFeedback';
import { ButtonLink, CardGrid, TabHeader } from './profile.styles';
import { notifyFailure } from '../../lib/notifyFailure';

/** Pets tab: 'Your Pets' as cards, each with an edit dialog; 'No pets registered yet.' when empty. */
export default function PetsTab() {
  const { data: pets, error, isLoading, mutate } = usePets();
  const update = useUpdatePet();
  const [editing, setEditing] = useState<Pet | null>(null);

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
        <h2 id="pets-title">Your Pets</h2>
        <ButtonLink as={Link} to="/register">
          Register Pet
        </ButtonLink>
      </TabHeader>
      {isLoading ? (
        <LoadingState label="Loading pets..." />
      ) : error ? (
        <ErrorState
          message={error instanceof ApiError ? error.message : 'Failed to load pets'}
          onRetry={() => void mutate()}
          retryLabel="Try Again"
        />
      ) : !pets?.length ? (
        <EmptyState title="No pets registered yet." />
      ) : (
        <CardGrid aria-label="Your pets">
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
              />
            </li>
          ))}
        </CardGrid>
      )}
      <Modal open={editing !== null} onClose={() => setEditing(null)} title="Edit Pet" size="lg">
        {editing ? (
          <FormSuspense>
            <PetEditor idPrefix="edit-pet" pet={editing} submitLabel="Update Pet" onSubmit={save} />
          </FormSuspense>
        ) : null}
      </Modal>
    </section>
  );
}
