import { lazy } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { usePets, useRegisterPet, useUpdatePet } from '@petverse/api';
import type { Pet, PetPayload } from '@petverse/api/contract';
import { FormSuspense } from '../../lib/FormSuspense';
import { EmptyState, FormCard, LoadingState, notify } from '@petverse/ui';
import { usePageTitle } from '../../lib/usePageTitle';
import { PET_SAVED, petErrorMessage } from './petFeedback';
import { notifyFailure } from '../../lib/notifyFailure';
import { returnPath } from '../../lib/returnTo';
import { useT } from '@petverse/ui';

const PetEditor = lazy(() => import('../../lib/PetEditor'));

const TITLE = 'Fill your pet details';

/**
 * /register and /update-pet (spec §4 Pet form): on success a toast, the form resets and the user
 * goes to /auth/profile, or back to the page that sent them here (a grooming booking with no pet
 * yet); on error an error toast. /update-pet edits the pet in `state.pet` or `?id=`.
 */
export default function PetFormPage() {
  const t = useT();
  usePageTitle(TITLE);
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const editing = location.pathname === '/update-pet';
  const statePet = (location.state as { pet?: Pet } | null)?.pet;
  const id = params.get('id') ?? statePet?._id;
  const { data: pets, isLoading } = usePets();
  const pet = editing ? (pets?.find((p) => p._id === id) ?? statePet) : undefined;
  const register = useRegisterPet();
  const update = useUpdatePet();

  const submit = async (payload: PetPayload) => {
    try {
      if (pet) await update.trigger({ id: pet._id, payload });
      else await register.trigger(payload);
    } catch (error) {
      notifyFailure(error, petErrorMessage(error));
      throw error;
    }
    notify.success(PET_SAVED);
    const back = returnPath(location.state);
    void navigate(back === '/' ? '/auth/profile' : back);
  };

  const close = () => void navigate('/auth/profile/pets');
  if (editing && !pet) {
    return (
      <FormCard title={t(TITLE)} onClose={close}>
        {isLoading ? (
          <LoadingState label={t('Loading...')} />
        ) : (
          <EmptyState
            title={t('Pet not found')}
            action={<Link to="/register">{t('Register Pet')}</Link>}
          />
        )}
      </FormCard>
    );
  }
  return (
    <FormCard title={t(TITLE)} onClose={close}>
      <FormSuspense>
        <PetEditor
          onSubmit={submit}
          pet={pet}
          submitLabel={t(pet ? 'Update Pet' : 'Register Pet')}
          resetOnSuccess={!pet}
        />
      </FormSuspense>
    </FormCard>
  );
}
