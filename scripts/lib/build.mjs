// Builds the portal when its output is missing or older than its sources, so `npm start` works
// on a fresh clone and stays fast afterwards.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

const OUTPUTS = ['apps/web/dist/index.html', 'apps/server/dist/main.js', 'apps/server/dist/cli.js'];
const SOURCES = ['packages/contracts', 'apps/server/src', 'apps/server/drizzle', 'apps/web/src', 'apps/web/index.html'];

const newest = (target) => {
  const full = path.join(ROOT, target);
  if (!existsSync(full)) return 0;
  const info = statSync(full);
  if (!info.isDirectory()) return info.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    max = Math.max(max, newest(path.join(target, entry.name)));
  }
  return max;
};

export const ensureBuilt = ({ quiet = false } = {}) => {
  const missing = OUTPUTS.filter((o) => !existsSync(path.join(ROOT, o)));
  const oldestOutput = missing.length ? 0 : Math.min(...OUTPUTS.map((o) => statSync(path.join(ROOT, o)).mtimeMs));
  const stale = Math.max(...SOURCES.map(newest)) > oldestOutput;
  if (!missing.length && !stale) return;
  if (!quiet)
    console.log(missing.length ? 'Building the portal (first start)…' : 'Sources changed: rebuilding the portal…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: quiet ? 'ignore' : 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed: run `npm run build` to see why.');
    process.exit(result.status ?? 1);
  }
};
