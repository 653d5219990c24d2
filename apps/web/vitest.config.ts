import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { antdStaticStyles } from './build/antdStaticStylesPlugin';

export default defineConfig({
  // The virtual stylesheet AntdRoot imports: empty outside `vite build`.
  plugins: [react(), antdStaticStyles()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    testTimeout: 15_000,
    setupFiles: ['./src/testSetup.ts'],
  },
});
