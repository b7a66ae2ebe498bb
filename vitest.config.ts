import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import { linguiVite } from './scripts/catalogs.mjs';

const webSrc = fileURLToPath(new URL('./web/src', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        plugins: linguiVite(),
        resolve: { alias: { '@': webSrc } },
        test: {
          name: 'unit',
          include: [
            'shared/src/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'emulators/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        // Against the running Emulator Suite (started by `firebase emulators:exec`); one file at a time, as they share it.
        // The files share one module graph (firebase-admin, the schemas) instead of importing it again each: they mock
        // nothing and keep their state in the emulators, not in modules.
        test: {
          name: 'emulator',
          include: ['tests/{api,rules,seed}/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Starts and stops `npm start`'s launcher itself, so it runs on its own, with no other emulators up.
        test: {
          name: 'restart',
          include: ['tests/restart/**/*.test.ts'],
          environment: 'node',
          testTimeout: 600_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
