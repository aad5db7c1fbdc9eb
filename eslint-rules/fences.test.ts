// The fences eslint.config.js enforces, each shown to fail on a violation: the project's own config
// linting small texts placed at virtual paths (nothing is written to disk). Type-aware parsing is
// turned off here (the fences need no types, and a virtual file is in no TypeScript project).
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

function linter(extra: Linter.Config = {}) {
  return new ESLint({
    cwd: root,
    overrideConfigFile: path.join(root, 'eslint.config.js'),
    overrideConfig: [
      {
        files: ['**/*.{ts,tsx}'],
        languageOptions: { parserOptions: { projectService: false, project: null } },
        rules: { '@typescript-eslint/no-floating-promises': 'off' },
      },
      extra,
    ],
  });
}

/** The rule ids that fire on `code` placed at `file` (a path from the repository root). */
async function firing(file: string, code: string, extra?: Linter.Config): Promise<string[]> {
  const [result] = await linter(extra).lintText(code, { filePath: path.join(root, file) });
  const messages = result?.messages ?? [];
  const fatal = messages.filter((m) => m.fatal);
  expect(fatal).toEqual([]);
  return messages.map((m) => m.ruleId ?? '').filter((id) => id !== '@typescript-eslint/no-unused-vars');
}

describe('no import cycles', () => {
  const a = 'src/server/modules/requests/cycle-a.ts';
  const b = 'src/server/modules/requests/cycle-b.ts';
  const withB = (text: string): Linter.Config => ({ settings: { fences: { virtualFiles: { [b]: text } } } });

  it('fails when a file reaches itself through a relative import', async () => {
    const code = "import { b } from './cycle-b.ts';\nexport const a = b;\n";
    const rules = await firing(a, code, withB("import { a } from './cycle-a.ts';\nexport const b = a;\n"));
    expect(rules).toContain('fences/no-import-cycle');
  });

  it('follows the #server alias too', async () => {
    const code = "import { b } from '#server/modules/requests/cycle-b.ts';\nexport const a = b;\n";
    const back = "import { a } from '#server/modules/requests/cycle-a.ts';\nexport const b = a;\n";
    expect(await firing(a, code, withB(back))).toContain('fences/no-import-cycle');
  });

  it('leaves type-only imports out (they are erased before the code runs)', async () => {
    const code = "import { b } from './cycle-b.ts';\nexport type A = { n: number };\nexport const a = b;\n";
    const back = "import type { A } from './cycle-a.ts';\nexport const b: A = { n: 1 };\n";
    expect(await firing(a, code, withB(back))).not.toContain('fences/no-import-cycle');
  });

  it('passes a real file of the tree', async () => {
    const { readFile } = await import('node:fs/promises');
    const file = 'src/server/modules/requests/update.ts';
    expect(await firing(file, await readFile(path.join(root, file), 'utf8'))).not.toContain(
      'fences/no-import-cycle',
    );
  });
});

describe('web features do not import each other', () => {
  it('fails on a feature importing another through its index', async () => {
    const code =
      "import { SavedViewsMenu } from '../saved-views/index.ts';\nexport const X = SavedViewsMenu;\n";
    expect(await firing('src/web/features/support/Fixture.tsx', code)).toContain(
      'fences/no-cross-feature-import',
    );
  });

  it('fails on a type-only import of another feature too', async () => {
    const code = "import type { UploadedFile } from '../uploads/index.ts';\nexport type X = UploadedFile;\n";
    expect(await firing('src/web/features/credits/fixture.ts', code)).toContain(
      'fences/no-cross-feature-import',
    );
  });

  it('lets a feature use components/ and lib/', async () => {
    const code = "import { useToast } from '../../lib/toast.ts';\nexport const X = useToast;\n";
    expect(await firing('src/web/features/support/fixture.ts', code)).toEqual([]);
  });

  // These pairs were allowed by an exception list until issue 24 undid them; there is no list now.
  it.each([
    ['requests', 'brand-kit'],
    ['requests', 'saved-views'],
    ['request-board', 'requests'],
    ['request-board', 'brand-kit'],
    ['catalogue', 'requests'],
    ['brand-kit', 'uploads'],
    ['brand-kit', 'requests'],
    ['comments', 'uploads'],
    ['dashboard', 'credits'],
  ])('fails on %s importing %s (no pair is excepted)', async (from, to) => {
    const code = `import * as other from '../${to}/index.ts';\nexport const X = other;\n`;
    expect(await firing(`src/web/features/${from}/Fixture.tsx`, code)).toContain(
      'fences/no-cross-feature-import',
    );
  });

  it('takes no list of allowed crossings', async () => {
    const code = "import * as other from '../uploads/index.ts';\nexport const X = other;\n";
    const allowing: Linter.Config = {
      files: ['src/**/*.{ts,tsx}'],
      rules: {
        'fences/no-cross-feature-import': ['error', { allow: [{ from: 'comments', to: ['uploads'] }] }],
      },
    };
    await expect(firing('src/web/features/comments/Fixture.tsx', code, allowing)).rejects.toThrow(
      /no-cross-feature-import/,
    );
  });
});

