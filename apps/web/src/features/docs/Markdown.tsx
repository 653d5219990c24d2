import type { ComponentProps, CSSProperties } from 'react';
import ReactMarkdown, { type Components, type ExtraProps } from 'react-markdown';
import { Link } from 'react-router';
import remarkGfm from 'remark-gfm';
import { CodeBlock } from './CodeBlock';
import './docs.css';

// hast types through react-markdown's own, so no undeclared package is imported.
type Element = NonNullable<ExtraProps['node']>;
type ElementContent = Element['children'][number];

const textOf = (nodes: ElementContent[]): string =>
  nodes.map((n) => (n.type === 'text' ? n.value : n.type === 'element' ? textOf(n.children) : '')).join('');

const languageOf = (code: Element | undefined): string | undefined => {
  const classes = code?.properties.className;
  const list = Array.isArray(classes) ? classes.map(String) : [];
  return list.find((c) => c.startsWith('language-'))?.slice('language-'.length);
};

const childElements = (node: Element | undefined, tagName: string): Element[] =>
  (node?.children ?? []).filter((c): c is Element => c.type === 'element' && c.tagName === tagName);

/** The header cells' texts as CSS strings: { '--doc-col-1': '"Host"', … }. */
const columnLabels = (table: Element): CSSProperties => {
  const header = childElements(childElements(table, 'thead')[0], 'tr')[0];
  return Object.fromEntries(
    childElements(header, 'th').map((th, index) => [`--doc-col-${index + 1}`, JSON.stringify(textOf(th.children))]),
  );
};

const components: Components = {
  // A fenced block is <pre><code class="language-x">: rendered as one highlighted, copyable block.
  pre: ({ node }) => {
    const code = node?.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
    const text = textOf(code?.children ?? []).replace(/\n$/, '');
    return <CodeBlock code={text} language={languageOf(code)} />;
  },
  // Links between documentation pages stay inside the portal; others open in a new tab.
  a: ({ href = '', children }: ComponentProps<'a'>) =>
    href.startsWith('/') ? (
      <Link to={href}>{children}</Link>
    ) : (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ),
  // On a phone each row stacks as a card (docs.css): the column names are handed to the CSS as
  // --doc-col-N strings, so every cell keeps its label once the header row is out of sight.
  table: ({ node, children }) => (
    <div className="doc-table" style={node ? columnLabels(node) : undefined}>
      <table>{children}</table>
    </div>
  ),
};

/** GitHub-flavoured markdown (tables, strikethrough, task lists) rendered as React elements. */
export const Markdown = ({ text }: { text: string }) => (
  <div className="markdown-body">
    <ReactMarkdown remarkPlugins={[remarkGfm]} components={components}>
      {text}
    </ReactMarkdown>
  </div>
);
