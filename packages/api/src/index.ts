export { ApiError, createApiClient, toApiError } from './client';
export { ApiProvider, useApiClient } from './ApiProvider';
export { TOKEN_KEY, tokenStore, userIdFromToken } from './token';
export {
  productKeys,
  useProducts,
  useProduct,
  useChooseVariant,
  withVariant,
  useProductSearch,
  useSimilarProducts,
  searchParamsOf,
} from './resources/products';
export { reviewKeys, useReviews, useMyReview, useChangeReview } from './resources/reviews';
export type { ReviewChange } from './resources/reviews';
export { cartKeys } from './resources/cartKeys';
export { useAddToCart } from './resources/cart';

export type {
  ApiClient,
  ApiClientOptions,
  ApiErrorKind,
  ApiResponse,
  RequestConfig,
} from './client';
export type { ApiProviderProps, InitialData } from './ApiProvider';
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
export {
  useAuth,
  useAuthBootstrap,
  useForgetSession,
  useUnauthorizedHandler,
  userKey,
} from './auth/useAuth';
export { postWithoutSessionCheck } from './auth/postAuth';
export {
  accountKeys,
  useCurrentUser,
  useUpdateProfile,
  useForgotPassword,
  useResetPassword,
  useComingSoon,
} from './resources/accounts';
export { petKeys, usePets, useRegisterPet, useUpdatePet, useDeletePet } from './resources/pets';
export {
  addressKeys,
  useAddresses,
  useAddress,
  useAddAddress,
  useUpdateAddress,
  useSetDefaultAddress,
  useDeleteAddress,
  useLookupPincode,
  usePincode,
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
export { toFormData } from './client';

export type { AuthState, DroppedToken } from './auth/useAuth';
export type { UpdatePetArg } from './resources/pets';
export type { UpdateAddressArg, DeletedAddress } from './resources/addresses';
export type { PetRecord } from './resources/lists';

// --- Services: doctors, consultations, grooming, mating profiles, card checkout (issue 5) ---
export { serviceKeys } from './resources/serviceKeys';
export { useDoctors, useDoctor, useAddDoctorToCart } from './resources/doctors';
export {
  useGroomingPartners,
  useCreateGroomingPayment,
  useCreateGroomingOrder,
  useGroomingOrders,
  useChangeAppointment,
  usePartnerBusy,
} from './resources/grooming';
export type { AppointmentChange } from './resources/grooming';
export {
  providerKeys,
  useProviders,
  useListedProviders,
  useProvider,
  useProviderSlots,
  useBookSlot,
  usePayBooking,
  useMyBookings,
  useChangeMyBooking,
  type BookingChange,
} from './resources/providers';
export type { BookSlotPayload } from './resources/providers';
export {
  useMatingProfiles,
  useMatingProfile,
  useMyMatingProfiles,
  useDeleteMatingProfile,
  useAddMatingProfile,
} from './resources/lifestyle';
export type { MatingProfilesPage } from './resources/lifestyle';
export { usePaymentCheckout, PaymentCancelled } from './resources/payments';
export type { PaymentSuccess, CheckoutOptions } from './resources/payments';

// --- Shopping: carts, wishlist, orders, checkout state and the card payment (issue 4) ---
export { useCart, useCartActions } from './resources/cart';
export {
  usePharmacyCart,
  usePharmacyCartActions,
  useAddPharmacyOrder,
  useOrderPrescription,
  usePrescriptionFile,
} from './resources/pharmacyCart';
export { useConsultationCart, useConsultationCartActions } from './resources/consultationCart';
export { useMixedCart } from './resources/mixedCart';
export { useWishlist, useWishlistActions } from './resources/wishlist';
export {
  orderKeys,
  useOrders,
  useCancelOrder,
  useFailedPayments,
  useDownloadOrderDocument,
  type OrderDocumentKind,
} from './resources/orders';
export { useReturnOptions, useRequestReturn } from './resources/returns';
export {
  petRecordKeys,
  usePetRecord,
  useChangePetRecord,
  useSharePetRecord,
  useSharedPetRecord,
  useDownloadPetRecord,
  useDownloadPetDocument,
} from './resources/petRecords';
export type { PetRecordChange, PetDocumentPayload } from './resources/petRecords';
export {
  useConsultationRoom,
  useConsultationChat,
  useConsultationPhoto,
  useConsultationPhotoSender,
  usePrescription,
  useDownloadPrescription,
  useReportDoctorAbsent,
} from './resources/consultations';
export { useRoomCall, socketAddress } from './consultations/useRoomCall';
export type { RoomCall, CallPhase, RoomCallOptions } from './consultations/useRoomCall';
export {
  useSubscriptionOffer,
  useSubscriptions,
  useSubscriptionActions,
  useCartSubscription,
} from './resources/subscriptions';
export type { SubscriptionActions } from './resources/subscriptions';
export {
  checkoutAddressIdAtom,
  shippingTypeAtom,
  useCheckout,
  useCartPayment,
  useCashOrder,
  type CashOrderRequest,
} from './resources/checkout';
export { useCouponQuote } from './resources/coupons';
export { useBuyAgain, useBoughtBefore } from './resources/buyAgain';
export { useOffers, useAvailableCoupons } from './resources/offers';
export {
  withQuantity,
  withoutProduct,
  cartAfter,
  inWishlist,
  withWishlistProduct,
  withoutWishlistProduct,
  wishlistAfter,
  withVetQuantity,
  withoutId,
  mixedCartLines,
  ordersPageOf,
  PaymentFlowError,
  paymentErrorMessage,
} from './resources/cartRules';

export type { CartActions } from './resources/cart';
export type { PharmacyCartActions, PharmacyOrderPayload } from './resources/pharmacyCart';
export type { ConsultationCartActions } from './resources/consultationCart';
export type { MixedCart } from './resources/mixedCart';
export type { WishlistActions } from './resources/wishlist';
export type { CheckoutState, CartPaymentRequest } from './resources/checkout';
export type { OrdersPage, PaymentStep } from './resources/cartRules';
export type { PendingLines } from './resources/usePendingLines';
