import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Components use their feature's hooks; only lib/ and the features' hooks talk to Firebase.
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/app/firebase-root.tsx', 'web/src/features/auth/session.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['firebase/*'], message: 'Use a feature hook.' }] }],
    },
  },
);
