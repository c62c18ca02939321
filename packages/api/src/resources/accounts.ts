import { useSetAtom } from 'jotai';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import { useApiClient } from '../ApiProvider';
import type { ApiError } from '../client';
import { userAtom } from '../auth/atoms';
import { userKey } from '../auth/useAuth';
import { COMING_SOON_DEFAULT_DAYS } from '../contract/constants';
import type {
  ComingSoonResponse,
  ForgotPasswordPayload,
  GetUserResponse,
  MessageResponse,
  ResetPasswordPayload,
  UpdateProfilePayload,
  UpdateProfileResponse,
  User,
} from '../contract/accounts';
import { toFormData } from '../client';
import { NOBODY, useOwner } from './owner';

export const accountKeys = {
  user: userKey,
  updateProfile: ['auth', 'update'] as const,
  forgotPassword: ['auth', 'forgot-password'] as const,
  resetPassword: ['auth', 'reset-password'] as const,
  comingSoon: ['coming-soon'] as const,
};

/**
 * The signed-in user (GET /auth/getuser); skipped without a token.
 * @example const { data: user, error, isLoading } = useCurrentUser();
 */
export function useCurrentUser(): SWRResponse<User, ApiError> {
  const owner = useOwner();
  const client = useApiClient();
  return useSWR<User, ApiError, ReturnType<typeof userKey> | null>(
    owner ? userKey(owner) : null,
    async () => {
      const { data } = await client.get<GetUserResponse>('/auth/getuser');
      return data.user;
    },
  );
}

/**
 * PUT /auth/update (multipart name, phone, image); the answer replaces the cached user.
 * @example const { trigger, isMutating } = useUpdateProfile(); await trigger({ name, phone, image });
 */
export function useUpdateProfile(): SWRMutationResponse<
  UpdateProfileResponse,
  ApiError,
  typeof accountKeys.updateProfile,
  UpdateProfilePayload
> {
  const owner = useOwner() ?? NOBODY;
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const setUser = useSetAtom(userAtom);
  return useSWRMutation(
    accountKeys.updateProfile,
    async (_key: typeof accountKeys.updateProfile, { arg }: { arg: UpdateProfilePayload }) => {
      const { data } = await client.put<UpdateProfileResponse>('/auth/update', toFormData(arg));
      setUser(data.user);
      await mutate(userKey(owner), data.user, { revalidate: false });
      return data;
    },
  );
}

/**
 * POST /auth/forgot-password: asks for a reset code by email.
 * @example const { trigger } = useForgotPassword(); const { message } = await trigger({ email });
 */
export function useForgotPassword(): SWRMutationResponse<
  MessageResponse,
  ApiError,
  typeof accountKeys.forgotPassword,
  ForgotPasswordPayload
> {
  const client = useApiClient();
  return useSWRMutation(
    accountKeys.forgotPassword,
    async (_key: typeof accountKeys.forgotPassword, { arg }: { arg: ForgotPasswordPayload }) => {
      const { data } = await client.post<MessageResponse>('/auth/forgot-password', arg);
      return data;
    },
  );
}

/**
 * POST /auth/reset-password with the emailed code and the new password.
 * @example const { trigger } = useResetPassword(); await trigger({ email, otp, newPassword });
 */
export function useResetPassword(): SWRMutationResponse<
  MessageResponse,
  ApiError,
  typeof accountKeys.resetPassword,
  ResetPasswordPayload
> {
  const client = useApiClient();
  return useSWRMutation(
    accountKeys.resetPassword,
    async (_key: typeof accountKeys.resetPassword, { arg }: { arg: ResetPasswordPayload }) => {
      const { data } = await client.post<MessageResponse>('/auth/reset-password', arg);
      return data;
    },
  );
}

/**
 * Days left before launch (GET /pet/coming-soon-latest); 30 until it answers.
 * @example const { data: daysLeft = 30 } = useComingSoon();
 */
export function useComingSoon(): SWRResponse<number, ApiError> {
  const client = useApiClient();
  return useSWR<number, ApiError, typeof accountKeys.comingSoon>(
    accountKeys.comingSoon,
    async () => {
      const { data } = await client.get<ComingSoonResponse>('/pet/coming-soon-latest');
      return typeof data.daysLeft === 'number' ? data.daysLeft : COMING_SOON_DEFAULT_DAYS;
    },
  );
}
