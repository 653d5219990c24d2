// `npm run codegen:check`: fails when generated code (GraphQL types, migrations) differs from what
// the sources produce. It regenerates, compares with what was there, prints the difference, and
// puts the files back as they were: a check changes nothing. On CI (CI=true) the checkout must
// also be clean: generated files that differ from the commit fail the run.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/build.mjs';

const GENERATED = ['apps/web/src/gql', 'apps/server/src/generated', 'apps/server/drizzle'];
const DRIZZLE_CONFIG = 'apps/server/drizzle.config.ts';
const isCI = process.env.CI === 'true' || process.env.CI === '1';

/** Every file under the generated folders, with its content. */
const snapshot = () => {
  const files = new Map();
  const walk = (rel) => {
    const full = path.join(ROOT, rel);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) for (const name of readdirSync(full)) walk(path.join(rel, name));
    else files.set(rel, readFileSync(full));
  };
  for (const dir of GENERATED) walk(dir);
  return files;
};

const run = (label, cmd, args, cwd = ROOT) => {
  console.log(`\n› ${label}`);
  // No stdin: drizzle-kit must not wait for an answer to a rename question.
  const result = spawnSync(cmd, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'], timeout: 300_000 });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed (exit ${result.status ?? result.signal})`);
    process.exit(1);
  }
};

const before = snapshot();
run('npm run codegen', 'npm', ['run', 'codegen']);
if (existsSync(path.join(ROOT, DRIZZLE_CONFIG))) {
  run(
    'drizzle-kit generate',
    'npx',
    ['drizzle-kit', 'generate', '--config', path.basename(DRIZZLE_CONFIG)],
    path.dirname(path.join(ROOT, DRIZZLE_CONFIG)),
  );
}
const after = snapshot();

const changed = [...new Set([...before.keys(), ...after.keys()])]
  .filter((file) => !(before.has(file) && after.has(file) && before.get(file).equals(after.get(file))))
  // Migrations' SQL first: the line a reader needs; the drizzle snapshots are long.
  .sort((a, b) => Number(!a.endsWith('.sql')) - Number(!b.endsWith('.sql')) || a.localeCompare(b));

if (changed.length) {
  // Show each difference as a unified diff between what was there and what generation gave.
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'paygate-codegen-'));
  console.error('\n✖ Generated code is out of date with its sources:\n');
  for (const file of changed) {
    const old = path.join(tmp, 'before', file);
    const now = path.join(tmp, 'after', file);
    for (const [target, content] of [
      [old, before.get(file)],
      [now, after.get(file)],
    ]) {
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, content ?? '');
    }
    const diff = spawnSync(
      'git',
      ['--no-pager', 'diff', '--no-index', path.join('before', file), path.join('after', file)],
      {
        cwd: tmp,
        encoding: 'utf8',
      },
    ).stdout;
    const lines = diff.split('\n');
    console.error(`--- ${file}${before.has(file) ? (after.has(file) ? '' : ' (removed)') : ' (new)'}`);
    console.error(lines.slice(0, 80).join('\n'));
    if (lines.length > 80) console.error(`… ${lines.length - 80} more lines`);
  }
  // Put everything back: the developer regenerates on purpose, with a migration name.
  for (const file of changed) {
    const full = path.join(ROOT, file);
    if (before.has(file)) writeFileSync(full, before.get(file));
    else rmSync(full, { force: true });
  }
  rmSync(tmp, { recursive: true, force: true });
  console.error(
    '\nRegenerate and commit the result with the sources that changed:\n' +
      '  npm run codegen                                     # GraphQL types (web and server)\n' +
      '  cd apps/server && npx drizzle-kit generate --name <what-changed>   # a migration for schema.ts',
  );
  process.exit(1);
}

const uncommitted = execFileSync('git', ['status', '--porcelain', '--', ...GENERATED], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
if (uncommitted.length) {
  const list = uncommitted.map((line) => `  ${line}`).join('\n');
  if (isCI) {
    console.error(`\n✖ Generated files differ from the commit (commit them with their sources):\n${list}`);
    execFileSync('git', ['--no-pager', 'diff', '--', ...GENERATED], { cwd: ROOT, stdio: 'inherit' });
    process.exit(1);
  }
  console.log(`\nGenerated files match their sources; not committed yet:\n${list}`);
}
console.log('\n✔ GraphQL types and migrations are up to date with their sources');
