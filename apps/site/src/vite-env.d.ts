/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API's base address, when it is not same-origin /api. */
  readonly VITE_API_BASE?: string;
  /** The external Store link of the navigation bar. */
  readonly VITE_EXTERNAL_STORE_URL?: string;
  /** The insurance partner's quote page (https); unset, the insurance page uses our own form. */
  readonly VITE_INSURER_URL?: string;
  /** The year the site was built (set by vite.config.ts): prerendered pages' copyright year. */
  readonly VITE_BUILD_YEAR?: string;
}
