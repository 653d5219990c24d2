import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, SCHEMA_FILE } from '../lib/paths.js';
import { notImplementedOperations } from './index.js';

// The README lists the operations that still answer NOT_IMPLEMENTED until none remain (issue #2).
describe('README "Not implemented yet"', () => {
  it('names exactly the operations without a resolver', () => {
    const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
    const block = /<!-- not-implemented:start -->([\s\S]*?)<!-- not-implemented:end -->/.exec(readme)?.[1] ?? '';
    const listed = [...block.matchAll(/`(\w+)`/g)].map((m) => m[1]).sort();
    expect(listed).toEqual(notImplementedOperations(readFileSync(SCHEMA_FILE, 'utf8')).sort());
  });
});
