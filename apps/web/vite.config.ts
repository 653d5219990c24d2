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
  },
  server: {
    port: 5173,
    proxy: { '/graphql': api, '/v1': api, '/dev': api, '/healthz': api, '/uploads': api, '/config': api },
  },
});
