import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { antdStaticStyles } from './build/antdStaticStylesPlugin';

export default defineConfig({
  // The virtual stylesheet AntdRoot imports: empty outside `vite build`.
  plugins: [
    lingui({ macroTransform: true, configPath: path.join(import.meta.dirname, 'lingui.config.ts') }),
    react(),
    antdStaticStyles(),
  ],
  resolve: {
    // Every render inside Lingui's provider (src/testing/rtl.tsx); the module itself imports the
    // library's `pure` entry, which this exact match leaves alone.
    alias: [{ find: /^@testing-library\/react$/, replacement: path.join(import.meta.dirname, 'src/testing/rtl.tsx') }],
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // The limit only ends a hung test (nothing here asserts on time). At the load of a full
    // `npm test` (load average 14 on 2 cores) a modal test's typing and validation outlasted 15 s.
    testTimeout: 45_000,
    setupFiles: ['./src/testSetup.ts'],
    // The files of a worker share its loaded modules and its page (issue 27 item 7): with a fresh
    // worker per file, loading antd and React again took most of the step (472 CPU s, the setup
    // file alone 532 s summed over 79 files). src/testSetup.ts clears what a test and a file leave.
    isolate: false,
  },
});
