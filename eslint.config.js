import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const web = 'web/src';
const features = readdirSync(`${root}/${web}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The client's import direction: app → features → components/lib/config. Shared layers never reach up, and features
 * never import each other (what two features share lives in components/ or lib/; app/ composes features).
 */
const layerZones = [
  {
    target: [`${web}/components`, `${web}/lib`, `${web}/config`],
    from: [`${web}/features`, `${web}/app`],
    message: 'Shared code never imports a feature or the app: move the shared piece down, or compose it in app/.',
  },
  {
    target: [`${web}/lib`, `${web}/config`],
    from: `${web}/components`,
    message: 'lib/ and config/ hold no UI: they never import components.',
  },
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'Features never import the app: the app composes them.',
  },
  ...features.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to components/ or lib/, or compose in app/.',
  })),
];

export default tseslint.config(
  { ignores: ['**/dist/**', 'functions/lib/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }] },
  },
  {
    files: [`${web}/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // Parse TypeScript dependencies too (no-cycle follows them) and resolve the `@/` alias as tsc does.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'web/tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // Components use their feature's hooks; only lib/ and the features' hooks talk to Firebase.
    files: [`${web}/**/*.tsx`],
    ignores: [`${web}/app/firebase-root.tsx`, `${web}/lib/session.tsx`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['firebase/*'], message: 'Use a feature hook.' }] }],
    },
  },
);
