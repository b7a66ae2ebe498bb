import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import firebaseJson from '../firebase.json' with { type: 'json' };
import { linguiVite } from '../scripts/catalogs.mjs';

const hosting = firebaseJson.emulators.hosting;

export default defineConfig({
  // Lingui's macros compile before React's transform; the catalogues are virtual modules (scripts/catalogs.mjs).
  plugins: [...linguiVite(), react()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // reactfire's live reads re-render as transitions, in short slices, not in one long task: see the module.
      // Exactly this path: Recharts imports `use-sync-external-store/shim/with-selector`, which stays as it is.
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('./src/lib/transition-store.ts', import.meta.url)),
      },
      // reactfire imports every Firebase SDK; the ones this app does not use resolve to stubs that throw if called.
      {
        find: /^firebase\/(database|functions|remote-config|storage)$/,
        replacement: fileURLToPath(new URL('./src/lib/unused-firebase-sdks.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    // In `npm run dev` the API is the functions emulator, reached through the hosting emulator's rewrite.
    proxy: { '/api': `http://${hosting.host}:${hosting.port}` },
  },
  build: {
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each entry loads, read by the landing's budget (scripts/landing-bundle.ts).
    manifest: true,
    chunkSizeWarningLimit: 1024,
    rollupOptions: {
      output: {
        // Left to itself the bundler puts zod in React's shared chunk, and so in the landing page's first load.
        manualChunks: (id: string) => (id.includes('/node_modules/zod/') ? 'zod' : undefined),
      },
    },
  },
});
