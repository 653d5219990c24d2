import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createEsbuildBundler } from '@lingui/cli/bundlers/esbuild';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import type { BuildOptions, Plugin } from 'esbuild';

// Issue 31, docs/adr/0035: the portal's messages in English (the source, the spec's words) and
// Vietnamese.
// - src/locales/{en,vi}.po are the catalogues: `lingui extract` writes them from the code, and the
//   translations are written there, once.
// - The browser never loads them whole. `npm run i18n:slices` (scripts/i18n-slices.mjs, run by the
//   build) cuts one slice per lazily loaded route module, split as the code is split, into
//   generated/catalogues/: a route loads its own slice of the chosen language.

const SRC = path.join(import.meta.dirname, 'src');
export const SLICES_DIR = 'generated/catalogues';

/**
 * The catalogues' entries: the two pages' entry modules and every module loaded through `page()`
 * (src/app/lazyPage.ts: the router's screens and layouts, DocsShell's shell, the top bar's
 * search, and the lazily opened parts of a screen such as the transaction's detail dialog and its
 * filter and export forms), read from the code itself (all of src), so a new one cannot be left
 * without its slice. A part loaded this way brings its messages with its code: the route that
 * opens it does not download them first, in either language.
 */
const routeModules = (): string[] => {
  const modules = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .flatMap((file) =>
      [...readFileSync(path.join(SRC, file), 'utf8').matchAll(/page\(\s*\(\) => import\('(\.\.?\/[^']+)'\)/g)].map(
        ([, spec = '']) => path.join(SRC, path.dirname(file), `${spec}.tsx`),
      ),
    );
  return [...new Set(modules)];
};
export const CATALOGUE_ENTRIES = [
  path.join(SRC, 'main.tsx'),
  path.join(SRC, 'checkout/main.tsx'),
  ...routeModules(),
  // The contracts' messages (packages/contracts/locales): their slice is the contracts' catalogue
  // itself, written over this entry's by scripts/i18n-slices.mjs; the module loads it.
  path.join(SRC, 'i18n/contractMessages.ts'),
];

/**
 * esbuild (the extractor's bundler) follows dynamic imports: without this, main.tsx's catalogue
 * would hold every route's messages, since the router imports them all lazily. An import of another
 * entry stays outside the bundle: that entry has its catalogue of its own, loaded with its code.
 * A lazy import of a module that is no entry (a modal) is still followed: its messages belong to
 * the route that loads it.
 */
const entriesStayApart = (entries: ReadonlySet<string>): Plugin => ({
  name: 'paygate-entries-stay-apart',
  setup(build) {
    // Vite's own imports (`?url`, `?raw`, `virtual:`) carry no message and esbuild cannot load them.
    build.onResolve({ filter: /\?|^virtual:/ }, (args) => ({ path: args.path, external: true }));
    const again = Symbol('resolving');
    build.onResolve({ filter: /^\.\.?\// }, async (args) => {
      if (args.kind !== 'dynamic-import' || args.pluginData === again) return undefined;
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: again,
      });
      return entries.has(resolved.path) ? { path: args.path, external: true } : undefined;
    });
  },
});

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'vi'],
  // No fallback: a Vietnamese message missing is a failed build (vite.config.ts), not English text
  // on a Vietnamese screen.
  fallbackLocales: false,
  // The files' line numbers would change every catalogue on every edit above a message.
  format: formatter({ lineNumbers: false }),
  catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'] }],
  // The slices are build output: `npm run i18n:check` checks the catalogues alone, since Lingui's
  // sync check cannot tell a slice is cut from them (it would report every slice out of sync).
  experimental: process.env.LINGUI_CATALOGUES_ONLY
    ? undefined
    : {
        extractor: {
          entries: CATALOGUE_ENTRIES,
          // Build output, not in git: generated/catalogues/src/features/apps/AppsPage/vi.po for the
          // module src/features/apps/AppsPage.tsx (src/i18n/catalogues.ts).
          output: `<rootDir>/${SLICES_DIR}/{entryDir}/{entryName}/{locale}`,
          bundler: createEsbuildBundler({
            resolveEsbuildOptions: (options: BuildOptions) => ({
              ...options,
              plugins: [entriesStayApart(new Set(CATALOGUE_ENTRIES)), ...(options.plugins ?? [])],
            }),
          }),
        },
      },
});
