// `npm start`: build if needed, then run the server (embedded database and demo data unless
// DATABASE_URL / NODE_ENV=production say otherwise). PORT and DATA_DIR are read by the server.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ROOT } from './lib/build.mjs';

ensureBuilt();
const child = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/main.js')], {
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