describe('routes do not query the database', () => {
  const route = 'src/server/modules/uploads/fixture.routes.ts';

  it('fails on drizzle-orm in a route', async () => {
    const code = "import { sql } from 'drizzle-orm';\nexport const q = sql`select 1`;\n";
    expect(await firing(route, code)).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('fails on a schema value in a route (relative or #server)', async () => {
    const relative = "import { files } from '../../db/schema/index.ts';\nexport const t = files;\n";
    const aliased = "import { files } from '#server/db/schema/index.ts';\nexport const t = files;\n";
    expect(await firing(route, relative)).toContain('@typescript-eslint/no-restricted-imports');
    expect(await firing(route, aliased)).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('fails on a query through ctx.db', async () => {
    const code =
      "import type { AppContext } from '../../context.ts';\nexport const ping = (ctx: AppContext) => ctx.db.execute('select 1');\n";
    expect(await firing(route, code)).toContain('no-restricted-syntax');
  });

  it('lets a route hand ctx.db to a use case and import database types', async () => {
    const code = [
      "import type { Db } from '../../db/client.ts';",
      "import type { AppContext } from '../../context.ts';",
      "import { findVisibleFile } from './uploads.ts';",
      'export const one = (ctx: AppContext, db: Db) => [findVisibleFile, ctx.db, db];',
      '',
    ].join('\n');
    expect(await firing(route, code)).toEqual([]);
  });
});

describe('use cases and platform code do not import routes or plugins', () => {
  it.each([
    ['src/server/modules/comments/fixture.ts', './comments.routes.ts'],
    ['src/server/modules/comments/fixture.ts', '../../plugins/auth.ts'],
    ['src/server/platform/fixture.ts', '#server/plugins/auth.ts'],
    ['src/server/platform/fixture.ts', '../modules/uploads/uploads.routes.ts'],
  ])('%s may not import %s', async (file, specifier) => {
    const code = `import * as m from '${specifier}';\nexport const x = m;\n`;
    expect(await firing(file, code)).toContain('@typescript-eslint/no-restricted-imports');
  });
});

describe('test helpers never ship', () => {
  const code = "import { loginAs } from '../../test/factories.ts';\nexport const x = loginAs;\n";

  it('fails when app code imports src/server/test', async () => {
    expect(await firing('src/server/modules/comments/fixture.ts', code)).toContain(
      'fences/no-test-helper-import',
    );
    const aliased = "import * as f from '#server/test/factories.ts';\nexport const x = f;\n";
    expect(await firing('src/server/platform/fixture.ts', aliased)).toContain('fences/no-test-helper-import');
  });

  it('lets a test import them', async () => {
    expect(await firing('src/server/modules/comments/fixture.test.ts', code)).not.toContain(
      'fences/no-test-helper-import',
    );
  });

  it("holds for the web app's test fixtures too", async () => {
    const web = "import { request } from '../../test/fixtures.ts';\nexport const x = request;\n";
    expect(await firing('src/web/features/requests/fixture.ts', web)).toContain(
      'fences/no-test-helper-import',
    );
    expect(await firing('src/web/features/requests/fixture.test.ts', web)).not.toContain(
      'fences/no-test-helper-import',
    );
  });
});
