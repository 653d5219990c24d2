// Loaded into a server that e2e/perf/portal.ts or the browser tests start (node --import): the server ends when the
// process that started it is gone, even when that one was killed and ran no cleanup, and takes
// its throwaway data folder with it. Polls the parent: Linux gives no event when a parent dies.
import { rmSync } from 'node:fs';

const parent = Number(process.env.ORPHAN_GUARD_PARENT);
const dataDir = process.env.ORPHAN_GUARD_REMOVE;
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

if (parent) {
  const timer = setInterval(() => {
    if (alive(parent)) return;
    clearInterval(timer);
    if (dataDir) process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
    process.kill(process.pid, 'SIGTERM');
  }, 1000);
  timer.unref();
}
