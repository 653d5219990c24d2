import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR, SERVER_ROOT } from '../lib/paths.js';

// A fresh PGlite database starts from a migrated, empty data directory made once at build time
// instead of running initdb and every migration (docs/adr/0028): initdb alone is ~7 s of CPU, most
// of a first `npm start` (issue 27 item 7). The image is named after the migrations it holds, so a
// build older than the migrations is never used: the database then starts the slow way.

/** The migrations' fingerprint: every .sql and .json under drizzle/, by name and content. */
export const migrationsHash = (): string => {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  return hash.digest('hex').slice(0, 16);
};

/** Where `npm run build` writes the image for the current migrations. */
export const baselineFile = (hash = migrationsHash()): string =>
  path.join(SERVER_ROOT, 'dist', `pglite-baseline-${hash}.tar.gz`);

/** The built image for the current migrations, or undefined (not built, or built before a migration). */
export const readBaseline = (): Blob | undefined => {
  const file = baselineFile();
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
};

/** A migrated, empty in-memory database's data directory as a gzip tarball. */
export const makeBaseline = async (): Promise<Blob> => {
  const pglite = await PGlite.create();
  try {
    await migrate(drizzle(pglite), { migrationsFolder: MIGRATIONS_DIR });
    return await pglite.dumpDataDir('gzip');
  } finally {
    await pglite.close();
  }
};
