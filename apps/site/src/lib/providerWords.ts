import type { ProviderKind } from '@petverse/api/contract';

/** What each kind of provider is called on the site (translated where it is shown). */
export const PROVIDER_KIND_WORDS: Record<ProviderKind, string> = {
  vet: 'Vet clinic',
  groomer: 'Groomer',
  trainer: 'Trainer',
  transport: 'Pet transport',
  pharmacy: 'Pharmacy',
};
