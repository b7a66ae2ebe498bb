import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import pluginLingui from 'eslint-plugin-lingui';
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
  {
    // Every sentence a person reads comes from the catalogue (locales/*.po): a string literal with words in it, in a
    // component or a module of the client, is an error unless it is plainly not text (a style, a path, an id).
    files: [`${web}/**/*.{ts,tsx}`],
    ignores: [`${web}/**/*.test.{ts,tsx}`],
    plugins: { lingui: pluginLingui },
    rules: {
      ...pluginLingui.configs.recommended.rules,
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // No letters, or one lower-case token (a style value, a key, a path, a MIME type, an event's name).
            '^[^A-Za-z\\u00C0-\\u024F]*$',
            '^[a-z0-9_.:/#%@+*=?&,()\\[\\]-]+$',
            // Style values with spaces ("1px solid", "repeat(2, 1fr)"). The browser pass in the pseudo-language finds
            // lower-case words this lets through.
            '^[a-z0-9 .,()%-]+$',
            '^(https?:|mailto:|tel:|/)',
            // An identifier (camelCase, CONSTANT_CASE) or a role's key. A role's name shown to a person goes through
            // the catalogue like any word; the pseudo-language pass finds one that does not.
            '^[a-z]+[A-Z][A-Za-z0-9]*$',
            '^[A-Z][A-Z0-9_]+$',
            '^(Admin|Teacher|Student|Parent)$',
          ],
          ignoreNames: [
            {
              regex: { pattern: '^(className|key|id|type|name|to|href|path|src|as|role|dir|lang|target|rel|method)$' },
            },
            { regex: { pattern: '^(data-|aria-(controls|describedby|labelledby|live|current|haspopup))' } },
            { regex: { pattern: '^(autoComplete|inputMode|accept|pattern|form|htmlFor|value|defaultValue|mode)$' } },
            {
              regex: { pattern: '(Id|Ids|Key|Path|Url|Href|Class|Color|Palette|Variant|Size|Style|Type|Mime|Field)$' },
            },
            { regex: { pattern: '^[A-Z0-9_]+$' } },
          ],
          ignoreFunctions: [
            'console.*',
            'Error',
            'RangeError',
            'TypeError',
            'Intl.*',
            'document.*',
            'localStorage.*',
            'sessionStorage.*',
            'navigator.*',
            'window.*',
            'JSON.*',
            'new URL',
            'URLSearchParams',
            '*.startsWith',
            '*.endsWith',
            '*.includes',
            '*.split',
            '*.join',
            '*.replace',
            '*.get',
            '*.set',
            '*.has',
            '*.delete',
            '*.addEventListener',
            '*.removeEventListener',
            'doc',
            'collection',
            'where',
            'orderBy',
            'query',
            'matchMedia',
            'useMediaQuery',
            'useModuleRoute',
            'api',
            'apiCall',
            'callApi',
            'postApi',
            // A component's export name, loaded with its module.
            'lazyNamed',
            'getApi',
            'callApi',
          ],
        },
      ],
    },
  },
);
