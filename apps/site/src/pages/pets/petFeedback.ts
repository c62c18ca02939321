import { ApiError } from '@petverse/api';
import { said, type Text } from '@petverse/api/contract';

/** 'Pet registered successfully!' (spec §8, shown after an update too). */
export const PET_SAVED = 'Pet registered successfully!';

/** The pet error toast: 'Error: {message}', else 'Failed to register pet' (spec §8). */
export function petErrorMessage(error: unknown): Text {
  return error instanceof ApiError && error.serverMessage
    ? said('Error: {message}', { message: error.textOr(error.serverMessage) })
    : 'Failed to register pet';
}
