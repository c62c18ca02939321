/**
 * `/embed/v1/petverse.js`: the one script a partner page pastes. It is a tiny classic script (no
 * React) that loads the elements module next to it; the module registers `<petverse-form>`,
 * `<petverse-product-card>` and `<petverse-product-grid>`, and the elements already on the page
 * come alive. If the module cannot load, each element says so instead of staying blank.
 */
import './scriptNonce';

declare const __PETVERSE_ELEMENTS__: string;

const TAGS = ['petverse-form', 'petverse-product-card', 'petverse-product-grid'];

const FAILED = "Petverse content couldn't load. Please check your connection and reload the page.";

function showFailure(): void {
  for (const element of document.querySelectorAll(TAGS.join(','))) {
    if (customElements.get(element.localName) || element.shadowRoot) continue;
    const root = element.attachShadow({ mode: 'open' });
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.textContent = FAILED;
    message.style.cssText =
      'margin:0;padding:12px;font:16px/1.5 system-ui,sans-serif;color:#b91c1c';
    root.append(message);
    element.dispatchEvent(
      new CustomEvent('petverse:error', {
        detail: { message: FAILED, reason: 'load-failed' },
        bubbles: true,
        composed: true,
      }),
    );
  }
}

const current = document.currentScript as HTMLScriptElement | null;
const base = new URL('.', current?.src || window.location.href);
import(/* @vite-ignore */ new URL(__PETVERSE_ELEMENTS__, base).href).catch(() => {
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', showFailure, { once: true });
  else showFailure();
});
