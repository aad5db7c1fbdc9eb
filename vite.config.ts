import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { prerenderPublicPages } from './scripts/prerender-plugin.ts';

// Source maps go to Sentry only when a build is configured for it (SENTRY_AUTH_TOKEN, SENTRY_ORG and
// SENTRY_PROJECT; SENTRY_RELEASE names the release): the maps are built 'hidden' (no
// sourceMappingURL), uploaded by @sentry/vite-plugin and deleted from dist/web, so they are never
// served. Without those variables the plugin is not even loaded and no map is written.
const sentryUpload = Boolean(
  process.env.SENTRY_AUTH_TOKEN && process.env.SENTRY_ORG && process.env.SENTRY_PROJECT,
);
const sentryPlugins: PluginOption[] = sentryUpload
  ? [
      (await import('@sentry/vite-plugin')).sentryVitePlugin({
        org: process.env.SENTRY_ORG,
        project: process.env.SENTRY_PROJECT,
        authToken: process.env.SENTRY_AUTH_TOKEN,
        telemetry: false,
        ...(process.env.SENTRY_RELEASE ? { release: { name: process.env.SENTRY_RELEASE } } : {}),
        sourcemaps: {
          filesToDeleteAfterUpload: ['dist/web/**/*.map', 'dist/web/**/*.map.br', 'dist/web/**/*.map.gz'],
        },
      }),
    ]
  : [];

// The web app: index.html at the repository root, sources under src/web, built into dist/web and
// served by the Fastify process in production. In development `npm run dev:web` proxies /api to the
// server on :3000 (start it with `npm run dev:server`). `#shared/*` resolves through package.json "imports".
// The MUI modules in the framework chunk (below): MUI's styling and shared internals, and the
// components the shell, a list page (/requests, /myworkspace) and the sign-in page render first. Any
// other MUI component goes with the chunks of the screens that use it (issue 30: the framework chunk
// held every component any screen imports, ~22 KiB Brotli that neither a list nor /login uses). A
// component added to the shell or a list still works outside this list: it is a chunk more, and
// `node bench/bundle-composition.ts` shows it.
const FIRST_PAINT_MUI = [
  // MUI's own internals (styled, the theme, transitions, hooks) every component uses.
  'styles',
  'internal',
  'utils',
  'transitions',
  'colors',
  'zero-styled',
  'DefaultPropsProvider',
  'GlobalStyles',
  'CssBaseline',
  'InitColorSchemeScript',
  'useMediaQuery',
  'useLazyRipple',
  // The shell (top bar, sidebar, the user menu, the bell). Not Tooltip and Popper: the shell's and
  // the rows' tooltips load theirs on first hover or focus (LazyTooltip). Not Drawer and Slide: the
  // phone's menu drawer is a chunk a laptop never loads (app/shell/mobile-nav-chunk.ts).
  'AppBar',
  'Toolbar',
  'Modal',
  'Backdrop',
  'Fade',
  'Portal',
  'Unstable_TrapFocus',
  'List',
  'ListItemButton',
  'ListItemIcon',
  'ListItemText',
  'Divider',
  'Menu',
  'MenuList',
  'MenuItem',
  'Popover',
  'Grow',
  'Badge',
  'Avatar',
  'AvatarGroup',
  // Common to the pages: text, buttons, links, alerts, placeholders.
  'Box',
  'Paper',
  'Typography',
  'Link',
  'Button',
  'ButtonBase',
  'ButtonGroup',
  'IconButton',
  'SvgIcon',
  'CircularProgress',
  'Skeleton',
  'Alert',
  'Chip',
  'Tabs',
  'Tab',
  'TabScrollButton',
  // A text field (the list's title box, the sign-in form) and what TextField imports.
  'TextField',
  'FormControl',
  'FormLabel',
  'FormHelperText',
  'InputLabel',
  'InputBase',
  'InputAdornment',
  'Input',
  'OutlinedInput',
  'FilledInput',
  'TextareaAutosize',
  'Select',
  'NativeSelect',
];

export default defineConfig({
  // Brotli and gzip copies of every text asset, written at build time: the server sends them as they
  // are (@fastify/static preCompressed), so no request pays for compression.
  plugins: [
    react(),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
    ...sentryPlugins,
    // Then the signed-out pages as HTML (scripts/prerender-plugin.ts); PRERENDER=0 skips them.
    prerenderPublicPages(() => [react()]),
  ],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: sentryUpload ? 'hidden' : false,
    // Route chunks are small; the framework chunk (below) is ~640 KB minified, ~163 KiB Brotli, and
    // every page loads it: the warning is for a chunk past it (bench/first-load.ts has the budgets).
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The runtime every page needs (React, the router, the query cache, MUI's styling and
              // its base components): one chunk instead of dozens (issue 30: on HTTP/1.1 a phone
              // fetches six at a time, and each costs a round trip).
              name: 'framework',
              test: new RegExp(
                String.raw`node_modules[\/](react|react-dom|scheduler|react-router|@tanstack|@emotion|stylis|` +
                  String.raw`@mui[\/](system|utils|styled-engine|private-theming)|` +
                  String.raw`@mui[\/]material[\/](${FIRST_PAINT_MUI.join('|')})|` +
                  String.raw`@babel[\/]runtime|react-is|clsx|hoist-non-react-statics|react-transition-group)[\/]`,
              ),
            },
            {
              // The dialog's parts, used together by the pages that confirm something (the dashboard,
              // a request, the board): one chunk instead of three, and not in the framework chunk (a
              // list or /login shows no dialog when it opens).
              name: 'mui-dialog',
              test: /node_modules[\\/]@mui[\\/]material[\\/]Dialog(Title|Content|ContentText|Actions)?[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // Keep the Host header of the browser: the server checks Origin against it on state-changing calls.
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: { port: 4173 },
});
