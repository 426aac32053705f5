import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { moduleBoundaries } from './eslint-rules/module-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ['apps/web/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  // The page `npm run lighthouse` measures as the stack's floor runs in the browser.
  { files: ['scripts/lighthouse-stack-page.mjs'], languageOptions: { globals: globals.browser } },
  {
    // The visibility module is entered through its index (issue 26): its internal files are
    // free to change, and every privacy rule a module uses is one the index chose to publish.
    files: ['apps/server/**/*.ts', 'bench/**/*.ts'],
    ignores: ['apps/server/src/platform/visibility/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: 'platform/visibility/(?!index\\.js$)',
              message:
                'Import the visibility module from its index (platform/visibility/index.js); re-export there what you need.',
            },
          ],
        },
      ],
    },
  },
  {
    // Each server module is entered through its index (issue 26). Tests may reach the internals
    // of the module they test; modules/index.ts mounts every module's routes file.
    files: ['apps/server/**/*.ts', 'bench/**/*.ts'],
    ignores: ['apps/server/test/**', 'apps/server/src/modules/index.ts'],
    plugins: { marshlog: { rules: { 'module-boundaries': moduleBoundaries } } },
    rules: { 'marshlog/module-boundaries': 'error' },
  },
);
