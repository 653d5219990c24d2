import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { antdStaticStyles } from './build/antdStaticStylesPlugin';

const api = 'http://localhost:3000';

/** `vite dev`: /checkout/{token} is the hosted checkout's own page, as the server serves it. */
const checkoutPage = (): Plugin => ({
  name: 'paygate-checkout-page',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url && /^\/checkout\/[^/?#]+/.test(req.url)) req.url = '/checkout.html';
      next();
    });
  },
});

/**
 * One import in one of antd's files replaced by a few lines of code, for weight. When a newer antd
 * no longer has that import, nothing breaks: the build warns and the budget check shows the cost.
 */
const antdImportReplaced = (name: string, file: RegExp, from: string, to: string, missing: string): Plugin => ({
  name: `paygate-antd-${name}`,
  transform: {
    filter: { id: file },
    handler(code) {
      if (!code.includes(from)) {
        this.warn(missing);
        return null;
      }
      return { code: code.replace(from, to), map: null };
    },
  },
});

/**
 * antd's Radio.Group imports one tiny helper (`toNamePathStr`) from antd's `form/hooks/useForm`
 * module, and a module is never split: every screen with a Radio (each Table, for its selection
 * column) also loaded useForm with @rc-component/form's store and scroll-into-view (~7 KB gzip),
 * even without a form. The helper is inlined here (same code: `toArray(name).join('_')`).
 */
const radioWithoutFormHook = () =>
  antdImportReplaced(
    'radio-without-form-hook',
    /[\\/]antd[\\/]es[\\/]radio[\\/]group\.js$/,
    "import { toNamePathStr } from '../form/hooks/useForm';",
    "const toNamePathStr = (name) => (name === undefined || name === false ? [] : Array.isArray(name) ? name : [name]).join('_');",
    'antd radio/group.js no longer imports toNamePathStr as expected: not inlined',
  );

/**
 * antd's Table imports its column-filter dropdown, and that dropdown imports antd's Tree (with
 * @rc-component/tree, ~10 KB gzip) for `filterMode: 'tree'`: every list paid for a tree it never
 * draws. No table here has column filters (the lists filter in their own forms), so the import
 * becomes a component that says so if a column ever asks for the tree mode. Room for issue 31's
 * i18n runtime (docs/adr/0035).
 */
const tableFilterWithoutTree = () =>
  antdImportReplaced(
    'table-filter-without-tree',
    /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown\.js$/,
    "import Tree from '../../../tree';",
    "const Tree = () => { throw new Error(\"antd Table's filterMode 'tree' is left out of this build (apps/web/vite.config.ts tableFilterWithoutTree)\"); };",
    'antd FilterDropdown.js no longer imports Tree as expected: the tree stays in',
  );

/**
 * The pages' own stylesheet (a few KB) written into the HTML as a <style> element: a separate
 * file blocks the first paint for one more round trip (Lighthouse, issue #12). The server's CSP
 * allows inline styles (antd writes its own); scripts stay files.
 */
const inlineEntryCss = (): Plugin => ({
  name: 'paygate-inline-entry-css',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    for (const page of Object.values(bundle)) {
      if (page.type !== 'asset' || !page.fileName.endsWith('.html')) continue;
      page.source = String(page.source).replace(
        /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
        (tag, file: string) => {
          const css = bundle[file];
          return css?.type === 'asset' ? `<style>${String(css.source)}</style>` : tag;
        },
      );
    }
  },
});

export default defineConfig({
  plugins: [
    // Issue 31 (docs/adr/0035): Lingui's macros compiled natively (no Babel), and each `.po`
    // catalogue compiled into a module. A Vietnamese message missing fails the build.
    lingui({
      macroTransform: true,
      failOnMissing: true,
      failOnCompileError: true,
      configPath: path.join(import.meta.dirname, 'lingui.config.ts'),
    }),
    react(),
    checkoutPage(),
    radioWithoutFormHook(),
    tableFilterWithoutTree(),
    inlineEntryCss(),
    antdStaticStyles(),
  ],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: path.join(import.meta.dirname, 'build/useSyncExternalStoreShim.ts'),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // The server's CSP forbids inline scripts: no polyfill snippet in index.html.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      // Two pages: the portal and the hosted checkout (its own small entry, issue #4).
      input: {
        main: path.resolve(import.meta.dirname, 'index.html'),
        checkout: path.resolve(import.meta.dirname, 'checkout.html'),
      },
      output: {
        codeSplitting: {
          groups: [
            // react and react-dom stay out of the antd group: /login and the checkout load them.
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            // Lingui and the portal's language code, which every screen of the portal runs (issue
            // 31): one chunk. Left to the default, the modules the entry shares with lazy screens
            // (money, transactions) split off as two more small files of every first download.
            // The modules of src/i18n, not the slices cut into generated/catalogues/src/i18n/: those
            // are lazy chunks of their own (the contracts' messages).
            { name: 'i18n', test: /[\\/](node_modules[\\/]@lingui[\\/]|src[\\/]i18n[\\/][\w.]+\.tsx?$)/, priority: 2 },
            {
              // antd's modules that most screens load, as one file rather than dozens of 1–10 KB
              // ones: over HTTP/1.1's six connections per host a browser fetches those in rounds
              // and the screen's GraphQL calls queue behind them (Lighthouse, issue #12 item 4).
              // 20 entries and up: a lower share count puts modules only some screens use into
              // every screen's download (the /apps budget of 400 KB breaks at 14). antd's Form
              // stays out whatever its count: the forms are lazy (a modal, a filter panel), and
              // once twenty of them used it (the refund form was the twentieth) Form, its hooks
              // and scroll-into-view (8.8 KB gzip) went into every screen's first download.
              name: 'antd-core',
              // Nor do the Vietnamese language packs (antd's, its pickers' and pagination's vi_VN):
              // they load with the Vietnamese catalogues (issue 31), and in this group they would
              // bring the whole group to /login.
              test: /[\\/]node_modules[\\/](antd[\\/](?!es[\\/]form[\\/])|@rc-component[\\/]|@ant-design[\\/])(?!.*[\\/]vi_VN\.js$)/,
              minShareCount: 20,
              priority: 1,
            },
          ],
        },
      },
      treeshake: {
        // packages/contracts only declares constants, functions and zod schemas (building a
        // schema has no side effect): a chunk that uses none of a module's exports drops it, so
        // the entry (cookies, apollo) does not carry zod and every schema to each screen.
        moduleSideEffects: [
          { test: /[\\/]packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
          // antd's components (@rc-component/*) are plain ES modules of React components that do
          // not declare `sideEffects`: without this, antd's form context alone pulls all of
          // @rc-component/form and async-validator (~12 KB gzip) into the shell of every screen.
          { test: /[\\/]node_modules[\\/]@rc-component[\\/]/, sideEffects: false },
        ],
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': api,
      '/v1': api,
      '/live': api,
      '/dev': api,
      '/healthz': api,
      '/uploads': api,
      '/config': api,
      '/openapi.json': api,
    },
  },
});
