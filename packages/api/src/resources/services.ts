import { useAtomValue } from 'jotai';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import { useApiClient } from '../ApiProvider';
import type { ApiError } from '../client';
import { tokenAtom } from '../auth/atoms';
import type {
  AddBookingPayload,
  AddBookingResponse,
  CreatePaymentOrderResponse,
} from '../contract/shopping';
import type {
  AddMatingProfilePayload,
  CreateGroomingOrderPayload,
  CreateGroomingOrderResponse,
  CreateGroomingPaymentOrderPayload,
  Doctor,
  DoctorListResponse,
  DoctorResponse,
  GroomingOrder,
  GroomingOrdersResponse,
  GroomingPartner,
  GroomingPartnersResponse,
  DeleteMatingProfileResponse,
  ListPagination,
  MatingProfile,
  MatingProfileResponse,
  MatingProfilesResponse,
} from '../contract/services';

export const serviceKeys = {
  doctors: ['doctors'] as const,
  doctor: (id: string) => ['doctor', id] as const,
  bookings: ['bookings'] as const,
  partners: (city: string) => ['grooming-partners', { city }] as const,
  groomingOrders: ['grooming-orders'] as const,
  groomingPayment: ['grooming-orders', 'payment'] as const,
  matingProfiles: ['mating-profiles'] as const,
  matingPage: (page: number) => ['mating-profiles', 'page', page] as const,
  matingProfile: (profileId: string) => ['mating-profiles', 'profile', profileId] as const,
  myMatingProfiles: ['mating-profiles', 'mine'] as const,
};

/**
 * The clinic's doctors (GET /admin/getAllDoctors).
 * @example const { data: doctors = [], error, isLoading } = useDoctors();
 */
export function useDoctors(): SWRResponse<Doctor[], ApiError> {
  const client = useApiClient();
  return useSWR<Doctor[], ApiError, typeof serviceKeys.doctors>(serviceKeys.doctors, async () => {
    const { data } = await client.get<DoctorListResponse>('/admin/getAllDoctors');
    return data.doctors;
  });
}

/**
 * One doctor (GET /admin/getDocterByID/{id}); `null` skips fetching; 404 is 'Doctor not found.'.
 * @example const { data: doctor, error } = useDoctor(id);
 */
export function useDoctor(id: string | null | undefined): SWRResponse<Doctor, ApiError> {
  const client = useApiClient();
  return useSWR<Doctor, ApiError, ReturnType<typeof serviceKeys.doctor> | null>(
    id ? serviceKeys.doctor(id) : null,
    async ([, doctorId]) => {
      const { data } = await client.get<DoctorResponse>(
        `/admin/getDocterByID/${encodeURIComponent(doctorId)}`,
      );
      return data.doctor;
    },
  );
}

/**
 * Adds a consultation to the consultation cart (POST /user/addDoctorInCart); revalidates the
 * bookings. Toasts are the caller's.
 * @example const { trigger } = useAddDoctorToCart(); const { message } = await trigger(booking);
 */
export function useAddDoctorToCart(): SWRMutationResponse<
  AddBookingResponse,
  ApiError,
  typeof serviceKeys.bookings,
  AddBookingPayload
> {
  const client = useApiClient();
  return useSWRMutation(
    serviceKeys.bookings,
    async (_key: typeof serviceKeys.bookings, { arg }: { arg: AddBookingPayload }) => {
      const { data } = await client.post<AddBookingResponse>('/user/addDoctorInCart', arg);
      return data;
    },
  );
}

/**
 * Grooming partners of a city (any case); `null` or '' skips fetching.
 * @example const { data: partners = [] } = useGroomingPartners(address?.city);
 */
export function useGroomingPartners(
  city: string | null | undefined,
): SWRResponse<GroomingPartner[], ApiError> {
  const client = useApiClient();
  return useSWR<GroomingPartner[], ApiError, ReturnType<typeof serviceKeys.partners> | null>(
    city ? serviceKeys.partners(city) : null,
    async ([, query]) => {
      const { data } = await client.get<GroomingPartnersResponse>('/grooming/getGroomingPartners', {
        params: query,
      });
      return data.data.data;
    },
  );
}

/**
 * Creates the payment order of a grooming appointment (POST /product/razorpay/order with
 * purpose 'grooming'); the server prices it from the partner's services.
 * @example const { trigger } = useCreateGroomingPayment(); const { orderId } = await trigger(payload);
 */
export function useCreateGroomingPayment(): SWRMutationResponse<
  { status: number; data: CreatePaymentOrderResponse },
  ApiError,
  typeof serviceKeys.groomingPayment,
  Omit<CreateGroomingPaymentOrderPayload, 'purpose'>
> {
  const client = useApiClient();
  return useSWRMutation(
    serviceKeys.groomingPayment,
    async (
      _key: typeof serviceKeys.groomingPayment,
      { arg }: { arg: Omit<CreateGroomingPaymentOrderPayload, 'purpose'> },
    ) => {
      const res = await client.post<CreatePaymentOrderResponse>('/product/razorpay/order', {
        ...arg,
        purpose: 'grooming',
      });
      return { status: res.status, data: res.data };
    },
  );
}

/**
 * Books a paid grooming appointment (POST /grooming/createGroomingOrder); resolves with the
 * status (201 first time, 200 when sent again) and revalidates the appointments.
 * @example const { trigger } = useCreateGroomingOrder(); const { status } = await trigger(payload);
 */
export function useCreateGroomingOrder(): SWRMutationResponse<
  { status: number; data: CreateGroomingOrderResponse },
  ApiError,
  typeof serviceKeys.groomingOrders,
  CreateGroomingOrderPayload
> {
  const client = useApiClient();
  return useSWRMutation(
    serviceKeys.groomingOrders,
    async (
      _key: typeof serviceKeys.groomingOrders,
      { arg }: { arg: CreateGroomingOrderPayload },
    ) => {
      const res = await client.post<CreateGroomingOrderResponse>(
        '/grooming/createGroomingOrder',
        arg,
      );
      return { status: res.status, data: res.data };
    },
  );
}

/**
 * The signed-in user's grooming appointments, newest first; skipped without a token.
 * @example const { data: appointments = [], error, isLoading, mutate } = useGroomingOrders();
 */
export function useGroomingOrders(): SWRResponse<GroomingOrder[], ApiError> {
  const client = useApiClient();
  const token = useAtomValue(tokenAtom);
  return useSWR<GroomingOrder[], ApiError, typeof serviceKeys.groomingOrders | null>(
    token ? serviceKeys.groomingOrders : null,
    async () => {
      const { data } = await client.get<GroomingOrdersResponse | GroomingOrder[]>(
        '/grooming/getGroomingOrdersByUser',
      );
      return Array.isArray(data) ? data : data.data;
    },
  );
}

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
    { keepPreviousData: true },
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
  const client = useApiClient();
  const token = useAtomValue(tokenAtom);
  return useSWR<MatingProfile[], ApiError, typeof serviceKeys.myMatingProfiles | null>(
    token ? serviceKeys.myMatingProfiles : null,
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
