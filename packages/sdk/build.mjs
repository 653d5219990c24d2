// Builds the publishable package: dist/index.js (ESM for Node, the contracts code it uses bundled
// in, so the published package depends on nothing) and dist/index.d.ts (declarations, with the
// contracts types they name). `node build.mjs --js` skips the declarations; `--out <dir>` builds
// into another folder than dist (the packing test's, which leaves this checkout's dist alone).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const outAt = process.argv.indexOf('--out');
const dist = outAt === -1 ? path.join(here, 'dist') : path.resolve(process.argv[outAt + 1] ?? 'dist');
const jsOnly = process.argv.includes('--js');

// A JS-only build (the integration test's) keeps the declarations of the last full one.
if (!jsOnly) rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [path.join(here, 'src/index.ts')],
  outfile: path.join(dist, 'index.js'),
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  // Readable in node_modules and in stack traces; a partner's bundler minifies it with the rest.
  minify: false,
  legalComments: 'inline',
  logLevel: 'warning',
  // SHA-1 and SHA-256 from node:crypto instead of @noble/hashes (src/node-hashes.ts says why).
  plugins: [
    {
      name: 'node-hashes',
      setup(b) {
        b.onResolve({ filter: /^@noble\/hashes\/(legacy|sha2|utils)\.js$/ }, () => ({
          path: path.join(here, 'src/node-hashes.ts'),
        }));
      },
    },
  ],
});

if (!jsOnly) {
  // Declarations by tsc, of the SDK and of the few contracts files its types name (plain types,
  // no zod); the one import of the private package is then pointed at its emitted copy.
  const types = path.join(dist, 'types');
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  execFileSync(
    process.execPath,
    [
      tsc,
      '-p',
      path.join(here, 'tsconfig.build.json'),
      '--noEmit',
      'false',
      '--declaration',
      '--emitDeclarationOnly',
    ].concat(['--rootDir', path.join(here, '..'), '--outDir', types]),
    { stdio: 'inherit' },
  );
  const sdkTypes = path.join(types, 'sdk', 'src');
  for (const file of readdirSync(sdkTypes)) {
    const target = path.join(sdkTypes, file);
    writeFileSync(
      target,
      readFileSync(target, 'utf8').replaceAll(
        "'@paygate/contracts/gateway-client'",
        "'../../contracts/src/gateway-client.js'",
      ),
    );
  }
  writeFileSync(path.join(dist, 'index.d.ts'), "export * from './types/sdk/src/index.js';\n");
}
