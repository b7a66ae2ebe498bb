import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { readdirSync } from 'node:fs';

/**
 * One PO file per language in `locales/`: a school adds a language by adding `locales/<BCP 47 tag>.po` (a copy of
 * `en.po` with every `msgstr` filled in). Nothing else names the languages: the client and the server read the folder.
 */
const languages = readdirSync(new URL('./locales', import.meta.url))
  .filter((file) => file.endsWith('.po'))
  .map((file) => file.slice(0, -3));

export default defineConfig({
  sourceLocale: 'en',
  locales: [...new Set(['en', ...languages])],
  // Every English sentence with its letters changed: a browser pass in it finds text that bypasses the catalogue.
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}',
      include: ['<rootDir>/web/src', '<rootDir>/functions/src', '<rootDir>/shared/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/node_modules/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
