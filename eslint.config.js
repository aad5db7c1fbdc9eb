// Type-aware lint for the whole package. Prettier owns formatting.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'drizzle', 'test-results', 'playwright-report', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      eqeqeq: ['error', 'smart'],
      curly: ['error', 'multi-line'],
    },
  },
  {
    // The shared module is isomorphic: no Node, React or database imports.
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'react', 'react-dom', '@mui/*', 'drizzle-orm', 'drizzle-orm/*', '#server/*'] },
      ],
    },
  },
  {
    // The database layer sits below the services: schema, client, migrations, backup. Seeds and CLIs
    // that write through services live in src/server/seed and src/server/cli.
    files: ['src/server/db/**/*.ts'],
    ignores: ['src/server/db/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/services/*', '**/seed/*', '**/routes/*', '#server/services/*', '#server/seed/*'] },
      ],
    },
  },
  {
    // notistack is loaded lazily by src/web/lib/toast.ts; its hooks do nothing elsewhere.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'notistack', message: 'Use useToast() from src/web/lib/toast.ts.' }] },
      ],
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
);
