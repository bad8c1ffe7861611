// ESLint flat config for the whole monorepo: typescript-eslint, react-hooks and jsx-a11y.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/build/**',
      '**/storybook-static/**',
      'data/**',
      'apps/server/data/**',
      '**/.turbo/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/drizzle/**',
      '**/*.snap',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.tsx', '**/*.jsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['**/scripts/**', '**/bench/**', '**/*.config.*', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Module boundaries of the server (ADR 0035): a module reads and writes only its own tables, and a player's
    // money moves only through the wallet's money path. Schema files (foreign keys), seeds and test helpers
    // may reach across.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: [
      'apps/server/src/modules/*/tables.ts',
      'apps/server/src/modules/*/seed.ts',
      'apps/server/src/modules/*/testing.ts',
      'apps/server/src/modules/**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^/]+/tables$',
              message:
                "A module reads another module's data only through that module's services (ADR 0035), never its tables.",
            },
            {
              regex: '^\\.\\./wallet/ledger$',
              message:
                "A player's money moves only through the wallet's money path (modules/wallet/money.ts), which asks player protection first (ADR 0035).",
            },
          ],
        },
      ],
    },
  },
  {
    // The server's promises: none left floating, none passed where a callback's result is ignored.
    files: ['apps/server/src/**/*.ts', 'apps/server/bench/**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
);
