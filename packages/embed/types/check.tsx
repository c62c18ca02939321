// Type-checked with the package (tsconfig.json): the declarations partners get (index.d.ts,
// react.d.ts) say what the elements really take and send. A difference fails `pnpm typecheck`.
import type { EmbedFormName } from '../src/formKeys';
import type { PetverseEventMap as Declared, PetverseFormName } from './index';
import './react';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameForms: Same<EmbedFormName, PetverseFormName> = true;

// What a partner's code writes type-checks…
function partnerPage() {
  const form = document.querySelector('petverse-form');
  form?.addEventListener('petverse:submitted', (event) => {
    const id: string | null = event.detail.submissionId;
    return id;
  });
  document.addEventListener('petverse:error', (event) => {
    const reason: Declared['petverse:error']['reason'] = event.detail.reason;
    return reason;
  });
  return (
    <>
      <petverse-form form="vet-clinic" mode="popup" label="Register your clinic" />
      <petverse-product-card product-id="6f0c…" />
      <petverse-product-grid species="dog" limit="4" />
      <petverse-form form="pet-parent" lang="hi" />
      <petverse-product-card product-id="6f0c…" lang="hi" />
      <petverse-product-grid lang="en" />
      {/* …and a mistake does not. */}
      {/* @ts-expect-error: no such form */}
      <petverse-form form="vet-clinik" />
      {/* @ts-expect-error: Hindi and English only */}
      <petverse-product-grid lang="fr" />
    </>
  );
}

export const checked = [sameForms, partnerPage];
