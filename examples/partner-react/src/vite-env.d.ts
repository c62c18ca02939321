/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PETVERSE_ORIGIN?: string;
}
