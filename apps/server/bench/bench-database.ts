import pg from 'pg';
import { openDatabase } from '../src/db/client.js';

// The PostgreSQL database a benchmark generates its data into, made beside BENCH_DATABASE_URL's
// (default postgres://postgres@127.0.0.1:5432/test): made anew each run, or with --reuse the one an
// earlier --keep run left (its data is not generated again); dropped at the end unless kept.

export const BENCH_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export const openBenchDatabase = async (name: string, options: { reuse: boolean; keep: boolean }) => {
  const admin = new pg.Client({ connectionString: BENCH_ADMIN_URL });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  const url = new URL(BENCH_ADMIN_URL);
  url.pathname = `/${name}`;
  const reused = options.reuse && exists;
  if (!reused) {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  }
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  return {
    database,
    url: url.toString(),
    /** The data of an earlier run is there: do not generate it again. */
    reused,
    /** Closes the database, drops it unless kept, and lets the admin connection go. */
    close: async () => {
      await database.close();
      if (!(options.keep || options.reuse)) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
};
