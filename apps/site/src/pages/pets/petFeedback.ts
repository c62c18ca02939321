import { ApiError } from '@petverse/api';

/** 'Pet registered successfully!' (spec §8, shown after an update too). */
export const PET_SAVED = 'Pet registered successfully!';

/** The pet error toast: 'Error: {message}', else 'Failed to register pet' (spec §8). */
export function petErrorMessage(error: unknown): string {
  const message = error instanceof ApiError ? error.serverMessage : undefined;
  return message ? `Error: ${message}` : 'Failed to register pet';
}
