import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The server runs from src/ (tsx, vitest) and from dist/ (esbuild bundle); both sit inside the
// package, so walk up to its package.json instead of hard-coding a depth.
const findServerRoot = (): string => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).name === '@paygate/server') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @paygate/server package root');
    dir = parent;
  }
};

export const SERVER_ROOT = findServerRoot();
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');
export const DEFAULT_WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
/** The GraphQL contract, read from the contracts package (copied beside the bundle at build). */
export const SCHEMA_FILE = [
  path.join(REPO_ROOT, 'packages/contracts/schema.graphql'),
  path.join(SERVER_ROOT, 'dist/schema.graphql'),
].find((p) => existsSync(p)) as string;
