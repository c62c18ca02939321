import r2wc from '@r2wc/react-to-web-component';
import { PetverseForm } from './PetverseForm';
import { PetverseProductCard } from './PetverseProductCard';
import { PetverseProductGrid } from './PetverseProductGrid';
import { requestPopup } from './popupRequests';

const FormElement = r2wc(PetverseForm, {
  shadow: 'open',
  props: {
    form: 'string',
    mode: 'string',
    label: 'string',
    apiBase: 'string',
    toasts: 'string',
    lang: 'string',
  },
});

/** `<petverse-form>`, with `open()` and `close()` for a popup form (a partner's own button). */
class PetverseFormElement extends FormElement {
  /** Opens the form's dialog (`mode="popup"`); an inline form is always open. */
  open(): void {
    requestPopup(this, true);
  }
  /** Closes the form's dialog, as its own close button would. */
  close(): void {
    requestPopup(this, false);
  }
}

/**
 * Registers the custom elements (each renders in an open shadow root; attributes are its props).
 * Safe to run twice: a tag that is already defined is left as it is.
 */
export function defineElements(registry: CustomElementRegistry = customElements): void {
  const define = (tag: string, element: CustomElementConstructor) => {
    if (!registry.get(tag)) registry.define(tag, element);
  };
  define('petverse-form', PetverseFormElement);
  define(
    'petverse-product-card',
    r2wc(PetverseProductCard, {
      shadow: 'open',
      props: { productId: 'string', apiBase: 'string', siteBase: 'string', lang: 'string' },
    }),
  );
  define(
    'petverse-product-grid',
    r2wc(PetverseProductGrid, {
      shadow: 'open',
      props: {
        species: 'string',
        limit: 'string',
        apiBase: 'string',
        siteBase: 'string',
        lang: 'string',
      },
    }),
  );
}
