import { describe, expect, it } from 'vitest';

// Each document has its Vietnamese (issue 31), and a translation changes the words only: the code a
// developer copies, every inline code span (fields, codes, paths, placeholders), the links' targets
// and the shape of the page (headings, table rows) are the English document's, exactly.

const read = (files: Record<string, string>) =>
  Object.fromEntries(Object.entries(files).map(([file, text]) => [file.split('/').pop()!, text]));
const ENGLISH = read(import.meta.glob<string>('./content/*.md', { query: '?raw', import: 'default', eager: true }));
const VIETNAMESE = read(
  import.meta.glob<string>('./content/vi/*.md', { query: '?raw', import: 'default', eager: true }),
);

const FENCE = /^```[^\n]*\n[\s\S]*?^```/gm;
const withoutFences = (text: string) => text.replace(FENCE, '');
const shapeOf = (text: string) => {
  const prose = withoutFences(text);
  return {
    fences: text.match(FENCE) ?? [],
    codeSpans: prose.match(/`[^`\n]+`/g) ?? [],
    linkTargets: [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]),
    headings: (prose.match(/^#{1,6} /gm) ?? []).length,
    tableRows: (prose.match(/^\|.*\|\s*$/gm) ?? []).map((row) => row.split('|').length),
  };
};

describe('the documentation in Vietnamese', () => {
  it('has a translation of every document, and nothing else', () => {
    expect(Object.keys(VIETNAMESE).sort()).toEqual(Object.keys(ENGLISH).sort());
  });

  for (const [file, english] of Object.entries(ENGLISH)) {
    it(`${file}: the same code, code spans, links, headings and tables as the English`, () => {
      const vietnamese = VIETNAMESE[file];
      expect(vietnamese, `content/vi/${file}`).toBeDefined();
      expect(shapeOf(vietnamese ?? '')).toEqual(shapeOf(english));
      // Translated: the prose differs from the English.
      expect(withoutFences(vietnamese ?? '')).not.toBe(withoutFences(english));
    });
  }
});
