// Type-aware lint for the whole package. Prettier owns formatting.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fences from './eslint-rules/index.js';

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
const ROUTES_NO_QUERY =
  "A route does not query the database: call the module's use case (and move the query there).";
const BELOW_HTTP =
  'Use cases and platform code do not import routes or plugins (src/server/plugins): take what you need as an argument.';

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
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'drizzle',
      'test-results',
      'playwright-report',
      '.tmp',
      '**/*.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks, fences },
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
    // No import cycles anywhere in the app (value imports; `import type` and lazy `import()` are
    // left out: they load nothing when the module loads). Test helpers never ship.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'fences/no-import-cycle': 'error',
      'fences/no-test-helper-import': 'error',
      // Features do not import each other at all, with no exception: what two features share moves
      // down to components/ or lib/, or the app layer passes it in as a slot (the request drawer's
      // uploads, comments and brand kit; the board's filters and kit swatch; the comments' files).
      'fences/no-cross-feature-import': 'error',
    },
  },
  {
    // Routes parse, authorise and answer: they call the module's use cases, which own every query.
    // No drizzle, no schema or client values (types are fine), no query through ctx.db.
    files: ['src/server/**/*.routes.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: ROUTES_NO_QUERY }],
          patterns: [
            { group: ['drizzle-orm/*'], message: ROUTES_NO_QUERY },
            { group: ['**/db/**', '#server/db/*'], allowTypeImports: true, message: ROUTES_NO_QUERY },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        // ctx.db.select(…), ctx.db.execute(…), and db.… after `const db = ctx.db`. Handing ctx.db to
        // a use case as an argument stays allowed.
        {
          selector: "MemberExpression[object.type='MemberExpression'][object.property.name='db']",
          message: ROUTES_NO_QUERY,
        },
        {
          selector: "MemberExpression[object.type='Identifier'][object.name=/^(db|tx)$/]",
          message: ROUTES_NO_QUERY,
        },
      ],
    },
  },
  {
    // Use cases and platform code sit below the HTTP layer: they import no routes and no plugins.
    files: ['src/server/modules/**/*.ts', 'src/server/platform/**/*.ts'],
    ignores: ['**/*.routes.ts', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*.routes.ts', '**/*.routes', '**/routes/*', '#server/routes/*'],
              message: BELOW_HTTP,
            },
            { group: ['**/plugins/*', '#server/plugins/*'], message: BELOW_HTTP },
          ],
        },
      ],
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
