// `npm run build` (build.mjs): writes the migrated PGlite image a fresh database starts from
// (baseline.ts, docs/adr/0028), and removes images of earlier migrations.
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { baselineFile, makeBaseline } from './baseline.js';

const file = baselineFile();
for (const old of readdirSync(path.dirname(file)).filter((f) => f.startsWith('pglite-baseline-')))
  rmSync(path.join(path.dirname(file), old));
writeFileSync(file, Buffer.from(await (await makeBaseline()).arrayBuffer()));
console.log(`  ${path.relative(process.cwd(), file)}: the migrated database a fresh PGlite starts from`);
