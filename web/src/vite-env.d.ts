/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_VAPID_KEY?: string;
}

/** Each language's translation catalogue, in parts (see scripts/catalogs.mjs). */
declare module 'virtual:catalogs' {
  import type { Messages } from '@lingui/core';
  type Part = () => Promise<{ messages: Messages }>;
  export const loaders: Record<string, { landing: Part; tabs: Part; app: Part }>;
}
