/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API lives; defaults to /api on the same origin (decisions R1). */
  readonly VITE_API_BASE?: string;
}
