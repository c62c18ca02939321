import { YEAR_DAYS, type AddressType, type PetCategory } from './constants';

/*
 * Accounts, pets and addresses: the request and response shapes of spec §7 (Auth, Pets,
 * Addresses) and the limits both sides check. Texts the spec quotes are client-side; the
 * server's messages are plain sentences and arrive as `{ message }` (see ErrorBody).
 */

// ---- Limits shared by the forms and the server ----------------------------------------------

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
/** Digits, spaces, dashes, dots, brackets and a leading +; 7 to 20 characters. */
/**
 * Text that shows something: at least one character that is neither white space nor an invisible
 * format character (zero-width spaces and joiners, direction marks). A pattern for the `u` flag.
 */
export const VISIBLE_TEXT_PATTERN = '[^\\s\\p{Cf}]';

export const PHONE_PATTERN = '^\\+?[0-9][0-9 ().-]{5,18}[0-9]$';
/** The reset code: this many digits, valid for OTP_TTL_MINUTES, at most OTP_MAX_ATTEMPTS tries. */
export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
/** Largest picture the server accepts (pet and profile pictures). */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Picture types the server accepts, recognised by their content, not their name. */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];
/** What an `other` pet's breed is stored as when none is given. */
export const UNKNOWN_BREED = 'Unknown';
/** Days a login token lasts. */
export const TOKEN_TTL_DAYS = 7;

// ---- Auth -------------------------------------------------------------------------------------

/** The signed-in pet parent. `image` is a URL under the API (`/api/uploads/…`) or null. */
export interface User {
  _id: string;
  name: string;
  email: string;
  phone: string;
  image: string | null;
  createdAt: string;
  /** Whether appointment reminders are mailed (our addition; order mails always are). */
  reminders?: boolean;
}

/** The claims of the login token (JWT, HS256); the user id is both `userId` and `sub`. */
export interface TokenClaims {
  userId: string;
  sub: string;
  iat: number;
  exp: number;
}

/** POST /auth/register */
export interface RegisterPayload {
  name: string;
  email: string;
  phone: string;
  password: string;
}
/** POST /auth/register (201) and POST /auth/login: a token the client stores under `token`. */
export interface AuthResponse {
  token: string;
  user: User;
  message: string;
}
export type RegisterResponse = AuthResponse;

/** POST /auth/login */
export interface LoginPayload {
  email: string;
  password: string;
}
export type LoginResponse = AuthResponse;

/** GET /auth/getuser */
export interface GetUserResponse {
  user: User;
}

/** PUT /auth/update: multipart (or JSON without a picture); every field optional. */
export interface UpdateProfilePayload {
  name?: string;
  phone?: string;
  /** A picture file (multipart only). */
  image?: Blob;
  /** Appointment reminders by mail on or off (our addition). */
  reminders?: boolean;
}
export interface UpdateProfileResponse {
  user: User;
  message: string;
}

/** POST /auth/logout, /auth/forgot-password, /auth/reset-password and DELETE /address/{id}. */
export interface MessageResponse {
  message: string;
}
export type LogoutResponse = MessageResponse;

/** POST /auth/forgot-password: the answer is the same whether the email has an account or not. */
export interface ForgotPasswordPayload {
  email: string;
}
export type ForgotPasswordResponse = MessageResponse;

/** POST /auth/reset-password */
export interface ResetPasswordPayload {
  email: string;
  otp: string;
  newPassword: string;
}
export type ResetPasswordResponse = MessageResponse;

// ---- Pets -------------------------------------------------------------------------------------

/** Whole years since a date of birth, with 365.25-day years; never negative. */
export function ageInYears(dateOfBirth: Date | string, now: Date = new Date()): number {
  const born = new Date(dateOfBirth).getTime();
  if (Number.isNaN(born)) return 0;
  const days = (now.getTime() - born) / 86_400_000;
  return Math.max(0, Math.floor(days / YEAR_DAYS));
}

/** A registered pet. `age` is whole years (365.25-day years), computed by the server. */
export interface Pet {
  _id: string;
  name: string;
  species: PetCategory;
  breed: string;
  age: number;
  /** YYYY-MM-DD */
  petDateOfBirth: string;
  image: string | null;
  createdAt: string;
}

/**
 * POST /pet/register-pet and POST /pet/update-pet/{id}: multipart (or JSON without a picture).
 * `age` is accepted and ignored; on update every field is optional.
 */
export interface PetPayload {
  name: string;
  species: PetCategory;
  /** Required unless species is `other` (then `Unknown` when empty). */
  breed?: string;
  age?: number | string;
  /** YYYY-MM-DD, not in the future. */
  petDateOfBirth: string;
  image?: Blob;
}
export interface PetResponse {
  pet: Pet;
  message: string;
}
/** GET /pet/register-pet: the list twice, as `pets` and `data.pets`, oldest first. */
export interface PetListResponse {
  pets: Pet[];
  data: { pets: Pet[] };
}
/** DELETE /pet/delete-pet/{id} (our addition): the message and the pets left. */
export interface DeletePetResponse {
  message: string;
  pets: Pet[];
}

/**
 * What one account may keep (our quotas, so no account can fill the disk or a public list):
 * past one, adding says which limit and how to make room.
 */
export const ACCOUNT_LIMITS = {
  pets: 20,
  addresses: 20,
  matingProfiles: 10,
  pharmacyLines: 20,
  /** Pictures and prescriptions uploaded in an hour. */
  uploadsPerHour: 30,
} as const;
/** GET /pet/coming-soon-latest */
export interface ComingSoonResponse {
  daysLeft: number;
}

// ---- Addresses --------------------------------------------------------------------------------

/** GET /pincode/{pin} (our addition): where a pincode is, to fill an address's city and state. */
export interface PincodeResponse {
  pincode: string;
  /** The district, which is what an address's city field wants (411004 → Pune). */
  city: string;
  district: string;
  state: string;
  /** Whether we deliver there (issue 32). */
  serviceable: boolean;
  /** Whether cash on delivery is offered there (for orders up to `codLimit` rupees). */
  cod: boolean;
  /** The largest order total paid in cash there, rupees; null when cash is not offered. */
  codLimit: number | null;
  /** When an order placed now arrives (YYYY-MM-DD, India), by shipping type; null when not served. */
  delivery: { economy: string; express: string } | null;
}

/** Where to deliver, as every address is written: saved, copied into an order, on a booking. */
export interface PostalAddress {
  name: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
}

export interface Address extends PostalAddress {
  _id: string;
  type: AddressType;
  isDefault: boolean;
}

/** POST /user/address: type defaults to Home, country to India; name, email, phone optional. */
export interface AddressPayload {
  type?: AddressType;
  name?: string;
  email?: string;
  phone?: string;
  street: string;
  city: string;
  state: string;
  /** Exactly 6 digits. */
  pincode: string;
  country?: string;
  isDefault?: boolean;
}
/** PUT /user/address/{id}: any fields, or just `{ isDefault: true }` (unsets the others). */
export type AddressUpdatePayload = Partial<AddressPayload>;
/** GET /user/address */
export interface AddressListResponse {
  data: Address[];
}
/** GET, POST (201) and PUT of one address. */
export interface AddressResponse {
  data: Address;
  message?: string;
}
export type DeleteAddressResponse = MessageResponse;

// ---- Development ------------------------------------------------------------------------------

/** GET /api/dev/outbox?email=… (only when the server runs with PETVERSE_DEV_OUTBOX=1). */
export interface OutboxMessage {
  _id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}
export interface DevOutboxResponse {
  /** Newest first. */
  messages: OutboxMessage[];
}
