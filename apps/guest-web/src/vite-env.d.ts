/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API when it is not the page's own origin (the server serves the app by default). */
  readonly VITE_API_ORIGIN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The login's sections of the English catalogue, as a module of their own (json-sections-module.ts). */
declare module '*/en.json?login' {
  import type catalogue from '@hotel/contracts/ui-catalogues/en.json';
  export const common: typeof catalogue.common;
  export const footer: typeof catalogue.footer;
  export const login: typeof catalogue.login;
}
