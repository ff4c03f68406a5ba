// Lint: typescript-eslint, the React hooks rules, and the import directions of the
// architecture page (schema <- workers, sync, server; src may use all but server).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Forbid imports that reach into the named top-level folders (relative paths), or of the named
 * packages ('react'). A package's own subpath ('react-dom/server') is not the server/ folder.
 */
const PACKAGES = new Set(['react']);
const forbid = (...folders) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: folders.map((folder) => ({
        regex: PACKAGES.has(folder) ? `^${folder}(/|$)` : `^\\.{1,2}/(.*/)?${folder}(/|$)`,
        message: `This folder may not import from ${folder}${PACKAGES.has(folder) ? '' : '/'} (see shared/design/architecture.md §1).`,
      })),
    },
  ],
});

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'test-results', 'playwright-report', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Tests read JSON replies loosely; production code may not.
    files: ['**/*.test.{ts,tsx}', 'server/testing/**/*.ts', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  { files: ['schema/**/*.ts'], rules: forbid('src', 'server', 'sync', 'workers', 'tests') },
  { files: ['workers/**/*.ts'], rules: forbid('src', 'server', 'sync', 'tests') },
  { files: ['sync/**/*.ts'], rules: forbid('src', 'server', 'workers', 'tests', 'react') },
  { files: ['server/**/*.ts'], rules: forbid('src', 'sync', 'tests') },
  { files: ['src/**/*.{ts,tsx}'], rules: forbid('server', 'tests') },
);
