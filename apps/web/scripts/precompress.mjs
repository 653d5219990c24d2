// Writes gzip and Brotli copies of the built text files next to them (app.js → app.js.gz,
// app.js.br). The server serves them with @fastify/static's `preCompressed` when the browser
// accepts them: compressed once at build time at the highest level, never per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(process.env.BUNDLE_DIST ?? path.join(import.meta.dirname, '../dist'));
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|md|map)$/;
// Below this size a compressed copy saves nothing worth a second file.
const MIN_BYTES = 1024;

const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : [full];
  });

let count = 0;
for (const file of files(dist)) {
  if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
  const body = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  );
  count += 1;
}
console.log(`precompressed ${count} files (gzip + Brotli) in ${path.relative(process.cwd(), dist) || '.'}`);
