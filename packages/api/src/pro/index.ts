// `@petverse/api/pro`: the provider portal's session and calls (issue 52). A subpath of its own,
// so nothing of it reaches the pet-parent site, the back office or a partner's bundle.
export {
  PRO_SCOPE,
  PRO_TOKEN_KEY,
  proTokenAtom,
  proTokenStore,
  useProSession,
  type ProSession,
  type ProviderMe,
} from './session';
export {
  useAvailability,
  useBookingStatus,
  useRescheduleBooking,
  useDownloadProStatement,
  useInvitation,
  useProBookings,
  useProProfile,
  useProStatement,
  useSaveAvailability,
  useSaveProfile,
  useTeam,
  useInviteToTeam,
  useWithdrawTeamInvitation,
  useChangeTeamMember,
  useAddListingPhoto,
  useRemoveListingPhoto,
  type PhotosResponse,
  useCalendarFeed,
  useResetCalendarFeed,
  type TeamChangeResponse,
} from './resources';
export type { StatementFile } from './resources';
