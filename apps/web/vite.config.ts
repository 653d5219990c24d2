import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // The server's CSP forbids inline scripts: no polyfill snippet in index.html.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      treeshake: {
        // packages/contracts only declares constants, functions and zod schemas (building a
        // schema has no side effect): a chunk that uses none of a module's exports drops it, so
        // the entry (cookies, apollo) does not carry zod and every schema to each screen.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/graphql': api, '/v1': api, '/dev': api, '/healthz': api, '/uploads': api, '/config': api },
  },
});
