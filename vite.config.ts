import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

// The web app: index.html at the repository root, sources under src/web, built into dist/web and
// served by the Fastify process in production. In development `npm run dev:web` proxies /api to the
// server on :3000 (start it with `npm run dev:server`). `#shared/*` resolves through package.json "imports".
export default defineConfig({
  // Brotli and gzip copies of every text asset, written at build time: the server sends them as they
  // are (@fastify/static preCompressed), so no request pays for compression.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    target: 'es2022',
    // Route chunks are small; the warning is about the first-load budget (about 170 KiB gzipped).
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    // Keep the Host header of the browser: the server checks Origin against it on state-changing calls.
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: { port: 4173 },
});
