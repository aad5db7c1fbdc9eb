/**
 * What a route's first load is made of, by package: builds the web app once more with source maps
 * and a manifest (into .tmp/bundle-analysis, never served), follows each route's static imports from
 * index.html through the shell and the page's chunk, and shares each chunk's Brotli size among the
 * sources its minified bytes came from (by the source map's segments). The totals are what
 * bench/first-load.ts measures in a browser, give or take the CSS and the chunks a page asks for
 * after it rendered; this tells which packages make them.
 *
 *   node bench/bundle-composition.ts            (BENCH_TOP=n lines per route, default 14)
 *   BENCH_DETAIL=1 node bench/bundle-composition.ts   (by module: a package's folder, the app's file)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, '.tmp/bundle-analysis');
const TOP = Number(process.env.BENCH_TOP ?? 14);
const DETAIL = process.env.BENCH_DETAIL === '1';

const built = spawnSync(
  'npx',
  ['vite', 'build', '--logLevel', 'warn', '--sourcemap', '--manifest', '--outDir', out, '--emptyOutDir'],
  { cwd: root, stdio: 'inherit' },
);
if (built.status !== 0) process.exit(built.status ?? 1);

type Chunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
const manifest = JSON.parse(fs.readFileSync(path.join(out, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;

/** The chunks a route loads before it renders: its sources' static import closure. */
function closure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in the manifest: ${key}`);
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

/** Who wrote a source: its npm package, or the app's folder. */
function owner(source: string): string {
  const normalized = source.replace(/\\/g, '/');
  const nm = normalized.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = normalized.slice(nm + 'node_modules/'.length).split('/');
    const scoped = rest[0]!.startsWith('@');
    const name = scoped ? `${rest[0]}/${rest[1]}` : rest[0]!;
    // In detail, the package's module (MUI's components are folders: @mui/material/TextField).
    const module = rest[scoped ? 2 : 1];
    return DETAIL && module ? `${name}/${module.replace(/\.[cm]?js$/, '')}` : name;
  }
  const src = normalized.indexOf('src/');
  if (src >= 0) {
    return `(app) ${normalized
      .slice(src)
      .split('/')
      .slice(0, DETAIL ? undefined : 3)
      .join('/')}`;
  }
  return `(other) ${path.basename(normalized)}`;
}

const brotli = (buf: Buffer) =>
  zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Each chunk's Brotli bytes, shared among owners by their share of its minified bytes. */
const shareCache = new Map<string, { total: number; byOwner: Map<string, number> }>();
function chunkShare(file: string) {
  const cached = shareCache.get(file);
  if (cached) return cached;
  const code = fs.readFileSync(path.join(out, file));
  const total = brotli(code);
  const byBytes = new Map<string, number>();
  const mapFile = path.join(out, `${file}.map`);
  if (fs.existsSync(mapFile)) {
    const consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8')));
    const lines = code.toString('utf8').split('\n');
    let prev: { line: number; column: number; owner: string } | null = null;
    const credit = (to: { line: number; column: number } | null) => {
      if (!prev) return;
      const length =
        to && to.line === prev.line ? to.column - prev.column : lines[prev.line - 1]!.length - prev.column;
      byBytes.set(prev.owner, (byBytes.get(prev.owner) ?? 0) + Math.max(0, length));
    };
    consumer.eachMapping((m) => {
      const next = { line: m.generatedLine, column: m.generatedColumn };
      credit(next);
      prev = { ...next, owner: m.source ? owner(m.source) : '(unmapped)' };
    });
    credit(null);
  } else {
    byBytes.set(`(no map) ${file}`, code.length);
  }
  const sum = [...byBytes.values()].reduce((a, b) => a + b, 0) || 1;
  const byOwner = new Map([...byBytes].map(([o, n]) => [o, (total * n) / sum]));
  const result = { total, byOwner };
  shareCache.set(file, result);
  return result;
}

const SHELL = 'src/web/app/shell/AppShell.tsx';
const routes: [string, string[]][] = [
  ['/login', ['index.html', 'src/web/app/routes/LoginPage.tsx']],
  ['/dashboard', ['index.html', SHELL, 'src/web/app/routes/DashboardPage.tsx']],
  ['/requests', ['index.html', SHELL, 'src/web/app/routes/RequestsPage.tsx']],
  [
    '/requests/{id}',
    [
      'index.html',
      SHELL,
      'src/web/app/routes/RequestsPage.tsx',
      'src/web/features/requests/components/RequestDrawer.tsx',
    ],
  ],
  ['/requestboard', ['index.html', SHELL, 'src/web/app/routes/RequestBoardPage.tsx']],
];

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
for (const [route, keys] of routes) {
  const chunks = closure(keys);
  const byOwner = new Map<string, number>();
  let total = 0;
  let css = 0;
  for (const key of chunks) {
    const chunk = manifest[key]!;
    const share = chunkShare(chunk.file);
    total += share.total;
    for (const [o, n] of share.byOwner) byOwner.set(o, (byOwner.get(o) ?? 0) + n);
    for (const sheet of chunk.css ?? []) css += brotli(fs.readFileSync(path.join(out, sheet)));
  }
  console.log(`\n${route}: ${chunks.size} chunks, ${kib(total)} JS + ${kib(css)} CSS (Brotli 11)`);
  for (const [o, n] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    console.log(`  ${kib(n).padStart(10)}  ${o}`);
  }
}
