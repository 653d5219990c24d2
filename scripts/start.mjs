// `npm start`: build if needed, then run the server (embedded database and demo data unless
// DATABASE_URL / NODE_ENV=production say otherwise). PORT, DATA_DIR and the rest of the
// environment are read by the server itself.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, ROOT } from './lib/build.mjs';

ensureBuilt();

// The server runs in its own process group, so a Ctrl-C reaches it once, through us. Otherwise it
// would get the terminal's SIGINT and ours, and take the second one as "force quit now" instead
// of finishing in-flight requests.
const child = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/main.js')], {
  stdio: 'inherit',
  env: process.env,
  detached: true,
});

// npm forwards the terminal's signal to us as well: a burst of copies counts as one. A signal a
// second or more later is a deliberate second one, which the server takes as "stop now".
let lastForwardAt = 0;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => {
    const now = Date.now();
    if (now - lastForwardAt < 1000) return;
    lastForwardAt = now;
    child.kill(signal);
  });
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 + signalNumber(signal) : 0)));

/** @param {NodeJS.Signals} signal */
function signalNumber(signal) {
  return os.constants.signals[signal] ?? 1;
}
