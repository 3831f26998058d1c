// Lint rules (npm run lint). Type-aware typescript-eslint rules catch what a
// reviewer misses: promises nobody awaits or handles, `any` leaking through,
// unused code. Formatting is Prettier's job (npm run format), not ESLint's.
// Why ESLint and Prettier rather than Biome: docs/decisions/0007-lint-and-format.md.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'var/', 'screenshots/', 'coverage/', 'lighthouse-reports/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'no-var': 'error',
      'prefer-const': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // `_name` marks a value deliberately left unused (a destructured field left out, a required parameter).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.flat['recommended-latest'].rules, 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Route modules (and the API contract's query readers) mark their
    // server-only parts with a `SERVER:` label, which build.mjs drops from the
    // browser bundle (esbuild's dropLabels): it is never the target of a
    // break. No other label is allowed anywhere.
    files: ['client/routes/**/*.ts', 'shared/api-contract.ts'],
    rules: { 'no-unused-labels': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "LabeledStatement[label.name!='SERVER']",
          message: 'Labels are reserved for SERVER: blocks (route modules, the API contract).',
        },
      ],
    },
  },
  {
    // Tests read supertest's `res.body` and JSON fixtures, typed `any` by the
    // libraries: asserting on them is the point, so the `no-unsafe-*` family
    // is off here (an explicit `any` is still an error).
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      // Destructured test fixtures (`const { newPage } = useBrowser()`) are plain functions.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Plain JavaScript (build and image scripts, this file): no type information.
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
