import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './tooling/eslint-boundaries.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist.before-deploy/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', '.data/**', '**/@mf-types/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { boundaries },
    rules: {
      'boundaries/app-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
);
