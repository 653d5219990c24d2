import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// What a partner installs: a package without dependencies (the private contracts package is
// bundled in), whose built module imports nothing but Node built-ins.
const here = (file: string) => fileURLToPath(new URL(`../${file}`, import.meta.url));

describe('the published package', () => {
  it('declares no runtime dependency and points its exports at the build', () => {
    const pkg = JSON.parse(readFileSync(here('package.json'), 'utf8')) as Record<string, unknown>;
    expect(pkg.dependencies).toBeUndefined();
    expect(pkg.peerDependencies).toBeUndefined();
    expect(pkg.exports).toEqual({ '.': { types: './dist/index.d.ts', default: './dist/index.js' } });
    expect(pkg.files).toEqual(['dist', 'README.md']);
  });

  it('builds to one module that imports only Node built-ins', () => {
    execFileSync(process.execPath, [here('build.mjs'), '--js']);
    const code = readFileSync(here('dist/index.js'), 'utf8');
    const imports = [...code.matchAll(/^import\s[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1]);
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((specifier) => !specifier?.startsWith('node:'))).toEqual([]);
    expect(code).not.toMatch(/from\s+['"]@paygate\/contracts/);
  });
});
