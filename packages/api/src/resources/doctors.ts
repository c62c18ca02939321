import useSWR, { type SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import { useApiClient } from '../ApiProvider';
import type { ApiError } from '../client';
import type { AddBookingPayload, AddBookingResponse } from '../contract/shopping';
import type { Doctor, DoctorListResponse, DoctorResponse } from '../contract/services';
import { NOBODY, useOwner } from './owner';

import { serviceKeys } from './serviceKeys';

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
  ReturnType<typeof serviceKeys.bookings>,
  AddBookingPayload
> {
  const owner = useOwner() ?? NOBODY;
  const client = useApiClient();
  return useSWRMutation(
    serviceKeys.bookings(owner),
    async (_key: ReturnType<typeof serviceKeys.bookings>, { arg }: { arg: AddBookingPayload }) => {
      const { data } = await client.post<AddBookingResponse>('/user/addDoctorInCart', arg);
      return data;
    },
  );
}
