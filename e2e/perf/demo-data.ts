import { rmSync } from 'node:fs';
import path from 'node:path';
import { startPortal } from './portal';

// The demo workspace seeded once into a data folder, for the browser steps of `npm test` to start
// their servers on copies of (DEMO_DATA_ENV in portal.ts): the built server seeds it as it does on
// a first start, answers /readyz, and stops cleanly, so the embedded database is whole on disk.
//   node --import tsx e2e/perf/demo-data.ts <folder>

const target = process.argv[2];
if (!target) {
  console.error('usage: node --import tsx e2e/perf/demo-data.ts <folder>');
  process.exit(2);
}
const dataDir = path.resolve(target);
// A folder left by an earlier run would be found filled, and not seeded today.
rmSync(dataDir, { recursive: true, force: true });
const started = Date.now();
const portal = await startPortal({ dataDir });
await portal.stop();
console.log(`The demo workspace is seeded in ${dataDir} (${((Date.now() - started) / 1000).toFixed(0)} s).`);
