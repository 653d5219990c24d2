import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, type DatabaseTimeouts, openDatabase } from '../../src/db/client.js';
import { MIGRATIONS_DIR } from '../../src/lib/paths.js';

// A fresh, migrated database per test file: PGlite cloned from a migrated template (initdb takes
// seconds, a clone half a second), or a brand-new database on TEST_DATABASE_URL's server.

const migrationsHash = () => {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS_DIR, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
};

const pgliteTemplate = async (): Promise<Blob> => {
  const file = path.join(os.tmpdir(), `paygate-pglite-template-${migrationsHash()}.tar.gz`);
  if (!existsSync(file)) {
    const template = await openDatabase({ kind: 'pglite-memory' });
    await template.migrate();
    const dump = await (template.pglite as PGlite).dumpDataDir('gzip');
    await template.close();
    // Written aside and renamed: parallel test files never read a half-written template.
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file);
  }
  return new Blob([readFileSync(file)]);
};

export const testDatabaseKind = () => (process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');

/** `timeouts`: the server's statement, lock and pool-wait limits (PostgreSQL only, as in main.ts). */
export const openTestDatabase = async (timeouts?: DatabaseTimeouts): Promise<Database> => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ kind: 'pglite-memory', loadDataDir: await pgliteTemplate() });
    await database.migrate();
    return database;
  }
  const name = `paygate_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5, timeouts });
  await database.migrate();
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
};
