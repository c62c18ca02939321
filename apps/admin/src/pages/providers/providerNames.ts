import type { ProviderKind } from '@petverse/api/contract';

/** What each kind of provider is called in the back office. */
export const KIND_NAMES: Record<ProviderKind, string> = {
  vet: 'Vet clinic',
  groomer: 'Grooming centre',
  trainer: 'Trainer or institute',
  transport: 'Transport',
  pharmacy: 'Pharmacy',
};
