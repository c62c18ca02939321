export { ApiError, createApiClient, toApiError } from './client';
export { ApiProvider, useApiClient } from './ApiProvider';
export { TOKEN_KEY, tokenStore, userIdFromToken } from './token';
export { productKeys, useProducts, useProduct } from './resources/products';
export { cartKeys, useAddToCart } from './resources/cart';

export type { ApiClientOptions } from './client';
export type { ApiProviderProps } from './ApiProvider';
export type { AddToCartPayload } from './resources/cart';

// --- Accounts: auth state (jotai), session, profile, pets and addresses (issue 3) ---
export {
  tokenAtom,
  userAtom,
  isAuthenticatedAtom,
  loadingAtom,
  authErrorAtom,
  userIdAtom,
  signInAtom,
  signOutAtom,
  userCheckedAtom,
} from './auth/atoms';
export { useAuth, useAuthBootstrap, useUnauthorizedHandler, userKey } from './auth/useAuth';
export { postWithoutSessionCheck } from './auth/postAuth';
export {
  accountKeys,
  useCurrentUser,
  useUpdateProfile,
  useForgotPassword,
  useResetPassword,
  useComingSoon,
} from './resources/accounts';
export { petKeys, usePets, useRegisterPet, useUpdatePet } from './resources/pets';
export {
  addressKeys,
  useAddresses,
  useAddress,
  useAddAddress,
  useUpdateAddress,
  useSetDefaultAddress,
  useDeleteAddress,
} from './resources/addresses';
export {
  appendById,
  replaceById,
  removeById,
  appendAddress,
  replaceAddress,
  defaultAddress,
  normalizePet,
} from './resources/lists';
export { toFormData } from './resources/formData';

export type { AuthState } from './auth/useAuth';
export type { UpdatePetArg } from './resources/pets';
export type { UpdateAddressArg, DeletedAddress } from './resources/addresses';
export type { PetRecord } from './resources/lists';

// --- Services: doctors, consultations, grooming, mating profiles, card checkout (issue 5) ---
export {
  serviceKeys,
  useDoctors,
  useDoctor,
  useAddDoctorToCart,
  useGroomingPartners,
  useCreateGroomingPayment,
  useCreateGroomingOrder,
  useGroomingOrders,
  useMatingProfiles,
  useAddMatingProfile,
} from './resources/services';
export { usePaymentCheckout, PaymentCancelled } from './resources/payments';
export type { PaymentSuccess, CheckoutOptions } from './resources/payments';
