// Started detached by test/support/own-services.ts beside a PostgreSQL or Redis the fault tests
// run: when the test process is gone (even killed, running no cleanup), it kills what the pid
// files name and removes the throwaway folder. Polls the parent: Linux gives no event when a
// parent dies. Ends by itself when the folder is gone (the test cleaned up).
// Usage: node watchdog.mjs <parent pid> <folder> <pid file>...
import { existsSync, readFileSync, rmSync } from 'node:fs';

const [parentArg, folder, ...pidFiles] = process.argv.slice(2);
const parent = Number(parentArg);

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const pidOf = (file) => {
  try {
    const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
};
const signal = (pid, name) => {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
};

const timer = setInterval(() => {
  if (!folder || !existsSync(folder)) {
    clearInterval(timer);
    return;
  }
  if (alive(parent)) return;
  clearInterval(timer);
  // SIGQUIT: PostgreSQL's immediate shutdown (its backends go too); Redis ends on it as well.
  const pids = pidFiles.map(pidOf).filter((pid) => pid !== undefined);
  for (const pid of pids) signal(pid, 'SIGQUIT');
  setTimeout(() => {
    for (const pid of pids) if (alive(pid)) signal(pid, 'SIGKILL');
    rmSync(folder, { recursive: true, force: true });
  }, 2_000);
}, 1_000);
