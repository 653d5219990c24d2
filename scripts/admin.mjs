// `npm run admin -- <command>`: the operator CLI (activate-user, create-supervisor, list-users).
// It reaches a running `npm start` through DATA_DIR, or opens the database itself when none runs.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ROOT } from './lib/build.mjs';

// Quiet: the command's own output is what an operator reads (and may pipe).
ensureBuilt({ quiet: true });
const child = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/cli.js'), ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: process.env,
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
