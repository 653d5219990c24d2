// Bundles the server for plain `node` (ENGINEERING §2): the contracts package ships TypeScript source
// and is inlined; every npm dependency stays external and is loaded from node_modules.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// pino-pretty (a dev dependency) is loaded in development only (src/logger.ts), from node_modules.
const external = [...Object.keys(pkg.dependencies).filter((name) => name !== '@paygate/contracts'), 'pino-pretty'];

await build({
  entryPoints: { main: 'src/main.ts', cli: 'src/cli/main.ts', 'db-baseline': 'src/db/baseline-build.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  external,
  logLevel: 'info',
});
mkdirSync('dist', { recursive: true });
copyFileSync('../../packages/contracts/schema.graphql', 'dist/schema.graphql');
// The catalogues of the server's messages in each language (src/lib/i18n.ts).
mkdirSync('dist/locales', { recursive: true });
for (const language of ['en', 'vi'])
  copyFileSync(`../../packages/contracts/locales/${language}.po`, `dist/locales/${language}.po`);
// The migrated database a fresh PGlite starts from instead of initdb (src/db/baseline.ts, docs/adr/0028).
const baseline = spawnSync(process.execPath, ['dist/db-baseline.js'], { stdio: 'inherit' });
if (baseline.status !== 0) process.exit(baseline.status ?? 1);
