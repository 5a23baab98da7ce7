// @ts-check
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const root = import.meta.dirname;
const featuresDir = 'src/web/features';
/**
 * Every folder in src/web/features is a feature (an area: the server's src/server/modules has the same
 * names): a new one is covered without editing this file.
 */
const features = readdirSync(join(root, featuresDir), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/**
 * Import boundaries, by resolved file path (not by the text of the import, which a nested
 * relative path slips past). Paths are relative to the repository root.
 */
const zones = [
  // The three rooms of src/ never blur.
  {
    target: 'src/shared',
    from: ['src/server', 'src/web'],
    message: 'src/shared is imported by both sides and imports neither.',
  },
  { target: 'src/server', from: 'src/web', message: 'The server does not import the browser code.' },
  {
    target: 'src/web',
    from: 'src/server',
    message: 'The browser does not import server code; share it through src/shared.',
  },
  // Shared UI and lib sit below the features; the features sit below app/ (the router, the shell and
  // the screens that compose areas: dashboard, settings, help, landing).
  {
    target: ['src/web/components', 'src/web/lib'],
    from: [featuresDir, 'src/web/app'],
    message: 'components/ and lib/ import no feature; move the shared piece down into components/ or lib/.',
  },
  {
    target: featuresDir,
    from: 'src/web/app',
    message:
      'A feature does not import app/ (it composes the features); move the shared piece down into components/ or lib/.',
  },
  // The server's lower floors do not reach up into the areas (modules/).
  {
    target: [
      'src/server/access',
      'src/server/auth',
      'src/server/db',
      'src/server/http',
      'src/server/integrations',
      'src/server/jobs',
    ],
    from: 'src/server/modules',
    message: 'The lower floors do not import an area; move the shared piece down, or compose it in app.ts.',
  },
  // A feature reaches another only through that feature's public entry points: api.ts and api/.
  ...features
    .map((feature) => ({
      feature,
      others: features.filter((other) => other !== feature).map((other) => `${featuresDir}/${other}`),
    }))
    .filter(({ others }) => others.length > 0)
    .map(({ feature, others }) => ({
      target: `${featuresDir}/${feature}`,
      from: others,
      except: ['api.ts', 'api'],
      message:
        "Features do not import each other; use the other feature's api.ts or move the code to components/ or lib/.",
    })),
];

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
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [join(root, 'tsconfig.json'), join(root, 'tsconfig.web.json')],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      // Type-only imports are skipped (they vanish at build); packages are not walked.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // The two rules above skip an import the resolver cannot find: make that loud instead.
      'import-x/no-unresolved': 'error',
    },
  },
  {
    // One place per endpoint (issue 30): only an area's api/ files (and lib/, the client itself) call the API.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/features/*/api/**', 'src/web/lib/**', 'src/web/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.name=/^(api|apiQuery|apiFetch)$/]',
          message:
            "Call the API from a file per endpoint in the area's api/ folder (features/<area>/api/<endpoint>.ts) and use its hook here.",
        },
      ],
    },
  },
  {
    files: ['src/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
