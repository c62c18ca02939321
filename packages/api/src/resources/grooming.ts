import { useAtomValue } from 'jotai';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import { useApiClient } from '../ApiProvider';
import type { ApiError } from '../client';
import { tokenAtom } from '../auth/atoms';
import type { CreatePaymentOrderResponse } from '../contract/shopping';
import type {
  CreateGroomingOrderPayload,
  CreateGroomingOrderResponse,
  CreateGroomingPaymentOrderPayload,
  GroomingOrder,
  GroomingOrdersResponse,
  GroomingPartner,
  GroomingPartnersResponse,
} from '../contract/services';
import type {
  AppointmentChangeResponse,
  PartnerBusyResponse,
  RescheduleAppointmentPayload,
} from '../contract/appointments';
import { NOBODY, useOwner } from './owner';

import { serviceKeys } from './serviceKeys';

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
  ReturnType<typeof serviceKeys.groomingOrders>,
  CreateGroomingOrderPayload
> {
  const owner = useOwner() ?? NOBODY;
  const client = useApiClient();
  return useSWRMutation(
    serviceKeys.groomingOrders(owner),
    async (
      _key: ReturnType<typeof serviceKeys.groomingOrders>,
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
  const owner = useOwner();
  const client = useApiClient();
  return useSWR<GroomingOrder[], ApiError, ReturnType<typeof serviceKeys.groomingOrders> | null>(
    owner ? serviceKeys.groomingOrders(owner) : null,
    async () => {
      const { data } = await client.get<GroomingOrdersResponse | GroomingOrder[]>(
        '/grooming/getGroomingOrdersByUser',
      );
      return Array.isArray(data) ? data : data.data;
    },
  );
}

/** What changing an appointment takes: which one, and for a reschedule its new slot. */
export type AppointmentChange =
  | { kind: 'cancel'; id: string }
  | ({ kind: 'reschedule'; id: string } & RescheduleAppointmentPayload);

/**
 * Cancels (full refund) or reschedules one of the user's appointments, up to 24 hours before its
 * slot (POST /grooming/orders/{id}/cancel | reschedule); the appointments and that day's busy
 * times are refreshed.
 * @example const { trigger } = useChangeAppointment(); await trigger({ kind: 'cancel', id });
 */
export function useChangeAppointment(): SWRMutationResponse<
  AppointmentChangeResponse,
  ApiError,
  typeof serviceKeys.appointmentChange,
  AppointmentChange
> {
  const owner = useOwner() ?? NOBODY;
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    serviceKeys.appointmentChange,
    async (_key: typeof serviceKeys.appointmentChange, { arg }: { arg: AppointmentChange }) => {
      const path = `/grooming/orders/${encodeURIComponent(arg.id)}/${arg.kind}`;
      const { data } =
        arg.kind === 'cancel'
          ? await client.post<AppointmentChangeResponse>(path)
          : await client.post<AppointmentChangeResponse>(path, {
              appointmentDate: arg.appointmentDate,
              appointmentTime: arg.appointmentTime,
            });
      await mutate(serviceKeys.groomingOrders(owner));
      await mutate((key) => Array.isArray(key) && key[0] === 'grooming-partner-busy');
      return data;
    },
  );
}

/**
 * The start times (HH:MM) a grooming partner is already booked at on a day; skipped without a
 * token, a partner or a date.
 * @example const { data: busy = [] } = usePartnerBusy(partner._id, '2026-12-01');
 */
export function usePartnerBusy(
  partnerId: string | null | undefined,
  date: string | null | undefined,
): SWRResponse<string[], ApiError> {
  const client = useApiClient();
  const token = useAtomValue(tokenAtom);
  return useSWR<string[], ApiError, ReturnType<typeof serviceKeys.partnerBusy> | null>(
    token && partnerId && date ? serviceKeys.partnerBusy(partnerId, date) : null,
    async ([, query]) => {
      const { data } = await client.get<PartnerBusyResponse>(
        `/grooming/partners/${encodeURIComponent(query.partnerId)}/busy`,
        { params: { date: query.date } },
      );
      return data.data.busy;
    },
  );
}
