// `npm run admin -- <command>`: the operator CLI (activate-user, create-supervisor, list-users).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ROOT } from './lib/build.mjs';

ensureBuilt({ quiet: true });
const child = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/cli.js'), ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: process.env,
});
child.on('exit', (code) => process.exit(code ?? 1));
