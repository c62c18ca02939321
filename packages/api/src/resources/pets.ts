import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import { useApiClient } from '../ApiProvider';
import type { ApiError } from '../client';
import type { DeletePetResponse, Pet, PetPayload, PetResponse } from '../contract/accounts';
import { toFormData } from '../client';
import { appendById, normalizePet, replaceById, type PetRecord } from './lists';
import { NOBODY, useOwner, type Owner } from './owner';

export const petKeys = {
  list: (owner: Owner) => ['pets', owner] as const,
  register: ['pets', 'register'] as const,
  update: ['pets', 'update'] as const,
  remove: ['pets', 'delete'] as const,
};

/** What `useUpdatePet` sends: the pet's id and the fields to change. */
export interface UpdatePetArg {
  id: string;
  payload: Partial<PetPayload>;
}

/**
 * The user's pets (GET /pet/register-pet: `pets`, or `data.pets`), in today's shape.
 * @example const { data: pets = [], error, isLoading } = usePets();
 */
export function usePets(): SWRResponse<Pet[], ApiError> {
  const owner = useOwner();
  const client = useApiClient();
  return useSWR<Pet[], ApiError, ReturnType<typeof petKeys.list> | null>(
    owner ? petKeys.list(owner) : null,
    async () => {
      const { data } = await client.get<{ pets?: PetRecord[]; data?: { pets?: PetRecord[] } }>(
        '/pet/register-pet',
      );
      return (data.pets ?? data.data?.pets ?? []).map(normalizePet);
    },
  );
}

/**
 * POST /pet/register-pet (multipart); the new pet is appended to the cached list.
 * @example const { trigger, isMutating } = useRegisterPet(); await trigger({ name, species, breed, age, petDateOfBirth, image });
 */
export function useRegisterPet(): SWRMutationResponse<
  PetResponse,
  ApiError,
  typeof petKeys.register,
  PetPayload
> {
  const owner = useOwner() ?? NOBODY;
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    petKeys.register,
    async (_key: typeof petKeys.register, { arg }: { arg: PetPayload }) => {
      const { data } = await client.post<PetResponse>('/pet/register-pet', toFormData(arg));
      await mutate(petKeys.list(owner), (list?: Pet[]) => appendById(list, data.pet), {
        revalidate: false,
      });
      return data;
    },
  );
}

/**
 * POST /pet/update-pet/{id} (multipart, the same fields); the cached pet is replaced.
 * @example const { trigger } = useUpdatePet(); await trigger({ id: pet._id, payload: { name } });
 */
export function useUpdatePet(): SWRMutationResponse<
  PetResponse,
  ApiError,
  typeof petKeys.update,
  UpdatePetArg
> {
  const owner = useOwner() ?? NOBODY;
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    petKeys.update,
    async (_key: typeof petKeys.update, { arg }: { arg: UpdatePetArg }) => {
      const { data } = await client.post<PetResponse>(
        `/pet/update-pet/${encodeURIComponent(arg.id)}`,
        toFormData(arg.payload),
      );
      await mutate(petKeys.list(owner), (list?: Pet[]) => replaceById(list, data.pet), {
        revalidate: false,
      });
      return data;
    },
  );
}

/**
 * DELETE /pet/delete-pet/{id} (the owner only); the cached list becomes the server's.
 * @example const { trigger } = useDeletePet(); await trigger(pet._id);
 */
export function useDeletePet(): SWRMutationResponse<
  DeletePetResponse,
  ApiError,
  typeof petKeys.remove,
  string
> {
  const owner = useOwner() ?? NOBODY;
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    petKeys.remove,
    async (_key: typeof petKeys.remove, { arg: id }: { arg: string }) => {
      const { data } = await client.delete<DeletePetResponse>(
        `/pet/delete-pet/${encodeURIComponent(id)}`,
      );
      await mutate(petKeys.list(owner), data.pets.map(normalizePet), { revalidate: false });
      return data;
    },
  );
}
