// fences/no-import-cycle: a file may not reach itself through the imports it loads. The graph is the
// files' static value imports (relative, `#shared/*`, `#server/*`); `import type` / `export type`
// are erased before the code runs and are left out, and so are dynamic `import()`s, which load later
// and lazily. The graph of the other files is read from disk once per lint run (kept per file while
// its mtime holds); the linted file's own imports come from the text being linted.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { CODE, relativeTo, resolveSpecifier } from './resolve.js';

const graph = new Map(); // absolute path -> { mtimeMs, specifiers }

/** The value imports a TypeScript text makes, read from its top-level statements. */
export function valueImports(fileName, text) {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const specifiers = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      if (statement.importClause?.isTypeOnly) continue;
      if (ts.isStringLiteral(statement.moduleSpecifier)) specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      if (statement.isTypeOnly) continue;
      if (ts.isStringLiteral(statement.moduleSpecifier)) specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

function specifiersOnDisk(file) {
  const { mtimeMs } = statSync(file);
  const known = graph.get(file);
  if (known && known.mtimeMs === mtimeMs) return known.specifiers;
  const specifiers = valueImports(file, readFileSync(file, 'utf8'));
  graph.set(file, { mtimeMs, specifiers });
  return specifiers;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow import cycles (value imports; type-only and dynamic imports excluded)' },
    schema: [
      {
        type: 'object',
        properties: {
          // Known cycles, each as the import edge to leave out: { from, to } paths from the root.
          allow: {
            type: 'array',
            items: {
              type: 'object',
              properties: { from: { type: 'string' }, to: { type: 'string' }, why: { type: 'string' } },
              required: ['from', 'to'],
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: { cycle: 'Import cycle: {{path}}. Move what both sides need into a file neither imports.' },
  },
  create(context) {
    const root = context.cwd;
    const self = context.filename;
    // Test seam: settings.fences.virtualFiles maps paths (from the root) to texts that stand in for
    // the disk, so a test can show a cycle without writing files. Not used by the project's config.
    const virtual = new Map(
      Object.entries(context.settings?.fences?.virtualFiles ?? {}).map(([p, text]) => [
        path.resolve(root, p),
        text,
      ]),
    );
    const exists = (file) => file === self || virtual.has(file) || onDisk(file);
    const skipped = new Set((context.options[0]?.allow ?? []).map((e) => `${e.from} -> ${e.to}`));
    const edgeAllowed = (from, to) => skipped.has(`${relativeTo(root, from)} -> ${relativeTo(root, to)}`);

    const depsOf = (file) => {
      const specifiers = virtual.has(file) ? valueImports(file, virtual.get(file)) : specifiersOnDisk(file);
      const deps = [];
      for (const s of specifiers) {
        const target = resolveSpecifier(s, file, root, exists);
        if (target && CODE.test(target) && !edgeAllowed(file, target)) deps.push(target);
      }
      return deps;
    };

    /** The shortest path from `start` back to the linted file, or null. */
    const pathBack = (start) => {
      const parent = new Map([[start, null]]);
      const queue = [start];
      while (queue.length > 0) {
        const file = queue.shift();
        if (file === self) {
          const chain = [];
          for (let at = file; at !== null; at = parent.get(at)) chain.unshift(at);
          return chain;
        }
        let deps;
        try {
          deps = depsOf(file);
        } catch {
          continue; // unreadable: not ours to judge
        }
        for (const dep of deps) {
          if (!parent.has(dep)) {
            parent.set(dep, file);
            queue.push(dep);
          }
        }
      }
      return null;
    };

    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      const target = resolveSpecifier(node.source.value, self, root, exists);
      if (!target || edgeAllowed(self, target)) return;
      const chain = pathBack(target);
      if (chain) {
        const shown = [self, ...chain].map((f) => relativeTo(root, f)).join(' -> ');
        context.report({ node: node.source, messageId: 'cycle', data: { path: shown } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

function onDisk(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
