// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Imports a room may not make: the three rooms of src/ never blur. */
const forbid = (...rooms) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: rooms.map((room) => ({
        group: [`**/${room}/**`, `**/${room}`],
        message: `This room may not import from src/${room}.`,
      })),
    },
  ],
});

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'migrations', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['src/shared/**'], rules: forbid('server', 'web') },
  { files: ['src/server/**'], rules: forbid('web') },
  {
    files: ['src/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...forbid('server') },
  },
  // Shared UI and lib never reach into features; a feature reaches another only through its api.ts.
  {
    files: ['src/web/components/**', 'src/web/lib/**'],
    rules: forbid('server', 'features'),
  },
  {
    files: ['src/web/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'The browser may not import from src/server.' },
            {
              regex: '^\\.\\./(?!\\.)[^/]+/(?!api$)',
              message: 'Features do not import each other; use the other feature\'s api.ts or move the code to components/ or lib/.',
            },
          ],
        },
      ],
    },
  },
);
