import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import { useApiClient } from '../ApiProvider';
import type { ApiError } from '../client';
import type {
  PincodeResponse,
  Address,
  AddressListResponse,
  AddressPayload,
  AddressResponse,
  AddressUpdatePayload,
  MessageResponse,
} from '../contract/accounts';
import { appendAddress, removeById, replaceAddress } from './lists';
import { NOBODY, useOwner, type Owner } from './owner';

export const addressKeys = {
  list: (owner: Owner) => ['addresses', owner] as const,
  detail: (owner: Owner, id: string) => ['address', id, owner] as const,
  add: ['addresses', 'add'] as const,
  update: ['addresses', 'update'] as const,
  remove: ['addresses', 'delete'] as const,
};

/** What `useUpdateAddress` sends: the address id and the fields (or `{ isDefault: true }`). */
export interface UpdateAddressArg {
  id: string;
  payload: AddressUpdatePayload;
}

/** What `useDeleteAddress` resolves with: the removed id and the server's message. */
export interface DeletedAddress extends MessageResponse {
  _id: string;
}

/**
 * The saved addresses (GET /user/address); skipped without a token.
 * @example const { data: addresses = [], error, isLoading, mutate } = useAddresses();
 */
export function useAddresses(): SWRResponse<Address[], ApiError> {
  const owner = useOwner();
  const client = useApiClient();
  return useSWR<Address[], ApiError, ReturnType<typeof addressKeys.list> | null>(
    owner ? addressKeys.list(owner) : null,
    async () => {
      const { data } = await client.get<AddressListResponse>('/user/address');
      return data.data;
    },
  );
}

/**
 * One address (GET /user/address/{id}); `null` skips fetching.
 * @example const { data: address } = useAddress(id);
 */
export function useAddress(id: string | null | undefined): SWRResponse<Address, ApiError> {
  const owner = useOwner() ?? NOBODY;
  const client = useApiClient();
  return useSWR<Address, ApiError, ReturnType<typeof addressKeys.detail> | null>(
    id ? addressKeys.detail(owner, id) : null,
    async ([, addressId]) => {
      const { data } = await client.get<AddressResponse>(
        `/user/address/${encodeURIComponent(addressId)}`,
      );
      return data.data;
    },
  );
}

/**
 * POST /user/address; the new address is appended to the cached list.
 * @example const { trigger } = useAddAddress(); const { data, message } = await trigger(values);
 */
export function useAddAddress(): SWRMutationResponse<
  AddressResponse,
  ApiError,
  typeof addressKeys.add,
  AddressPayload
> {
  const owner = useOwner() ?? NOBODY;
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    addressKeys.add,
    async (_key: typeof addressKeys.add, { arg }: { arg: AddressPayload }) => {
      const { data } = await client.post<AddressResponse>('/user/address', arg);
      await mutate(addressKeys.list(owner), (list?: Address[]) => appendAddress(list, data.data), {
        revalidate: false,
      });
      return data;
    },
  );
}

/**
 * PUT /user/address/{id}; replaces the address by _id in the list and sets it as the current one.
 * @example const { trigger } = useUpdateAddress(); await trigger({ id, payload: values });
 */
export function useUpdateAddress(): SWRMutationResponse<
  AddressResponse,
  ApiError,
  typeof addressKeys.update,
  UpdateAddressArg
> {
  const owner = useOwner() ?? NOBODY;
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    addressKeys.update,
    async (_key: typeof addressKeys.update, { arg }: { arg: UpdateAddressArg }) => {
      const { data } = await client.put<AddressResponse>(
        `/user/address/${encodeURIComponent(arg.id)}`,
        arg.payload,
      );
      await Promise.all([
        mutate(addressKeys.list(owner), (list?: Address[]) => replaceAddress(list, data.data), {
          revalidate: false,
        }),
        mutate(addressKeys.detail(owner, data.data._id), data.data, { revalidate: false }),
      ]);
      return data;
    },
  );
}

/**
 * Makes an address the default: an update with `{ isDefault: true }`; the others stop being default.
 * @example const { trigger } = useSetDefaultAddress(); await trigger(address._id);
 */
export function useSetDefaultAddress() {
  const update = useUpdateAddress();
  return {
    ...update,
    trigger: (id: string) => update.trigger({ id, payload: { isDefault: true } }),
  };
}

/**
 * DELETE /address/{id} (under the API base, as specified); removes it from the cached list.
 * @example const { trigger } = useDeleteAddress(); await trigger(address._id);
 */
export function useDeleteAddress(): SWRMutationResponse<
  DeletedAddress,
  ApiError,
  typeof addressKeys.remove,
  string
> {
  const owner = useOwner() ?? NOBODY;
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    addressKeys.remove,
    async (_key: typeof addressKeys.remove, { arg: id }: { arg: string }) => {
      const { data } = await client.delete<MessageResponse>(`/address/${encodeURIComponent(id)}`);
      await mutate(addressKeys.list(owner), (list?: Address[]) => removeById(list, id), {
        revalidate: false,
      });
      return { ...data, _id: id };
    },
  );
}

/**
 * A function that looks a pincode up (GET /pincode/{pin}): its city and state, or null for a
 * pincode the server does not know. For AddressForm's `lookupPincode`.
 * @example <AddressForm lookupPincode={useLookupPincode()} … />
 */
export function useLookupPincode(): (pincode: string) => Promise<PincodeResponse | null> {
  const client = useApiClient();
  return useCallback(
    async (pincode: string) => {
      try {
        const { data } = await client.get<PincodeResponse>(
          `/pincode/${encodeURIComponent(pincode)}`,
        );
        return data;
      } catch (error) {
        if ((error as ApiError).status === 404) return null;
        throw error;
      }
    },
    [client],
  );
}

/**
 * A pincode's city and state (GET /pincode/{pin}), null for one the server does not know;
 * `null` skips. Answers are kept for the session (a pincode does not move).
 * @example const { data: place, error, isLoading } = usePincode(checked, { onFound: remember });
 */
export function usePincode(
  pincode: string | null,
  { onFound }: { onFound?: (place: PincodeResponse) => void } = {},
): SWRResponse<PincodeResponse | null, ApiError> {
  const lookup = useLookupPincode();
  return useSWR<PincodeResponse | null, ApiError, readonly ['pincode', string] | null>(
    pincode ? (['pincode', pincode] as const) : null,
    ([, pin]) => lookup(pin),
    {
      revalidateOnFocus: false,
      revalidateIfStale: false,
      // A failed check says so and waits for the person to check again.
      shouldRetryOnError: false,
      onSuccess: (place) => {
        if (place) onFound?.(place);
      },
    },
  );
}
