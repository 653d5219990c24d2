import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// What a partner installs: a package without dependencies (the private contracts package is
// bundled in), whose built module imports nothing but Node built-ins.
const here = (file: string) => fileURLToPath(new URL(`../${file}`, import.meta.url));
const temp = mkdtempSync(path.join(tmpdir(), 'paygate-sdk-pack-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('the published package', () => {
  it('declares no runtime dependency, a licence a merchant may use, and points its exports at the build', () => {
    const pkg = JSON.parse(readFileSync(here('package.json'), 'utf8')) as Record<string, unknown>;
    expect(pkg.dependencies).toBeUndefined();
    expect(pkg.peerDependencies).toBeUndefined();
    expect(pkg.private).toBeUndefined();
    expect(pkg.license).toBe('MIT');
    expect(readFileSync(here('LICENSE'), 'utf8')).toMatch(/^MIT License/);
    expect(pkg.exports).toEqual({ '.': { types: './dist/index.d.ts', default: './dist/index.js' } });
    expect(pkg.files).toEqual(['dist', 'README.md', 'LICENSE']);
  });

  it('builds to one module that imports only Node built-ins', () => {
    execFileSync(process.execPath, [here('build.mjs'), '--js']);
    const code = readFileSync(here('dist/index.js'), 'utf8');
    const imports = [...code.matchAll(/^import\s[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1]);
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((specifier) => !specifier?.startsWith('node:'))).toEqual([]);
    expect(code).not.toMatch(/from\s+['"]@paygate\/contracts/);
  });

  // npm pack, then npm install of the tarball into an empty project, offline (the package has no
  // dependencies to fetch): the module imports and its types resolve as a merchant's would.
  it('packs only the build, README, LICENSE and package.json, and installs and imports from the tarball', () => {
    const stage = path.join(temp, 'stage');
    mkdirSync(stage);
    for (const file of ['package.json', 'README.md', 'LICENSE']) copyFileSync(here(file), path.join(stage, file));
    // Built into the stage, not into this checkout's dist, which other tests may be reading.
    execFileSync(process.execPath, [here('build.mjs'), '--out', path.join(stage, 'dist')]);
    const npm = (cwd: string, args: string[]) =>
      execFileSync('npm', [...args, '--offline', '--no-audit', '--no-fund', '--loglevel=error'], {
        cwd,
        encoding: 'utf8',
        env: { ...process.env, npm_config_update_notifier: 'false' },
      });

    const [packed] = JSON.parse(npm(stage, ['pack', '--json', '--pack-destination', temp])) as [
      { filename: string; files: { path: string }[] },
    ];
    const files = packed.files.map((f) => f.path);
    expect(files.filter((f) => !/^(dist\/.+\.(js|d\.ts)|README\.md|LICENSE|package\.json)$/.test(f))).toEqual([]);
    expect(files.filter((f) => f.includes('.test.'))).toEqual([]);
    expect(files).toEqual(expect.arrayContaining(['LICENSE', 'README.md', 'package.json', 'dist/index.js']));

    const project = path.join(temp, 'merchant');
    mkdirSync(project);
    writeFileSync(
      path.join(project, 'package.json'),
      JSON.stringify({ name: 'merchant', private: true, type: 'module' }),
    );
    npm(project, ['install', path.join(temp, packed.filename)]);

    writeFileSync(
      path.join(project, 'main.mjs'),
      "import { PaygateClient, verifyWebhook, WebhookPayloadError } from '@paygate/sdk';\n" +
        'console.log(typeof PaygateClient, typeof verifyWebhook, typeof WebhookPayloadError);\n',
    );
    expect(execFileSync(process.execPath, ['main.mjs'], { cwd: project, encoding: 'utf8' }).trim()).toBe(
      'function function function',
    );

    writeFileSync(
      path.join(project, 'check.ts'),
      [
        "import { PaygateClient, type PaymentUrlResult, verifyWebhook, type WebhookEvent } from '@paygate/sdk';",
        "const client = new PaygateClient({ baseUrl: 'https://sandbox.example', appId: 'a', appSecret: 's' });",
        "export const url: Promise<PaymentUrlResult> = client.createPaymentUrl('getATMCardPaymentURL', { transaction_id: 'o', amount: 10000 });",
        "export const event: Promise<WebhookEvent> = verifyWebhook('{}', {}, 'whsec_x');",
        'export const amount = (e: WebhookEvent): string => e.payload.payment.amount;',
        '// @ts-expect-error: the types are real, not any',
        "client.createPaymentUrl('getFreeMoney', { transaction_id: 'o', amount: 1 });",
        '',
      ].join('\n'),
    );
    const require = createRequire(import.meta.url);
    const tsc = require.resolve('typescript/bin/tsc');
    const nodeTypes = path.dirname(path.dirname(require.resolve('@types/node/package.json')));
    execFileSync(
      process.execPath,
      [tsc, '--noEmit', '--strict', '--module', 'nodenext', '--target', 'es2024', 'check.ts'].concat([
        '--typeRoots',
        nodeTypes,
        '--types',
        'node',
      ]),
      { cwd: project, encoding: 'utf8' },
    );
  }, 180_000);
});
