import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import { useApiClient } from '../ApiProvider';
import { keepPreviousWhileLoading } from './keepPrevious';
import type { ApiError } from '../client';
import type {
  AddMatingProfilePayload,
  DeleteMatingProfileResponse,
  ListPagination,
  MatingProfile,
  MatingProfileResponse,
  MatingProfilesResponse,
} from '../contract/services';
import { useOwner } from './owner';

import { serviceKeys } from './serviceKeys';

/** One page of the public mating profiles, with where it sits. */
export interface MatingProfilesPage {
  profiles: MatingProfile[];
  pagination: ListPagination;
}

/**
 * One page of mating profiles (GET /lifestyle/getMatingProfiles?page=), oldest first.
 * @example const { data, error, isLoading } = useMatingProfiles(page);
 */
export function useMatingProfiles(page = 1): SWRResponse<MatingProfilesPage, ApiError> {
  const client = useApiClient();
  return useSWR<MatingProfilesPage, ApiError, ReturnType<typeof serviceKeys.matingPage>>(
    serviceKeys.matingPage(page),
    async () => {
      const { data } = await client.get<MatingProfilesResponse>('/lifestyle/getMatingProfiles', {
        params: { page },
      });
      return {
        profiles: data.data,
        pagination: data.pagination ?? {
          page: 1,
          limit: data.data.length,
          total: data.data.length,
          totalPages: 1,
          hasNextPage: false,
          hasPrevPage: false,
        },
      };
    },
    { use: [keepPreviousWhileLoading] },
  );
}

/**
 * One mating profile by its profileId (GET /lifestyle/getMatingProfile/{profileId}); a 404
 * error when there is none.
 */
export function useMatingProfile(
  profileId: string | undefined,
): SWRResponse<MatingProfile, ApiError> {
  const client = useApiClient();
  return useSWR<MatingProfile, ApiError, ReturnType<typeof serviceKeys.matingProfile> | null>(
    profileId ? serviceKeys.matingProfile(profileId) : null,
    async ([, , id]) => {
      const { data } = await client.get<MatingProfileResponse>(
        `/lifestyle/getMatingProfile/${encodeURIComponent(id)}`,
      );
      return data.data;
    },
    { shouldRetryOnError: (error: ApiError) => error.status !== 404 },
  );
}

/** The signed-in user's own mating profiles (GET /lifestyle/myMatingProfiles). */
export function useMyMatingProfiles(): SWRResponse<MatingProfile[], ApiError> {
  const owner = useOwner();
  const client = useApiClient();
  return useSWR<MatingProfile[], ApiError, ReturnType<typeof serviceKeys.myMatingProfiles> | null>(
    owner ? serviceKeys.myMatingProfiles(owner) : null,
    async () => {
      const { data } = await client.get<MatingProfilesResponse>('/lifestyle/myMatingProfiles');
      return data.data;
    },
  );
}

/** Every cached list of mating profiles: the public pages, one profile, the user's own. */
const isMatingKey = (key: unknown) =>
  Array.isArray(key) && key[0] === serviceKeys.matingProfiles[0];

/**
 * Deletes one of the user's mating profiles (DELETE /lifestyle/deleteMatingProfile/{_id}) and
 * refreshes every cached list of profiles.
 * @example const { trigger } = useDeleteMatingProfile(); await trigger(profile._id);
 */
export function useDeleteMatingProfile(): SWRMutationResponse<
  DeleteMatingProfileResponse,
  ApiError,
  readonly ['mating-profiles', 'delete'],
  string
> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    ['mating-profiles', 'delete'] as const,
    async (_key: readonly ['mating-profiles', 'delete'], { arg: id }: { arg: string }) => {
      const { data } = await client.delete<DeleteMatingProfileResponse>(
        `/lifestyle/deleteMatingProfile/${encodeURIComponent(id)}`,
      );
      await mutate(isMatingKey);
      return data;
    },
  );
}

/**
 * Adds a mating profile (login required) and refreshes the list.
 * @example const { trigger } = useAddMatingProfile(); await trigger({ category, breed, petName, location });
 */
export function useAddMatingProfile(): SWRMutationResponse<
  MatingProfile,
  ApiError,
  readonly ['mating-profiles', 'add'],
  AddMatingProfilePayload
> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    ['mating-profiles', 'add'] as const,
    async (
      _key: readonly ['mating-profiles', 'add'],
      { arg }: { arg: AddMatingProfilePayload },
    ) => {
      const { data } = await client.post<MatingProfileResponse>('/lifestyle/addMatingProfile', arg);
      await mutate(isMatingKey);
      return data.data;
    },
  );
}
