// @ts-check
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Browser code must never reach into the server or Node built-ins (docs/ARCHITECTURE.md).
 * @type {import('eslint').Linter.RulesRecord}
 */
const browserBoundary = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        { group: ['**/server/**', '**/server'], message: 'Browser code must not import src/server.' },
        { group: ['node:*'], message: 'Browser and shared code must not import Node built-ins.' },
      ],
    },
  ],
};

export default defineConfig(
  { ignores: ['dist/', 'dist-*/', '.astro/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/islands/**', 'src/stores/**', 'src/lib/**', 'src/shared/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: browserBoundary,
  },
  {
    // The text of an inline script, a bare function a component calls with its values
    // (PageLoad.astro): its one expression is the point.
    files: ['src/**/*.inline.js'],
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
  {
    // Service workers run in the browser's worker scope.
    files: ['public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // Pages render at build time and may read files, but never import the server.
    files: ['src/pages/**', 'src/components/**', 'src/layouts/**', 'src/config/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', '**/server'], message: 'Pages must not import src/server.' }] },
      ],
    },
  },
  {
    // The server may use shared code, and nothing else of the browser side.
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/islands/**',
                '**/stores/**',
                '**/lib/**',
                '**/pages/**',
                '**/components/**',
                '**/layouts/**',
                '**/config/**',
              ],
              message: 'src/server imports only src/shared from the rest of src/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Specs reach the app through the worker's own server (tests/e2e/support/test.ts).
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './support/test.ts': it starts this worker's app and sets baseURL.",
            },
          ],
        },
      ],
    },
  },
);
