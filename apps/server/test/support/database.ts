import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { makeBaseline, migrationsHash, readBaseline } from '../../src/db/baseline.js';
import { type Database, type DatabaseTimeouts, openDatabase } from '../../src/db/client.js';

// A fresh, migrated database per test file: PGlite cloned from a migrated template (initdb takes
// seconds, a clone half a second), or a brand-new database on TEST_DATABASE_URL's server.

// The image `npm run build` made for these migrations, else one made here once per machine and
// migrations (cached in the temporary folder by their fingerprint).
export const pgliteTemplate = async (): Promise<Blob> => {
  const built = readBaseline();
  if (built) return built;
  const file = path.join(os.tmpdir(), `paygate-pglite-template-${migrationsHash()}.tar.gz`);
  if (!existsSync(file)) {
    const dump = await makeBaseline();
    // Written aside and renamed: parallel test files never read a half-written template.
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file);
  }
  return new Blob([readFileSync(file)]);
};

// On PostgreSQL, a database migrated once per server and migrations, copied per test file
// (CREATE DATABASE … TEMPLATE): 0.3–0.5 s instead of 2.6–2.9 s of migrations each, measured at load 20.
// Named after the migrations' fingerprint, so checkouts with other migrations on the same server keep
// their own; an advisory lock lets one test file make it while the others wait. Nothing connects
// to the template once it is made: PostgreSQL refuses to copy a database someone is connected to.
const TEMPLATE_LOCK_KEY = 727_002;
const postgresTemplate = async (admin: pg.Client, adminUrl: string): Promise<string> => {
  const template = `paygate_template_${migrationsHash()}`;
  await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (rowCount) return template;
    // Made under a temporary name and renamed once migrated: a run stopped halfway leaves no
    // half-migrated template behind for the next one.
    const making = `${template}_${randomBytes(3).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${making}`);
    const url = new URL(adminUrl);
    url.pathname = `/${making}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
    await database.migrate();
    await database.close();
    await admin.query(`ALTER DATABASE ${making} RENAME TO ${template}`);
    return template;
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
  }
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
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${await postgresTemplate(admin, adminUrl)}`);
  } finally {
    await admin.end();
  }
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
