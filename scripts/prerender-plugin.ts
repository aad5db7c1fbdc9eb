// A Vite plugin: after the client build, the signed-out pages (src/web/prerender/pages.ts) are
// rendered to HTML by a second, server-side build of src/web/prerender/entry.tsx, and written beside
// index.html (with their Brotli and gzip copies) for the server to send to visitors without a session;
// so is the app's frame of each signed-in route (frame-*.html, frames.json), for visitors with one.
// The server-side build stays beside the client's (`<outDir>-ssr/`, never served as a file): the
// server renders a list route's rows into its frame per viewer with its `signed-in.js` (issue 30).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { build, type Plugin, type PluginOption } from 'vite';

type PrerenderedPage = { html: string; title: string | null; styleIds: string[]; css: string };
type PrerenderModule = {
  prerender: (path: string) => PrerenderedPage;
  prerenderFrames: () => { pattern: string; page: PrerenderedPage }[];
};
type PagesModule = { PRERENDERED_PAGES: readonly { path: string; file: string }[] };

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The built index.html with the page in #root, its title, and its styles in <head>. `route` is the
 * signed-out page's path, or 'frame' for the app's frame of a signed-in route.
 */
export function prerenderedDocument(template: string, page: PrerenderedPage, route: string) {
  // Until the app's code has run the page only shows: its buttons are disabled and its fields read
  // only (a click or typing waits for the app, as Playwright's do). Typing into fields the app then
  // replaces would lose the text or the focus, and a native submit would be a GET with the password
  // in the address. The client renders the page over it (src/web/main.tsx).
  const html = page.html
    .replace(/<button(?![^>]*\sdisabled)/g, '<button disabled=""')
    .replace(/<(input|textarea)(?![^>]*\sreadonly)/gi, '<$1 readonly=""');
  const style = `<style data-emotion="css ${page.styleIds.join(' ')}">${page.css}</style>`;
  let document = template;
  if (page.title) {
    document = document.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  }
  document = document.replace('</head>', `${style}\n  </head>`);
  const root = '<div id="root"></div>';
  if (!document.includes(root)) throw new Error('index.html has no empty <div id="root"></div>');
  return document.replace(root, `<div id="root" data-prerendered="${escapeHtml(route)}">${html}</div>`);
}

/** A document and its Brotli and gzip copies (the server sends the one the browser accepts). */
function writeWithCopies(file: string, document: string) {
  fs.writeFileSync(file, document);
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(document, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(document, { level: 9 }));
}

/**
 * The server-side build of `input` (name → module) into `outDir`: self-contained (React and MUI
 * bundled in) and built for production whatever the NODE_ENV of what loads it, so that emotion's
 * class names are the client's (no development labels) and its rules can be adopted.
 */
export async function buildServerBundle(
  root: string,
  plugins: PluginOption[],
  outDir: string,
  input: Record<string, string>,
): Promise<void> {
  // The JSX transform follows NODE_ENV too (a test runner's "test" gives development JSX calls, which
  // React's production build does not have).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await buildOnce(root, plugins, outDir, input);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

async function buildOnce(
  root: string,
  plugins: PluginOption[],
  outDir: string,
  input: Record<string, string>,
): Promise<void> {
  await build({
    mode: 'production',
    root,
    configFile: false,
    logLevel: 'warn',
    plugins,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true },
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      target: 'node22',
      rollupOptions: {
        // The pages are imported statically here and lazily by the client: expected, not a problem.
        onwarn(warning, warn) {
          if (warning.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') warn(warning);
        },
        input,
      },
    },
  });
}

export function prerenderPublicPages(plugins: () => PluginOption[]): Plugin {
  let root = process.cwd();
  let outDir = 'dist/web';
  let skip = false;
  return {
    name: 'creditdesk:prerender-public-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      skip = Boolean(config.build.ssr) || process.env.PRERENDER === '0';
    },
    async closeBundle() {
      if (skip) return;
      const ssrOut = `${outDir}-ssr`;
      await buildServerBundle(root, plugins(), ssrOut, {
        entry: path.join(root, 'src/web/prerender/entry.tsx'),
        pages: path.join(root, 'src/web/prerender/pages.ts'),
        'signed-in': path.join(root, 'src/web/prerender/signed-in.tsx'),
      });
      const load = <T>(name: string) =>
        import(pathToFileURL(path.join(ssrOut, `${name}.js`)).href) as Promise<T>;
      const { prerender, prerenderFrames } = await load<PrerenderModule>('entry');
      const { PRERENDERED_PAGES } = await load<PagesModule>('pages');
      const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const manifest: Record<string, string> = {};
      for (const page of PRERENDERED_PAGES) {
        const document = prerenderedDocument(template, prerender(page.path), page.path);
        writeWithCopies(path.join(outDir, page.file), document);
        manifest[page.path] = page.file;
      }
      // The server's list of prerendered paths (src/server/app.ts).
      fs.writeFileSync(path.join(outDir, 'prerendered.json'), `${JSON.stringify(manifest, null, 2)}\n`);
      // The app's frame of each signed-in route, for visitors with a session (path pattern → file).
      const frames: Record<string, string> = {};
      for (const { pattern, page } of prerenderFrames()) {
        const file = `frame${pattern.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '')}.html`;
        writeWithCopies(path.join(outDir, file), prerenderedDocument(template, page, 'frame'));
        frames[pattern] = file;
      }
      fs.writeFileSync(path.join(outDir, 'frames.json'), `${JSON.stringify(frames, null, 2)}\n`);
    },
  };
}
