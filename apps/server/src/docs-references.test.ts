import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './lib/paths.js';

// Comments and docs that cite a decision record or name a file send the next engineer there: a
// citation of something that does not exist is a dead end (an audit found one decision record cited four
// times before it was written). Checked over the repository's sources and docs.

const SKIP = new Set(['node_modules', 'dist', 'data', '.git', 'gql', 'generated', '.artifacts', 'drizzle']);
const TEXT = /\.(ts|tsx|mjs|md|graphql)$/;

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return TEXT.test(entry.name) ? [full] : [];
  });

const sources = () =>
  ['apps', 'packages', 'docs', 'e2e', 'scripts', 'ARCHITECTURE.md', 'README.md', 'BENCHMARKS.md']
    .map((p) => path.join(REPO_ROOT, p))
    .filter(existsSync)
    .flatMap((p) => (p.endsWith('.md') ? [p] : walk(p)));

const adrs = readdirSync(path.join(REPO_ROOT, 'docs/adr'));

/** `a/{b,c}/d.ts` → a/b/d.ts, a/c/d.ts (ARCHITECTURE.md groups modules that way). */
const expand = (p: string): string[] => {
  const match = /\{([^}]+)\}/.exec(p);
  if (!match) return [p];
  return match[1]!.split(',').flatMap((part) => expand(p.replace(match[0], part)));
};

describe('references in code and docs', () => {
  it('every cited decision record exists', () => {
    const missing = sources().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(?:docs\/adr\/|ADR )(\d{4})/g)]
        .map((m) => m[1]!)
        .filter((n) => !adrs.some((adr) => adr.startsWith(`${n}-`)))
        .map((n) => `${path.relative(REPO_ROOT, file)} cites ADR ${n}`),
    );
    expect(missing).toEqual([]);
  });

  it('every repository path ARCHITECTURE.md names exists', () => {
    const text = readFileSync(path.join(REPO_ROOT, 'ARCHITECTURE.md'), 'utf8');
    const paths = [...text.matchAll(/`((?:apps|packages|e2e|scripts|docs)\/[^`\s]+)`/g)].flatMap((m) => expand(m[1]!));
    expect(paths.length).toBeGreaterThan(5);
    // A glob (`apps/server/test/*.int.test.ts`) names its folder.
    const named = paths.map((p) => (p.includes('*') ? p.slice(0, p.indexOf('*')) : p));
    expect(named.filter((p) => !existsSync(path.join(REPO_ROOT, p)))).toEqual([]);
  });
});
