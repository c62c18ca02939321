/**
 * React's JSX for the Petverse elements (React 18 and 19): `<petverse-form form="vet-clinic" />`
 * type-checks, with the attributes as written in HTML.
 *
 *   /// <reference types="@petverse/embed/types/react" />
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type {
  PetverseFormAttributes,
  PetverseFormElement,
  PetverseProductCardAttributes,
  PetverseProductCardElement,
  PetverseProductGridAttributes,
  PetverseProductGridElement,
} from './index.js';

export * from './index.js';

type ElementProps<E extends HTMLElement, A> = DetailedHTMLProps<HTMLAttributes<E>, E> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'petverse-form': ElementProps<PetverseFormElement, PetverseFormAttributes>;
      'petverse-product-card': ElementProps<
        PetverseProductCardElement,
        PetverseProductCardAttributes
      >;
      'petverse-product-grid': ElementProps<
        PetverseProductGridElement,
        PetverseProductGridAttributes
      >;
    }
  }
}
