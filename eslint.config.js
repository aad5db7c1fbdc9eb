// Type-aware lint for the whole package. Prettier owns formatting.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/*
 * Web feature boundaries. A feature (src/web/features/<name>/) is used from outside only through
 * its public index.ts; app/ joins features through those indexes; components/ and lib/ are shared by
 * every feature and depend on none. The rule reads import paths as written (all relative), so the
 * folder of each feature is named in its own block.
 */
const FEATURES = readdirSync(`${import.meta.dirname}/src/web/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const NOTISTACK = { name: 'notistack', message: 'Use useToast() from src/web/lib/toast.ts.' };
const THROUGH_INDEX = 'Import a feature through its public index.ts (src/web/features/<feature>/index.ts).';
const viaIndexOnly = (folders) => ({
  regex: `^(?:\\.\\./)+(?:${folders.join('|')})/(?!index\\.ts$)`,
  message: THROUGH_INDEX,
});
const SHARED_KNOWS_NO_FEATURE = {
  regex: '^(?:\\.\\./)+(?:features|app)/',
  message: 'src/web/components and src/web/lib are shared by every feature: they import none.',
};
const featureBlocks = FEATURES.map((feature) => ({
  files: [`src/web/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [NOTISTACK],
        patterns: [
          viaIndexOnly(FEATURES.filter((other) => other !== feature)),
          viaIndexOnly(['features/[^/]+']),
          { regex: '^(?:\\.\\./)+app/', message: 'Features do not import the app layer; it imports them.' },
        ],
      },
    ],
  },
}));

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
    // The database layer sits below the modules: schema, client, migrations, backup. Seeds and CLIs
    // that write through the modules' use cases live in src/server/seed and src/server/cli.
    files: ['src/server/db/**/*.ts'],
    ignores: ['src/server/db/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '**/modules/**',
            '**/platform/**',
            '**/seed/*',
            '**/routes/*',
            '#server/modules/*',
            '#server/platform/*',
            '#server/seed/*',
          ],
        },
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
        { paths: [NOTISTACK], patterns: [viaIndexOnly(['features/[^/]+'])] },
      ],
    },
  },
  ...featureBlocks,
  {
    // Shared pieces serve every feature, so they know none (and not the app that joins them).
    files: ['src/web/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [NOTISTACK], patterns: [SHARED_KNOWS_NO_FEATURE] }],
    },
  },
  {
    files: ['src/web/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SHARED_KNOWS_NO_FEATURE] }] },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
);
