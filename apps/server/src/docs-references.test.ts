import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './lib/paths.js';

// Comments and docs that cite a decision record or name a file send the next engineer there: a
// citation of something that does not exist is a dead end (an audit found one decision record cited four
// times before it was written). Checked over the repository's sources and docs.
//
// The product's reference is docs/PRODUCT.md and the engineering rules docs/ENGINEERING.md, both in
// the repository: a comment cites "PRODUCT §N" or "ENGINEERING §N", and N must be a section there.
// The documents the code cited before (a specification and three design notes kept outside the
// repository) are cited nowhere any more.

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

/** Every text file of the repository, configuration and examples included (a citation can hide anywhere). */
const EVERY_TEXT = /(\.(ts|tsx|mts|mjs|cjs|js|md|graphql|json|jsonc|ya?ml|sql|css|html|sh|toml)|^Dockerfile)$/;
const everyTextFile = (dir: string = REPO_ROOT): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name) || entry.name.startsWith('.') || entry.name === 'package-lock.json') return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return everyTextFile(full);
    return EVERY_TEXT.test(entry.name) ? [full] : [];
  });

/**
 * The section numbers of a numbered document: its headings (`## 7. …`, `### 7.2 …`), and in
 * ENGINEERING.md the numbered points under a heading too (`3. **Money.**` under `## 3.` is §3.3).
 */
const sectionsOf = (file: string, withPoints: boolean): Set<string> => {
  const sections = new Set<string>();
  let current: string | undefined;
  for (const line of readFileSync(path.join(REPO_ROOT, file), 'utf8').split('\n')) {
    const heading = /^#{2,4} (\d+(?:\.\d+)*)\.? /.exec(line);
    if (heading) {
      current = heading[1]!;
      sections.add(current);
      continue;
    }
    const point = /^(\d+)\. /.exec(line);
    if (withPoints && point && current) sections.add(`${current}.${point[1]}`);
  }
  return sections;
};

/** `PRODUCT §2.3, §2.5 and §6` → 2.3, 2.5, 6: the numbers after the name, in one run. */
const citedSections = (text: string, name: string): { section: string; at: number }[] =>
  [...text.matchAll(new RegExp(`${name} (§\\d+(?:\\.\\d+)*(?:(?:, | and | or |/)§\\d+(?:\\.\\d+)*)*)`, 'g'))].flatMap(
    (m) => [...m[1]!.matchAll(/§(\d+(?:\.\d+)*)/g)].map((n) => ({ section: n[1]!, at: m.index })),
  );

/** GitHub's anchor of a heading: lower case, punctuation dropped, each space a hyphen. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const lineOf = (text: string, at: number) => text.slice(0, at).split('\n').length;

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

  it('nothing cites the specification or the design notes that live outside the repository', () => {
    // "spec" then a section sign (any case, with "'s"), and the three design notes by name: their
    // content is in docs/PRODUCT.md and docs/ENGINEERING.md under the same numbers.
    const outside = [/\bspec['’]?s?\s*§/gi, /\b(?:DESIGN|STYLE|STACK)(?:\.md\b|\s+§)/g];
    const found = everyTextFile().flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return outside.flatMap((pattern) =>
        [...text.matchAll(pattern)].map((m) => `${path.relative(REPO_ROOT, file)}:${lineOf(text, m.index)} ${m[0]}`),
      );
    });
    expect(found).toEqual([]);
  });

  it('every PRODUCT §N and ENGINEERING §N cited is a section of that document', () => {
    const documents = [
      { name: 'PRODUCT', sections: sectionsOf('docs/PRODUCT.md', false) },
      { name: 'ENGINEERING', sections: sectionsOf('docs/ENGINEERING.md', true) },
    ];
    for (const { sections } of documents) expect(sections.size).toBeGreaterThan(9);
    const missing = everyTextFile().flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return documents.flatMap(({ name, sections }) =>
        citedSections(text, name)
          .filter(({ section }) => !sections.has(section))
          .map(({ section, at }) => `${path.relative(REPO_ROOT, file)}:${lineOf(text, at)} cites ${name} §${section}`),
      );
    });
    expect(missing).toEqual([]);
  });

  it('every link into PRODUCT.md or ENGINEERING.md names a heading there', () => {
    const anchors = (file: string) =>
      new Set(
        [...readFileSync(path.join(REPO_ROOT, file), 'utf8').matchAll(/^#{1,4} (.+)$/gm)].map((m) => anchorOf(m[1]!)),
      );
    const documents = { PRODUCT: anchors('docs/PRODUCT.md'), ENGINEERING: anchors('docs/ENGINEERING.md') };
    expect(documents.PRODUCT.has('72-payment-gateway-rest')).toBe(true);
    const broken = everyTextFile()
      .filter((file) => file.endsWith('.md'))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return [...text.matchAll(/(PRODUCT|ENGINEERING)\.md#([^)\s]+)/g)]
          .filter((m) => !documents[m[1] as keyof typeof documents].has(decodeURIComponent(m[2]!)))
          .map((m) => `${path.relative(REPO_ROOT, file)}:${lineOf(text, m.index)} ${m[0]}`);
      });
    expect(broken).toEqual([]);
  });
});
