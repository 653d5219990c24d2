// `npm run bench`: measures and writes BENCHMARKS.md with the date and the machine.
// Now: the JavaScript each route downloads (gzip). The payments benchmarks (issue #5) join here.
import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/build.mjs';

execSync('npm run build -w apps/web', { cwd: ROOT, stdio: 'inherit' });
const sizes = JSON.parse(readFileSync(path.join(ROOT, 'apps/web/dist/bundle-sizes.json'), 'utf8'));
const machine = `${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.platform()} ${os.arch()}, Node ${process.version}`;

const rows = sizes.routes.map(
  (r) =>
    `| \`${r.route}\` | ${r.files} | ${r.gzipKB} | ${r.budgetKB} | ${r.ok ? 'yes' : r.enforced ? '**no**' : '**no** (known gap)'} |`,
);
const section = [
  '## Web bundle (gzip)',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}.`,
  'JavaScript a browser downloads to show each route: the entry, the route chunk and their static imports.',
  '',
  '| Route | Files | KB (gzip) | Budget KB | Within |',
  '|---|---|---|---|---|',
  ...rows,
  '',
].join('\n');

const file = path.join(ROOT, 'BENCHMARKS.md');
let text;
try {
  text = readFileSync(file, 'utf8');
} catch {
  text =
    '# Benchmarks\n\nWritten by `npm run bench`. Performance is measured here, never in timed test assertions.\n\n';
}
const start = text.indexOf('## Web bundle (gzip)');
if (start === -1) text = `${text.trimEnd()}\n\n${section}`;
else {
  const next = text.indexOf('\n## ', start + 1);
  text = text.slice(0, start) + section + (next === -1 ? '' : text.slice(next + 1));
}
writeFileSync(file, `${text.trimEnd()}\n`);
console.log(section);
