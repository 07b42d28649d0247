import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { structureRules } from './eslint.structure.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.scratch/**',
      'data/**',
      'e2e/artifacts/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use an `as const` object or a union instead of enum.' },
        {
          selector: 'ExportAllDeclaration',
          message: 'No `export *`: import from the module that defines it.',
        },
      ],
    },
  },
  {
    files: ['apps/guest-web/**/*.{ts,tsx}', 'apps/staff-web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Neither front end reaches into the other (the guest app must never load a byte of the staff console).
  {
    files: ['apps/guest-web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/staff-web/**', '@hotel/staff-web*'],
              message: 'The guest app never imports the staff console.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/staff-web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/guest-web/**', '@hotel/guest-web*'],
              message: 'The staff console does not import the guest app.',
            },
          ],
        },
      ],
    },
  },
  // Who may import whom inside the server and each app, and no cycles (eslint.structure.js, decision 0148).
  ...structureRules,
);
