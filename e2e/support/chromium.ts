import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// Browser tests run in a real Chrome/Chromium from the system; Playwright downloads nothing.
// Where none is installed and we are root on Debian, Debian's chromium is installed; otherwise the
// tests stop with the one command to run — never a silent skip.

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
];

const INSTALL_HINT = 'sudo apt-get install -y chromium';

export const findChromium = (): string => {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH is ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  const found = CANDIDATES.find((p) => existsSync(p));
  if (found) return found;

  const isRoot = process.getuid?.() === 0;
  const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
  if (isRoot && isDebian) {
    console.log('No Chrome or Chromium found: installing Debian chromium (apt-get install -y chromium)…');
    execSync('apt-get update && apt-get install -y chromium', {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = CANDIDATES.find((p) => existsSync(p));
    if (installed) return installed;
  }
  throw new Error(
    `The browser tests need Chrome or Chromium, and none was found (CHROME_PATH, ${CANDIDATES.join(', ')}).\n` +
      `Install it with:\n\n    ${INSTALL_HINT}\n\nor set CHROME_PATH to a Chrome or Chromium binary.`,
  );
};

/** Quiet, deterministic Chromium: no sandbox (containers, root), no GPU, no background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
