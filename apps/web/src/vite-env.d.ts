/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPPORT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The year of the build (vite.config.ts `define`). */
declare const __BUILD_YEAR__: number;
