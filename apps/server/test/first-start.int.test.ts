import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { MIGRATIONS_DIR } from '../src/lib/paths.js';
import { pgliteTemplate, testDatabaseKind } from './support/database.js';
import { probe, startServerProcess, waitFor } from './support/process.js';

// Issue 27 item 7: a fresh clone's first `npm start` is ready within seconds. A new PGlite data
// folder starts from the migrated image the build makes, not from initdb (docs/adr/0028), and in
// development the demo's payment history is written after /readyz answers 200, as the banner says.
// Both run on PGlite whatever TEST_DATABASE_URL says, so the PostgreSQL pass does not repeat them.

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};
const folders: string[] = [];
const newFolder = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'paygate-first-start-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe.runIf(testDatabaseKind() === 'pglite')('a new PGlite data folder', () => {
  it('starts from the migrated image, keeps what is written, and opens again as it was', async () => {
    const dataDir = newFolder();
    const image = await pgliteTemplate();
    const first = await openDatabase({ kind: 'pglite', dataDir, image });
    const applied = async (db: typeof first) =>
      Number(
        (await db.pglite!.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0]
          ?.n,
      );
    // Every migration is in the image: migrate() finds nothing to do.
    expect(await applied(first)).toBe(journal.entries.length);
    await first.migrate();
    expect(await applied(first)).toBe(journal.entries.length);
    await first.pglite!.query("insert into partners (name, partner_type) values ('Kept Shop', 'COMPANY')");
    await first.close();

    // An existing folder is opened as it is: the image is not loaded over it.
    const again = await openDatabase({ kind: 'pglite', dataDir, image });
    const kept = await again.pglite!.query<{ name: string }>("select name from partners where name = 'Kept Shop'");
    expect(kept.rows).toEqual([{ name: 'Kept Shop' }]);
    await again.close();
  }, 120_000);
});

describe.runIf(testDatabaseKind() === 'pglite')('a first npm start in development', () => {
  it('is ready before the demo payments are written, and says so', async () => {
    const server = await startServerProcess({ NODE_ENV: 'development', SEED_DEMO: '1', LOG_LEVEL: 'info' });
    try {
      // An order, not a time. /readyz answers 200 while the payments are written (each waits for
      // at most one small batch), the banner announces them, and the log, whose lines keep their
      // order, says 'ready' with no 'demo workspace seeded' before it: were ready to wait for the
      // payments, that line would come first. The history itself is not waited for.
      await waitFor(async () => (await probe(`${server.url}/readyz`))?.status === 200, 240_000);
      await waitFor(async () => READY.test(server.output().stdout), 60_000);
      await waitFor(async () => server.output().stdout.includes(PENDING), 60_000);
      const stdout = server.output().stdout;
      const seeded = stdout.indexOf('demo workspace seeded');
      expect(seeded === -1 || seeded > stdout.search(READY)).toBe(true);
    } finally {
      await server.cleanup();
    }
  }, 600_000);
});

// pino-pretty's 'ready' line (colours or not) and the banner's line about the payments.
// biome-ignore lint/suspicious/noControlCharactersInRegex: pino-pretty may colour the level and message
const READY = /INFO(\x1b\[\d+m)?: (\x1b\[\d+m)?ready\b/;
const PENDING = "Demo Shop's 90 days of payments are being written now";
