// Builds the portal when its output is missing or older than its sources, so `npm start` works
// on a fresh clone and stays fast afterwards.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

const OUTPUTS = ['apps/web/dist/index.html', 'apps/server/dist/main.js', 'apps/server/dist/cli.js'];
const SOURCES = [
  'packages/contracts',
  'apps/server/src',
  'apps/server/drizzle',
  'apps/server/build.mjs',
  'apps/web/src',
  'apps/web/build',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/lingui.config.ts',
  'apps/web/scripts',
];
const SKIPPED = new Set(['node_modules', 'dist', '.turbo']);

/** The most recently modified file under `target` (relative to ROOT): its path and time. */
const newest = (target) => {
  const full = path.join(ROOT, target);
  if (!existsSync(full)) return { file: target, mtimeMs: 0 };
  const info = statSync(full);
  if (!info.isDirectory()) return { file: target, mtimeMs: info.mtimeMs };
  let best = { file: target, mtimeMs: 0 };
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const candidate = newest(path.join(target, entry.name));
    if (candidate.mtimeMs > best.mtimeMs) best = candidate;
  }
  return best;
};

/** Why a build is needed, or undefined when the output is current. */
export const buildReason = () => {
  const missing = OUTPUTS.filter((o) => !existsSync(path.join(ROOT, o)));
  if (missing.length) return `${missing.join(', ')} missing`;
  const oldestOutput = Math.min(...OUTPUTS.map((o) => statSync(path.join(ROOT, o)).mtimeMs));
  const source = SOURCES.map(newest).reduce((a, b) => (b.mtimeMs > a.mtimeMs ? b : a));
  if (source.mtimeMs > oldestOutput) return `${source.file} changed since the last build`;
  return undefined;
};

/** Runs `npm run build` when needed; exits the process when the build fails. */
export const ensureBuilt = ({ quiet = false } = {}) => {
  const reason = buildReason();
  if (!reason) return;
  if (!quiet) console.log(`Building the portal (${reason}): npm run build`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: quiet ? 'ignore' : 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed: run `npm run build` to see why.');
    process.exit(result.status ?? 1);
  }
  if (!quiet) console.log('Build finished.');
};
