/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API lives; defaults to /api on the same origin (docs/product/http-contract.md#prefix). */
  readonly VITE_API_BASE?: string;
}
