// Import specifiers as the app resolves them: relative paths and the package's `#shared/*` and
// `#server/*` aliases (package.json "imports"). Bare package names resolve to null (outside the fences).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

export const CODE = /\.(?:ts|tsx|js|mjs)$/;
const ALIASES = [
  ['#shared/', 'src/shared/'],
  ['#server/', 'src/server/'],
];

/**
 * The absolute path a specifier names, or null for packages and non-code files (CSS, SVG).
 * `exists` answers for a path (the disk, or a test's virtual files).
 */
export function resolveSpecifier(specifier, fromFile, root, exists = existsOnDisk) {
  let base = null;
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    base = path.resolve(path.dirname(fromFile), specifier);
  } else {
    for (const [alias, folder] of ALIASES) {
      if (specifier.startsWith(alias)) base = path.join(root, folder, specifier.slice(alias.length));
    }
  }
  if (base === null) return null;
  // Server and shared code name the file with its extension; the web (through Vite) sometimes not.
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (CODE.test(candidate) && exists(candidate)) return candidate;
  }
  return null;
}

function existsOnDisk(file) {
  return existsSync(file) && statSync(file).isFile();
}

/** The posix path of `file` from `root` (for messages and globs). */
export const relativeTo = (root, file) => path.relative(root, file).split(path.sep).join('/');
